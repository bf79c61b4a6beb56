import { providerSettingsFromEnv, type ProviderSettings } from '../modules/payments/index.js';

/**
 * The payment methods this server is configured for: each provider's settings under its key, from its own
 * variables (modules/payments/providers/<name>/<name>.env.ts, listed by the registry), and paying at the club.
 */
export type PaymentsConfig = ProviderSettings & {
  /** Pay at the club (payment method 5). */
  pending: boolean;
};

/**
 * Payment methods from the parsed environment. Pay-at-the-club is on by default where the demo club is (the
 * quick start), as is the sandbox (its own folder decides, never in production), so a new user can buy locally.
 */
export function paymentsOf(values: Record<string, unknown>, server: { production: boolean; demo: boolean }): PaymentsConfig {
  return {
    ...providerSettingsFromEnv(values, server),
    pending: values.PENDING_ENABLED === undefined ? server.demo : values.PENDING_ENABLED === 'true',
  };
}
