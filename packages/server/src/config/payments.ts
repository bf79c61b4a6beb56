import { ConfigError, type Env } from './environment.js';

/** NetPay's REST API (checkout custom): sandbox unless NETPAY_PROD_MODE; NETPAY_API_BASE overrides both. */
export const NETPAY_API = {
  sandbox: 'https://gateway-154.netpaydev.com/gateway-ecommerce',
  production: 'https://suite.netpay.com.mx/gateway-ecommerce',
};
/** Authorize.Net's JSON API: sandbox unless AUTHORIZENET_PROD_MODE; AUTHORIZENET_API_BASE overrides both. */
export const AUTHORIZENET_API = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
};

/** PayPal's sandbox REST API: where PayPal calls go unless PAYPAL_API_BASE says otherwise (live: https://api-m.paypal.com). */
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/** Webpay's integration (test) environment: where Transbank calls go unless TRANSBANK_API_BASE says otherwise. */
export const TRANSBANK_INTEGRATION_URL = 'https://webpay3gint.transbank.cl';

/** Redsys's test gateway: where the signed form goes unless REDSYS_URL says otherwise. */
export const REDSYS_TEST_URL = 'https://sis-t.redsys.es:25443/sis/realizarPago';

export type PaymentsConfig = {
  /** The development card gateway page (never in production). */
  sandbox: boolean;
  /** Pay at the club (payment method 5). */
  pending: boolean;
  redsys: { merchantKey: string; merchantCode: string; terminal: string; url: string } | undefined;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string } | undefined;
  transbank:
    | {
        commerceCode: string;
        apiKey: string;
        apiBase: string;
        oneclick?: { commerceCode: string; childCommerceCode: string; apiKey: string };
      }
    | undefined;
  mercadoPago: { accessToken: string; publicKey: string; webhookSecret: string; apiBase: string } | undefined;
  paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined;
  netPay: { secretKey: string; publicKey: string; prodMode: boolean; apiBase: string } | undefined;
  authorizeNet: { apiLoginId: string; transactionKey: string; clientKey: string; prodMode: boolean; apiBase: string } | undefined;
};

/**
 * Payment methods from the environment. The sandbox and pay-at-the-club are on by default where the demo
 * club is (the quick start), so a new user can buy locally; the sandbox is never on in production.
 * Redsys needs its key, merchant code and terminal; its URL defaults to the test gateway.
 */
