import { PaymentMethodType } from '@clubportal/contract/enums';
import { paymentProviderModule } from '../../provider-module.js';
import { stripeEnv } from './stripe.env.js';
import { stripeProvider } from './stripe.provider.js';
import { stripeRoutes } from './stripe.routes.js';

/** Stripe (method 14): its Payment Element is its own script, frames and API calls (the origins its CSP guide lists). */
export const stripe = paymentProviderModule({
  name: 'stripe',
  key: 'stripe',
  methodType: PaymentMethodType.Stripe,
  names: {
    'es-ES': 'Tarjeta (Stripe)',
    'en-US': 'Card (Stripe)',
    'es-MX': 'Tarjeta (Stripe)',
    'es-VE': 'Tarjeta (Stripe)',
    'fr-FR': 'Carte (Stripe)',
    'it-IT': 'Carta (Stripe)',
  },
  env: stripeEnv,
  create: (settings, { clock }) => stripeProvider(settings, clock),
  csp: () => ({
    scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  }),
  routes: stripeRoutes,
});
