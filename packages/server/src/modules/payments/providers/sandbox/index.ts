import { paymentProviderModule } from '../../provider-module.js';
import { sandboxEnv } from './sandbox.env.js';
import { sandboxKey, sandboxProvider, SANDBOX_METHOD_TYPE } from './sandbox.provider.js';
import { sandboxRoutes } from './sandbox.routes.js';

export { SANDBOX_METHOD_TYPE };

/** The development sandbox gateway (a page of this server standing in for Redsys): never in production. */
export const sandbox = paymentProviderModule({
  name: 'sandbox',
  key: 'sandbox',
  methodType: SANDBOX_METHOD_TYPE,
  names: {
    'es-ES': 'Tarjeta (sandbox)',
    'en-US': 'Card (sandbox)',
    'es-MX': 'Tarjeta (sandbox)',
    'es-VE': 'Tarjeta (sandbox)',
    'fr-FR': 'Carte (sandbox)',
    'it-IT': 'Carta (sandbox)',
  },
  sharedPayments: true,
  env: sandboxEnv,
  create: (_on, { config }) => sandboxProvider(sandboxKey(config.jwtSecret)),
  routes: sandboxRoutes,
});
