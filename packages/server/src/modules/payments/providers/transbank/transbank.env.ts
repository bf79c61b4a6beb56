import { z } from 'zod';
import { allOrNone, ConfigError, optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';
import type { TransbankConfig } from './transbank.provider.js';

/** Webpay's integration (test) environment: where Transbank calls go unless TRANSBANK_API_BASE says otherwise. */
export const TRANSBANK_INTEGRATION_URL = 'https://webpay3gint.transbank.cl';

const commerceCode = (name: string, what: string) => optionalVariable(z.string().regex(/^\d{6,12}$/, `${name} must be the ${what}`));

const variables = {
  TRANSBANK_COMMERCE_CODE: commerceCode('TRANSBANK_COMMERCE_CODE', 'commerce code'),
  TRANSBANK_API_KEY: optionalVariable(z.string().min(8)),
  TRANSBANK_API_BASE: optionalVariable(z.url()),
  TRANSBANK_ONECLICK_COMMERCE_CODE: commerceCode('TRANSBANK_ONECLICK_COMMERCE_CODE', 'Oneclick Mall commerce code'),
  TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: commerceCode('TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE', 'store commerce code'),
  TRANSBANK_ONECLICK_API_KEY: optionalVariable(z.string().min(8)),
};

const ONECLICK = ['TRANSBANK_ONECLICK_COMMERCE_CODE', 'TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE', 'TRANSBANK_ONECLICK_API_KEY'] as const;

/** Webpay Plus (its code and key), and Oneclick Mall's saved cards on top of it (its three variables). */
export const transbankEnv: ProviderEnv<typeof variables, TransbankConfig> = {
  variables,
  settings(e) {
    const webpay = allOrNone(e, ['TRANSBANK_COMMERCE_CODE', 'TRANSBANK_API_KEY']);
    const oneclick = ONECLICK.some((name) => e[name]);
    if (oneclick && !(webpay && ONECLICK.every((name) => e[name]))) {
      throw new ConfigError(
        'Invalid configuration:\n  TRANSBANK_ONECLICK_COMMERCE_CODE, TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE and TRANSBANK_ONECLICK_API_KEY go together, with Webpay Plus configured',
      );
    }
    if (!webpay) return undefined;
    return {
      commerceCode: e.TRANSBANK_COMMERCE_CODE as string,
      apiKey: e.TRANSBANK_API_KEY as string,
      apiBase: e.TRANSBANK_API_BASE ?? TRANSBANK_INTEGRATION_URL,
      ...(oneclick
        ? {
            oneclick: {
              commerceCode: e.TRANSBANK_ONECLICK_COMMERCE_CODE as string,
              childCommerceCode: e.TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE as string,
              apiKey: e.TRANSBANK_ONECLICK_API_KEY as string,
            },
          }
        : {}),
    };
  },
};
