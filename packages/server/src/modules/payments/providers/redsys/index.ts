import { PaymentMethodType } from '@clubportal/contract/enums';
import { paymentProviderModule } from '../../provider-module.js';
import { redsysEnv } from './redsys.env.js';
import { redsysProvider } from './redsys.provider.js';
import { redsysRoutes } from './redsys.routes.js';

/** Redsys (method 1): the checkout posts a signed form to its gateway (http allowed in development). */
export const redsys = paymentProviderModule({
  name: 'redsys',
  key: 'redsys',
  methodType: PaymentMethodType.Redsys,
  names: {
    'es-ES': 'Tarjeta (Redsys)',
    'en-US': 'Card (Redsys)',
    'es-MX': 'Tarjeta (Redsys)',
    'es-VE': 'Tarjeta (Redsys)',
    'fr-FR': 'Carte (Redsys)',
    'it-IT': 'Carta (Redsys)',
  },
  sharedPayments: true,
  env: redsysEnv,
  create: (settings) => redsysProvider(settings),
  csp: (settings) => ({ formAction: [new URL(settings.url).origin] }),
  routes: redsysRoutes,
});
