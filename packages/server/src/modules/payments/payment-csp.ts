import type { PaymentsConfig } from '../../config.js';

export type PaymentCspSources = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; formAction: string[] };

const originOf = (url: string) => new URL(url).origin;

/**
 * What the checkout page must be allowed to load or post to for the configured providers, and nothing
 * for the others: Redsys's gateway receives a form post (its address may be http in development),
 * Stripe's Payment Element and Mercado Pago's brick are their own scripts, frames and API calls (the
 * origins their CSP guides list). Webpay's form goes to an https address, which form-action allows.
 */
export function paymentCspSources(payments: PaymentsConfig): PaymentCspSources {
  const sources: PaymentCspSources = { scriptSrc: [], frameSrc: [], connectSrc: [], formAction: [] };
  if (payments.redsys) sources.formAction.push(originOf(payments.redsys.url));
  if (payments.stripe) {
    sources.scriptSrc.push('https://js.stripe.com', 'https://*.js.stripe.com');
    sources.frameSrc.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    sources.connectSrc.push('https://api.stripe.com');
  }
  if (payments.mercadoPago) {
    sources.scriptSrc.push('https://sdk.mercadopago.com', 'https://http2.mlstatic.com');
    sources.frameSrc.push('https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mercadolivre.com');
    sources.connectSrc.push('https://api.mercadopago.com', 'https://api.mercadolibre.com', 'https://events.mercadopago.com', 'https://http2.mlstatic.com');
  }
  return sources;
}
