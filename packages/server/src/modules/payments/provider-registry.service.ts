import { PaymentMethodType } from '@clubportal/contract/enums';
import { DEFAULT_LANGUAGE, type Language } from '@clubportal/contract/languages';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { z } from 'zod';
import type { PaymentProvider } from './payment-provider.js';
import type { RegisteredProvider, ServerKind } from './provider-module.js';
import { authorizeNet } from './providers/authorizenet/index.js';
import { mercadoPago } from './providers/mercadopago/index.js';
import { netPay } from './providers/netpay/index.js';
import { paypal } from './providers/paypal/index.js';
import { redsys } from './providers/redsys/index.js';
import { sandbox, SANDBOX_METHOD_TYPE } from './providers/sandbox/index.js';
import { stripe } from './providers/stripe/index.js';
import { transbank } from './providers/transbank/index.js';

/*
 * The provider registry: every provider this server knows, each from its own folder (providers/<name>/index.ts:
 * its names, environment variables and settings, CSP origins and routes). The one place that lists them; the
 * rest asks it (the server's configuration takes each one's variables and settings from here). Adding a
 * provider is its folder and its line here (and its import above).
 */
export const PAYMENT_PROVIDERS = [sandbox, redsys, stripe, transbank, mercadoPago, paypal, netPay, authorizeNet] as const;

type SettingsOf<P> = P extends RegisteredProvider<string, infer S> ? S : never;
/** Each provider's settings under its key (`config.payments.stripe`...): undefined when this server has it off. */
export type ProviderSettings = { [P in (typeof PAYMENT_PROVIDERS)[number] as P['key']]: SettingsOf<P> | undefined };

/** Every provider's environment variables, for the server's schema of the environment (config/environment.ts). */
export function paymentProviderVariables(): z.ZodRawShape {
  const shape: Record<string, z.core.$ZodType> = {};
  for (const provider of PAYMENT_PROVIDERS) {
    for (const [name, schema] of Object.entries(provider.variables)) {
      if (name in shape) throw new Error(`Two payment providers declare ${name}: each variable belongs to one provider`);
      shape[name] = schema;
    }
  }
  return shape;
}

/** Each provider's settings from the parsed environment (config.ts); throws a ConfigError for a half-configured one. */
export function providerSettingsFromEnv(values: Record<string, unknown>, server: ServerKind): ProviderSettings {
  return Object.fromEntries(PAYMENT_PROVIDERS.map((p) => [p.key, p.settingsFromEnv(values, server)])) as ProviderSettings;
}

/** The sandbox's method type (a development stand-in for Redsys), for the checkout and its tests. */
export { SANDBOX_METHOD_TYPE };

/** Spec section 8: a shared booking payment is paid only through Redsys (or the sandbox standing in for it). */
export function takesSharedPayments(methodType: number): boolean {
  return PAYMENT_PROVIDERS.some((p) => p.methodType === methodType && p.sharedPayments);
}

/** The methods that are no provider: paying at the club and the vouchers. */
const OWN_METHOD_NAMES: Record<number, Record<Language, string>> = {
  [PaymentMethodType.Pending]: {
    'es-ES': 'Pago en el club',
    'en-US': 'Pay at the club',
    'es-MX': 'Pago en el club',
    'es-VE': 'Pago en el club',
    'fr-FR': 'Paiement au club',
    'it-IT': 'Pagamento al club',
  },
  [PaymentMethodType.MoneyVoucher]: {
    'es-ES': 'Monedero',
    'en-US': 'Wallet',
    'es-MX': 'Monedero',
    'es-VE': 'Monedero',
    'fr-FR': 'Porte-monnaie',
    'it-IT': 'Borsellino',
  },
  [PaymentMethodType.SessionsVoucher]: {
    'es-ES': 'Bono de sesiones',
    'en-US': 'Sessions voucher',
    'es-MX': 'Bono de sesiones',
    'es-VE': 'Bono de sesiones',
    'fr-FR': 'Carnet de séances',
    'it-IT': 'Carnet di sessioni',
  },
  [PaymentMethodType.HoursVoucher]: {
    'es-ES': 'Bono de horas',
    'en-US': 'Hours voucher',
    'es-MX': 'Bono de horas',
    'es-VE': 'Bono de horas',
    'fr-FR': "Carnet d'heures",
    'it-IT': 'Carnet di ore',
  },
};

/** How a method reads in `language`: a provider's name from its folder, or the club's own methods'. */
export function methodName(methodType: number, language: Language): string | undefined {
  const names = PAYMENT_PROVIDERS.find((p) => p.methodType === methodType)?.names ?? OWN_METHOD_NAMES[methodType];
  return names?.[language];
}

/** How a method reads on the order, as stored: the club's language (the demo club is Spanish). */
export const METHOD_NAMES: Record<number, string> = Object.fromEntries(
  [...PAYMENT_PROVIDERS.map((p) => p.methodType), ...Object.keys(OWN_METHOD_NAMES).map(Number)].map((type) => [
    type,
    methodName(type, DEFAULT_LANGUAGE) as string,
  ]),
);

const providerCache = new WeakMap<AppConfig, Map<number, PaymentProvider>>();

/** The online providers this server is configured for, by payment method type; unconfigured ones are absent. */
export function onlineProviders(config: AppConfig, clock: Clock): Map<number, PaymentProvider> {
  let map = providerCache.get(config);
  if (!map) {
    map = new Map();
    for (const registered of PAYMENT_PROVIDERS) {
      const provider = registered.instantiate(config, clock);
      if (provider) map.set(registered.methodType, provider);
    }
    providerCache.set(config, map);
  }
  return map;
}

export function providerNamed(config: AppConfig, clock: Clock, name: string): PaymentProvider | undefined {
  return [...onlineProviders(config, clock).values()].find((p) => p.name === name);
}
