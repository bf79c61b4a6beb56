import { PaymentMethodType } from '@clubportal/contract/enums';
import { paymentProviderModule } from '../../provider-module.js';
import { authorizeNetEnv } from './authorizenet.env.js';
import { authorizeNetProvider } from './authorizenet.provider.js';

/**
 * Authorize.Net (method 15): Accept.js and the API it posts the card to, production or sandbox as
 * configured. The card is charged in the checkout itself: no routes of its own.
 */
export const authorizeNet = paymentProviderModule({
  name: 'authorizenet',
  key: 'authorizeNet',
  methodType: PaymentMethodType.AuthorizeNet,
  names: {
    'es-ES': 'Tarjeta (Authorize.Net)',
    'en-US': 'Card (Authorize.Net)',
    'es-MX': 'Tarjeta (Authorize.Net)',
    'es-VE': 'Tarjeta (Authorize.Net)',
    'fr-FR': 'Carte (Authorize.Net)',
    'it-IT': 'Carta (Authorize.Net)',
  },
  env: authorizeNetEnv,
  create: (settings) => authorizeNetProvider(settings),
  csp: (settings) => ({
    scriptSrc: [settings.prodMode ? 'https://js.authorize.net' : 'https://jstest.authorize.net'],
    connectSrc: [settings.prodMode ? 'https://api2.authorize.net' : 'https://apitest.authorize.net'],
  }),
});