export function paymentsOf(e: Env, demo: boolean): PaymentsConfig {
  const production = e.NODE_ENV === 'production';
  const { REDSYS_MERCHANT_KEY: key, REDSYS_MERCHANT_CODE: code, REDSYS_TERMINAL: terminal } = e;
  if ([key, code, terminal].some(Boolean) && ![key, code, terminal].every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  REDSYS_MERCHANT_KEY, REDSYS_MERCHANT_CODE and REDSYS_TERMINAL go together');
  }
  const { STRIPE_SECRET_KEY: sk, STRIPE_PUBLISHABLE_KEY: pk, STRIPE_WEBHOOK_SECRET: whsec } = e;
  if ([sk, pk, whsec].some(Boolean) && ![sk, pk, whsec].every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  const { TRANSBANK_COMMERCE_CODE: tbkCode, TRANSBANK_API_KEY: tbkKey } = e;
  if (Boolean(tbkCode) !== Boolean(tbkKey))
    throw new ConfigError('Invalid configuration:\n  TRANSBANK_COMMERCE_CODE and TRANSBANK_API_KEY go together');
  const {
    TRANSBANK_ONECLICK_COMMERCE_CODE: ocCode,
    TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: ocChild,
    TRANSBANK_ONECLICK_API_KEY: ocKey,
  } = e;
  if ([ocCode, ocChild, ocKey].some(Boolean) && !(tbkCode && [ocCode, ocChild, ocKey].every(Boolean))) {
    throw new ConfigError(
      'Invalid configuration:\n  TRANSBANK_ONECLICK_COMMERCE_CODE, TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE and TRANSBANK_ONECLICK_API_KEY go together, with Webpay Plus configured',
    );
  }
  const { MERCADOPAGO_ACCESS_TOKEN: mpToken, MERCADOPAGO_PUBLIC_KEY: mpKey, MERCADOPAGO_WEBHOOK_SECRET: mpSecret } = e;
  if ([mpToken, mpKey, mpSecret].some(Boolean) && ![mpToken, mpKey, mpSecret].every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY and MERCADOPAGO_WEBHOOK_SECRET go together',
    );
  }
  const { PAYPAL_CLIENT_ID: ppId, PAYPAL_CLIENT_SECRET: ppSecret } = e;
  if (Boolean(ppId) !== Boolean(ppSecret))
    throw new ConfigError('Invalid configuration:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
  const { NETPAY_SECRET_KEY: npSecret, NETPAY_PUBLIC_KEY: npKey } = e;
  if (Boolean(npSecret) !== Boolean(npKey))
    throw new ConfigError('Invalid configuration:\n  NETPAY_SECRET_KEY and NETPAY_PUBLIC_KEY go together');
  const { AUTHORIZENET_API_LOGIN_ID: anLogin, AUTHORIZENET_TRANSACTION_KEY: anKey, AUTHORIZENET_CLIENT_KEY: anClient } = e;
  if ([anLogin, anKey, anClient].some(Boolean) && ![anLogin, anKey, anClient].every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTHORIZENET_API_LOGIN_ID, AUTHORIZENET_TRANSACTION_KEY and AUTHORIZENET_CLIENT_KEY go together',
    );
  }
  const npProd = e.NETPAY_PROD_MODE === 'true';
  const anProd = e.AUTHORIZENET_PROD_MODE === 'true';
  return {
    netPay:
      npSecret && npKey
        ? {
            secretKey: npSecret,
            publicKey: npKey,
            prodMode: npProd,
            apiBase: e.NETPAY_API_BASE ?? (npProd ? NETPAY_API.production : NETPAY_API.sandbox),
          }
        : undefined,
    authorizeNet:
      anLogin && anKey && anClient
        ? {
            apiLoginId: anLogin,
            transactionKey: anKey,
            clientKey: anClient,
            prodMode: anProd,
            apiBase: e.AUTHORIZENET_API_BASE ?? (anProd ? AUTHORIZENET_API.production : AUTHORIZENET_API.sandbox),
          }
        : undefined,
    paypal: ppId && ppSecret ? { clientId: ppId, clientSecret: ppSecret, apiBase: e.PAYPAL_API_BASE ?? PAYPAL_SANDBOX_API } : undefined,
    mercadoPago:
      mpToken && mpKey && mpSecret
        ? {
            accessToken: mpToken,
            publicKey: mpKey,
            webhookSecret: mpSecret,
            apiBase: e.MERCADOPAGO_API_BASE ?? 'https://api.mercadopago.com',
          }
        : undefined,
    transbank:
      tbkCode && tbkKey
        ? {
            commerceCode: tbkCode,
            apiKey: tbkKey,
            apiBase: e.TRANSBANK_API_BASE ?? TRANSBANK_INTEGRATION_URL,
            ...(ocCode && ocChild && ocKey ? { oneclick: { commerceCode: ocCode, childCommerceCode: ocChild, apiKey: ocKey } } : {}),
          }
        : undefined,
    stripe:
      sk && pk && whsec
        ? { secretKey: sk, publishableKey: pk, webhookSecret: whsec, apiBase: e.STRIPE_API_BASE ?? 'https://api.stripe.com' }
        : undefined,
    sandbox: !production && (e.SANDBOX_ENABLED === undefined ? demo : e.SANDBOX_ENABLED === 'true'),
    pending: e.PENDING_ENABLED === undefined ? demo : e.PENDING_ENABLED === 'true',
    redsys: key && code && terminal ? { merchantKey: key, merchantCode: code, terminal, url: e.REDSYS_URL ?? REDSYS_TEST_URL } : undefined,
  };
}
