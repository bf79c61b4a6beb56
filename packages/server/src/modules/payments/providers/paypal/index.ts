import { PaymentMethodType } from '@clubportal/contract/enums';
import { paymentProviderModule } from '../../provider-module.js';
import { paypalEnv } from './paypal.env.js';
import { paypalProvider } from './paypal.provider.js';
import { paypalRoutes } from './paypal.routes.js';

// PayPal's JS SDK, its button and card frames, and the calls they make (live and sandbox: the client id decides).
const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];

/** PayPal (method 9): its buttons approve and authorise the order in the page; the callback captures it. */
export const paypal = paymentProviderModule({
  name: 'paypal',
  key: 'paypal',
  methodType: PaymentMethodType.PayPal,
  names: { 'es-ES': 'PayPal', 'en-US': 'PayPal', 'es-MX': 'PayPal', 'es-VE': 'PayPal', 'fr-FR': 'PayPal', 'it-IT': 'PayPal' },
  env: paypalEnv,
  create: (settings, { clock }) => paypalProvider(settings, clock),
  csp: () => ({ scriptSrc: [...PAYPAL_ORIGINS], frameSrc: [...PAYPAL_ORIGINS], connectSrc: [...PAYPAL_ORIGINS] }),
  routes: paypalRoutes,
});
