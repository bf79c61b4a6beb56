import { z } from 'zod';
import { allOrNone, optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';
import type { AuthorizeNetConfig } from './authorizenet.provider.js';

/** Authorize.Net's JSON API: sandbox unless AUTHORIZENET_PROD_MODE; AUTHORIZENET_API_BASE overrides both. */
export const AUTHORIZENET_API = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
};

const variables = {
  AUTHORIZENET_API_LOGIN_ID: optionalVariable(z.string().min(4).max(25)),
  AUTHORIZENET_TRANSACTION_KEY: optionalVariable(z.string().min(8).max(40)),
  AUTHORIZENET_CLIENT_KEY: optionalVariable(z.string().min(8)),
  AUTHORIZENET_PROD_MODE: z.enum(['true', 'false']).default('false'),
  AUTHORIZENET_API_BASE: optionalVariable(z.url()),
};

export const authorizeNetEnv: ProviderEnv<typeof variables, AuthorizeNetConfig> = {
  variables,
  settings(e) {
    if (!allOrNone(e, ['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_TRANSACTION_KEY', 'AUTHORIZENET_CLIENT_KEY'])) return undefined;
    const prodMode = e.AUTHORIZENET_PROD_MODE === 'true';
    return {
      apiLoginId: e.AUTHORIZENET_API_LOGIN_ID as string,
      transactionKey: e.AUTHORIZENET_TRANSACTION_KEY as string,
      clientKey: e.AUTHORIZENET_CLIENT_KEY as string,
      prodMode,
      apiBase: e.AUTHORIZENET_API_BASE ?? (prodMode ? AUTHORIZENET_API.production : AUTHORIZENET_API.sandbox),
    };
  },
};
