import type { Language } from '@clubportal/contract/languages';
import type { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { PaymentsConfig } from '../../config/payments.js';
import type { Clock } from '../../lib/clock.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import type { NotificationResult, PaymentStatusAnswer, PaymentsDeps } from './payment-lifecycle.service.js';
import type { PaymentProvider, VerifiedNotification } from './payment-provider.js';

/*
 * What a provider's folder tells the registry (`providers/<name>/index.ts`): its name and method type, its
 * display name in every language, its environment variables and the settings they make (which switch it on),
 * how to make it, what the checkout page must be allowed to reach for it (CSP) and the routes it answers
 * (notifications, returns). The registry lists these and nothing else knows a provider by name.
 */

/** What a provider's settings may depend on besides its own variables. */
export type ServerKind = { production: boolean; demo: boolean };

/**
 * A provider's environment variables (`<name>.env.ts`): their schema, checked at start with every other
 * variable (config/environment.ts; the README's configuration table lists each), and the settings they make.
 */
export type ProviderEnv<V extends z.ZodRawShape, S> = {
  variables: V;
  /**
   * Its settings from its variables as parsed, or undefined when they leave it off; throws a ConfigError
   * naming the variables of a half-configured provider.
   */
  settings(values: z.output<z.ZodObject<V>>, server: ServerKind): S | undefined;
};

/** Origins the checkout page may load scripts from, frame, call, or post forms to. */
export type PaymentCspSources = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; formAction: string[] };

/**
 * What a provider's routes may ask of the payments module. Handed to them rather than imported: the
 * lifecycle uses the registry, which lists the provider, so an import would close a loop.
 */
export type ProviderRouteKit = {
  /** The configured instance of the provider so named, or undefined when this server has it off. */
  provider(deps: PaymentsDeps, name: string): PaymentProvider | undefined;
  /** Verifies a raw notification with the named provider and applies it (400 when forged). */
  receiveNotification(
    deps: PaymentsDeps,
    name: string,
    raw: { body: unknown; rawBody?: string; headers: Record<string, string | string[] | undefined>; query?: unknown },
  ): Promise<NotificationResult>;
  /** Applies a provider's verified answer through the exactly-once path. */
  applyNotification(deps: PaymentsDeps, n: VerifiedNotification): Promise<NotificationResult>;
  /** Confirms a payment on the customer's return (the reference must be one of the payment's). */
  confirmOnReturn(deps: PaymentsDeps, name: string, paymentId: number, ref: string): Promise<boolean>;
  /** The return pages' status of the payment behind a provider's reference. */
  statusByRef(deps: PaymentsDeps, name: string, ref: string): Promise<PaymentStatusAnswer>;
};

export type ProviderRoutes = (app: App, deps: RouteDeps, kit: ProviderRouteKit) => Promise<void> | void;

/** A provider's folder, typed by its settings `S` (its part of PaymentsConfig, under `key`). */
export type ProviderModule<K extends string, V extends z.ZodRawShape, S> = {
  /** Stored on payments and notifications: the provider's `name`. */
  name: string;
  /** Its settings' place in the server's configuration (`config.payments[key]`). */
  key: K;
  /** The spec's payment method type. */
  methodType: number;
  /** How the method reads on an order and in the checkout, per language. */
  names: Record<Language, string>;
  /** Whether it may take a shared booking payment (spec section 8: Redsys only, or the sandbox standing in for it). */
  sharedPayments?: boolean;
  /** Its environment variables and the settings they make (undefined leaves it off). */
  env: ProviderEnv<V, S>;
  create(settings: S, ctx: { config: AppConfig; clock: Clock }): PaymentProvider;
  /** What the checkout page must be allowed to reach while it is on. */
  csp?(settings: S): Partial<PaymentCspSources>;
  /** Its notification and return routes, registered whether or not it is on (a route of one that is off answers 404). */
  routes?: ProviderRoutes;
};

/** A provider as the registry holds it: its variables' types closed over, its settings' kept (`S`). */
export type RegisteredProvider<K extends string = string, S = unknown> = {
  name: string;
  key: K;
  methodType: number;
  names: Record<Language, string>;
  sharedPayments: boolean;
  /** Its environment variables' schema. */
  variables: z.ZodRawShape;
  /** Its settings from the parsed environment (every variable's value, its own among them). */
  settingsFromEnv(values: Record<string, unknown>, server: ServerKind): S | undefined;
  /** The provider for this server's configuration, or undefined when it is off. */
  instantiate(config: AppConfig, clock: Clock): PaymentProvider | undefined;
  cspSources(payments: PaymentsConfig): Partial<PaymentCspSources>;
  routes: ProviderRoutes | undefined;
};

/** Declares a provider's folder for the registry (`providers/<name>/index.ts` exports one). */
export function paymentProviderModule<K extends string, V extends z.ZodRawShape, S>(m: ProviderModule<K, V, S>): RegisteredProvider<K, S> {
  // The registry fills `config.payments[key]` with this provider's settings (or undefined): read back as such.
  const settingsIn = (payments: PaymentsConfig) => (payments as unknown as Record<string, S | undefined>)[m.key];
  return {
    name: m.name,
    key: m.key,
    methodType: m.methodType,
    names: m.names,
    sharedPayments: m.sharedPayments ?? false,
    variables: m.env.variables,
    // The environment was parsed with every provider's variables in its schema: these are this one's, as parsed.
    settingsFromEnv: (values, server) => m.env.settings(values as z.output<z.ZodObject<V>>, server),
    instantiate(config, clock) {
      const settings = settingsIn(config.payments);
      return settings === undefined ? undefined : m.create(settings, { config, clock });
    },
    cspSources(payments) {
      const settings = settingsIn(payments);
      return settings === undefined || !m.csp ? {} : m.csp(settings);
    },
    routes: m.routes,
  };
}
