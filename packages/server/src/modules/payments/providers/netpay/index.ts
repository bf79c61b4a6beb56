import { PaymentMethodType } from '@clubportal/contract/enums';
import { paymentProviderModule } from '../../provider-module.js';
import { netPayEnv } from './netpay.env.js';
import { netPayProvider } from './netpay.provider.js';
import { netPayRoutes } from './netpay.routes.js';

/** NetPay (method 10): NetPay.js comes from NetPay's CDN and tokenises the card against NetPay's (configured) API. */
export const netPay = paymentProviderModule({
  name: 'netpay',
  key: 'netPay',
  methodType: PaymentMethodType.NetPay,
  names: {
    'es-ES': 'Tarjeta (NetPay)',
    'en-US': 'Card (NetPay)',
    'es-MX': 'Tarjeta (NetPay)',
    'es-VE': 'Tarjeta (NetPay)',
    'fr-FR': 'Carte (NetPay)',
    'it-IT': 'Carta (NetPay)',
  },
  env: netPayEnv,
  create: (settings) => netPayProvider(settings),
  csp: (settings) => ({ scriptSrc: ['https://docs.netpay.mx'], connectSrc: [new URL(settings.apiBase).origin] }),
  routes: netPayRoutes,
});
