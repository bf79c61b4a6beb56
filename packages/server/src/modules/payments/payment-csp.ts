import type { PaymentsConfig } from '../../config/payments.js';

export type PaymentCspSources = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; formAction: string[] };

const originOf = (url: string) => new URL(url).origin;

/**
 * What the checkout page must be allowed to load or post to for the configured providers, and nothing
 * for the others: Redsys's gateway receives a form post (its address may be http in development),
 * Stripe's Payment Element and Mercado Pago's brick are their own scripts, frames and API calls (the
 * origins their CSP guides list). Webpay's and Oneclick's forms go to Transbank's configured address
 * (https in production; a local stand-in in the e2e journey).
 */
export function paymentCspSources(payments: PaymentsConfig): PaymentCspSources {
  const sources: PaymentCspSources = { scriptSrc: [], frameSrc: [], connectSrc: [], formAction: [] };
  if (payments.redsys) sources.formAction.push(originOf(payments.redsys.url));
  if (payments.transbank) sources.formAction.push(originOf(payments.transbank.apiBase));
  if (payments.stripe) {
    sources.scriptSrc.push('https://js.stripe.com', 'https://*.js.stripe.com');
    sources.frameSrc.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    sources.connectSrc.push('https://api.stripe.com');
  }
  if (payments.mercadoPago) {
    sources.scriptSrc.push('https://sdk.mercadopago.com', 'https://http2.mlstatic.com');
    sources.frameSrc.push('https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mercadolivre.com');
    sources.connectSrc.push(
      'https://api.mercadopago.com',
      'https://api.mercadolibre.com',
      'https://events.mercadopago.com',
      'https://http2.mlstatic.com',
    );
  }
  if (payments.paypal) {
    // PayPal's JS SDK, its button and card frames, and the calls they make (live and sandbox: the client id decides).
    const paypal = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];
    sources.scriptSrc.push(...paypal);
    sources.frameSrc.push(...paypal);
    sources.connectSrc.push(...paypal);
  }
  if (payments.netPay) {
    // NetPay.js comes from NetPay's CDN and tokenises against NetPay's API (the configured one).
    sources.scriptSrc.push('https://docs.netpay.mx');
    sources.connectSrc.push(originOf(payments.netPay.apiBase));
  }
  if (payments.authorizeNet) {
    // Accept.js and the API it posts the card to, production or sandbox as configured.
    const prod = payments.authorizeNet.prodMode;
    sources.scriptSrc.push(prod ? 'https://js.authorize.net' : 'https://jstest.authorize.net');
    sources.connectSrc.push(prod ? 'https://api2.authorize.net' : 'https://apitest.authorize.net');
  }
  return sources;
}
