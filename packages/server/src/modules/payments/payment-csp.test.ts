import { describe, expect, it } from 'vitest';
import type { PaymentsConfig } from '../../config/payments.js';
import { paymentCspSources } from './payment-csp.js';

const none: PaymentsConfig = {
  sandbox: true,
  pending: true,
  redsys: undefined,
  stripe: undefined,
  mercadoPago: undefined,
  transbank: undefined,
  paypal: undefined,
  netPay: undefined,
  authorizeNet: undefined,
};

describe("the checkout's content security policy sources", () => {
  it('adds nothing when no outside provider is configured', () => {
    expect(paymentCspSources(none)).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [], formAction: [] });
  });

  it("lets the page post Redsys's form to the configured gateway, even an http one in development", () => {
    const sources = paymentCspSources({
      ...none,
      redsys: { merchantKey: 'k', merchantCode: '1', terminal: '1', url: 'http://127.0.0.1:4201/sis/realizarPago' },
    });
    expect(sources.formAction).toEqual(['http://127.0.0.1:4201']);
    expect(sources.scriptSrc).toEqual([]);
  });

  it("lets the page post Webpay's and Oneclick's forms to Transbank's configured address", () => {
    const sources = paymentCspSources({
      ...none,
      transbank: { commerceCode: '597055555532', apiKey: 'k', apiBase: 'http://127.0.0.1:4301' },
    });
    expect(sources.formAction).toEqual(['http://127.0.0.1:4301']);
  });

  it("loads Stripe's and Mercado Pago's own scripts, frames and API only when they are configured", () => {
    const sources = paymentCspSources({
      ...none,
      stripe: { secretKey: 's', publishableKey: 'p', webhookSecret: 'w', apiBase: 'https://api.stripe.com' },
      mercadoPago: { accessToken: 'a', publicKey: 'p', webhookSecret: 'w', apiBase: 'https://api.mercadopago.com' },
    });
    expect(sources.scriptSrc).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://sdk.mercadopago.com']));
    expect(sources.frameSrc).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    expect(sources.connectSrc).toEqual(expect.arrayContaining(['https://api.stripe.com', 'https://api.mercadopago.com']));
  });

  it("loads PayPal's SDK and the card tokenisers' scripts, and lets them call their APIs, only when configured", () => {
    const sources = paymentCspSources({
      ...none,
      paypal: { clientId: 'c', clientSecret: 's', apiBase: 'https://api-m.sandbox.paypal.com' },
      netPay: { secretKey: 's', publicKey: 'p', prodMode: false, apiBase: 'https://gateway-154.netpaydev.com/gateway-ecommerce' },
      authorizeNet: { apiLoginId: 'l', transactionKey: 't', clientKey: 'c', prodMode: false, apiBase: 'https://apitest.authorize.net' },
    });
    expect(sources.scriptSrc).toEqual([
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://docs.netpay.mx',
      'https://jstest.authorize.net',
    ]);
    expect(sources.frameSrc).toEqual(['https://www.paypal.com', 'https://www.sandbox.paypal.com']);
    expect(sources.connectSrc).toEqual([
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://gateway-154.netpaydev.com',
      'https://apitest.authorize.net',
    ]);
  });
});
