import { PaymentMethodType } from '@clubportal/contract/enums';
import { paymentProviderModule } from '../../provider-module.js';
import { mercadoPagoEnv } from './mercadopago.env.js';
import { mercadoPagoProvider } from './mercadopago.provider.js';
import { mercadoPagoRoutes } from './mercadopago.routes.js';

/** Mercado Pago (method 17): its brick is its own script, frames and API calls (the origins its CSP guide lists). */
export const mercadoPago = paymentProviderModule({
  name: 'mercadopago',
  key: 'mercadoPago',
  methodType: PaymentMethodType.MercadoPago,
  names: {
    'es-ES': 'Mercado Pago',
    'en-US': 'Mercado Pago',
    'es-MX': 'Mercado Pago',
    'es-VE': 'Mercado Pago',
    'fr-FR': 'Mercado Pago',
    'it-IT': 'Mercado Pago',
  },
  env: mercadoPagoEnv,
  create: (settings, { clock }) => mercadoPagoProvider(settings, clock),
  csp: () => ({
    scriptSrc: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'],
    frameSrc: ['https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mercadolivre.com'],
    connectSrc: [
      'https://api.mercadopago.com',
      'https://api.mercadolibre.com',
      'https://events.mercadopago.com',
      'https://http2.mlstatic.com',
    ],
  }),
  routes: mercadoPagoRoutes,
});
