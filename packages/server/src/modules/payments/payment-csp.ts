import type { PaymentsConfig } from '../../config/payments.js';
import type { PaymentCspSources } from './provider-module.js';
import { PAYMENT_PROVIDERS } from './provider-registry.service.js';

/**
 * What the checkout page must be allowed to load, frame, call or post to: each configured provider's own
 * origins (its folder's `csp`), in the registry's order, and nothing for the others.
 */
export function paymentCspSources(payments: PaymentsConfig): PaymentCspSources {
  const sources: PaymentCspSources = { scriptSrc: [], frameSrc: [], connectSrc: [], formAction: [] };
  for (const provider of PAYMENT_PROVIDERS) {
    const own = provider.cspSources(payments);
    for (const directive of Object.keys(sources) as Array<keyof PaymentCspSources>) sources[directive].push(...(own[directive] ?? []));
  }
  return sources;
}
