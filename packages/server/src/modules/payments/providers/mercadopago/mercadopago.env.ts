import { z } from 'zod';
import { allOrNone, optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';
import type { MercadoPagoSettings } from './mercadopago.provider.js';

const variables = {
  MERCADOPAGO_ACCESS_TOKEN: optionalVariable(z.string().min(10)),
  MERCADOPAGO_PUBLIC_KEY: optionalVariable(z.string().min(10)),
  MERCADOPAGO_WEBHOOK_SECRET: optionalVariable(z.string().min(8)),
  MERCADOPAGO_API_BASE: optionalVariable(z.url()),
};

export const mercadoPagoEnv: ProviderEnv<typeof variables, MercadoPagoSettings> = {
  variables,
  settings: (e) =>
    allOrNone(e, ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'])
      ? {
          accessToken: e.MERCADOPAGO_ACCESS_TOKEN as string,
          publicKey: e.MERCADOPAGO_PUBLIC_KEY as string,
          webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET as string,
          apiBase: e.MERCADOPAGO_API_BASE ?? 'https://api.mercadopago.com',
        }
      : undefined,
};
