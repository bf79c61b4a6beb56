import { z } from 'zod';
import { allOrNone, optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';
import type { StripeConfig } from './stripe.provider.js';

const variables = {
  STRIPE_SECRET_KEY: optionalVariable(z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_...)')),
  STRIPE_PUBLISHABLE_KEY: optionalVariable(z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_...)')),
  STRIPE_WEBHOOK_SECRET: optionalVariable(
    z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_...)'),
  ),
  STRIPE_API_BASE: optionalVariable(z.url()),
};

export const stripeEnv: ProviderEnv<typeof variables, StripeConfig> = {
  variables,
  settings: (e) =>
    allOrNone(e, ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])
      ? {
          secretKey: e.STRIPE_SECRET_KEY as string,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY as string,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
          apiBase: e.STRIPE_API_BASE ?? 'https://api.stripe.com',
        }
      : undefined,
};
