import { z } from 'zod';
import { allOrNone, optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';
import type { PayPalConfig } from './paypal.provider.js';

/** PayPal's sandbox REST API: where PayPal calls go unless PAYPAL_API_BASE says otherwise (live: https://api-m.paypal.com). */
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

const variables = {
  PAYPAL_CLIENT_ID: optionalVariable(z.string().min(10)),
  PAYPAL_CLIENT_SECRET: optionalVariable(z.string().min(10)),
  PAYPAL_API_BASE: optionalVariable(z.url()),
};

export const paypalEnv: ProviderEnv<typeof variables, PayPalConfig> = {
  variables,
  settings: (e) =>
    allOrNone(e, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'])
      ? {
          clientId: e.PAYPAL_CLIENT_ID as string,
          clientSecret: e.PAYPAL_CLIENT_SECRET as string,
          apiBase: e.PAYPAL_API_BASE ?? PAYPAL_SANDBOX_API,
        }
      : undefined,
};
