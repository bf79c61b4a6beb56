import { z } from 'zod';
import { allOrNone, optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';
import type { RedsysConfig } from './redsys.provider.js';

/** Redsys's test gateway: where the signed form goes unless REDSYS_URL says otherwise. */
export const REDSYS_TEST_URL = 'https://sis-t.redsys.es:25443/sis/realizarPago';

const variables = {
  REDSYS_MERCHANT_KEY: optionalVariable(
    z.string().refine((v) => Buffer.from(v, 'base64').length === 24, 'REDSYS_MERCHANT_KEY must be the base64 merchant key (24 bytes)'),
  ),
  REDSYS_MERCHANT_CODE: optionalVariable(z.string().regex(/^\d{1,9}$/, 'REDSYS_MERCHANT_CODE must be the merchant number (FUC)')),
  REDSYS_TERMINAL: optionalVariable(z.string().regex(/^\d{1,3}$/, 'REDSYS_TERMINAL must be a terminal number')),
  REDSYS_URL: optionalVariable(z.url()),
};

/** Redsys needs its key, merchant code and terminal; its URL defaults to the test gateway. */
export const redsysEnv: ProviderEnv<typeof variables, RedsysConfig> = {
  variables,
  settings: (e) =>
    allOrNone(e, ['REDSYS_MERCHANT_KEY', 'REDSYS_MERCHANT_CODE', 'REDSYS_TERMINAL'])
      ? {
          merchantKey: e.REDSYS_MERCHANT_KEY as string,
          merchantCode: e.REDSYS_MERCHANT_CODE as string,
          terminal: e.REDSYS_TERMINAL as string,
          url: e.REDSYS_URL ?? REDSYS_TEST_URL,
        }
      : undefined,
};
