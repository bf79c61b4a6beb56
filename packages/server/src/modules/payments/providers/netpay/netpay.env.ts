import { z } from 'zod';
import { allOrNone, optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';
import type { NetPayConfig } from './netpay.provider.js';

/** NetPay's REST API (checkout custom): sandbox unless NETPAY_PROD_MODE; NETPAY_API_BASE overrides both. */
export const NETPAY_API = {
  sandbox: 'https://gateway-154.netpaydev.com/gateway-ecommerce',
  production: 'https://suite.netpay.com.mx/gateway-ecommerce',
};

const variables = {
  NETPAY_SECRET_KEY: optionalVariable(z.string().regex(/^sk_/, 'NETPAY_SECRET_KEY must be the private key (sk_...)')),
  NETPAY_PUBLIC_KEY: optionalVariable(z.string().regex(/^pk_/, 'NETPAY_PUBLIC_KEY must be the public key (pk_...)')),
  NETPAY_PROD_MODE: z.enum(['true', 'false']).default('false'),
  NETPAY_API_BASE: optionalVariable(z.url()),
};

export const netPayEnv: ProviderEnv<typeof variables, NetPayConfig> = {
  variables,
  settings(e) {
    if (!allOrNone(e, ['NETPAY_SECRET_KEY', 'NETPAY_PUBLIC_KEY'])) return undefined;
    const prodMode = e.NETPAY_PROD_MODE === 'true';
    return {
      secretKey: e.NETPAY_SECRET_KEY as string,
      publicKey: e.NETPAY_PUBLIC_KEY as string,
      prodMode,
      apiBase: e.NETPAY_API_BASE ?? (prodMode ? NETPAY_API.production : NETPAY_API.sandbox),
    };
  },
};
