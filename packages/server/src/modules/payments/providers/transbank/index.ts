import { PaymentMethodType } from '@clubportal/contract/enums';
import { paymentProviderModule } from '../../provider-module.js';
import { transbankEnv } from './transbank.env.js';
import { transbankProvider } from './transbank.provider.js';
import { transbankRoutes } from './transbank.routes.js';

/**
 * Transbank (method 18): Webpay Plus, and Oneclick when configured. Webpay's and Oneclick's forms post to
 * Transbank's configured address (https in production; a local stand-in in the e2e journey).
 */
export const transbank = paymentProviderModule({
  name: 'transbank',
  key: 'transbank',
  methodType: PaymentMethodType.Transbank,
  names: { 'es-ES': 'Webpay', 'en-US': 'Webpay', 'es-MX': 'Webpay', 'es-VE': 'Webpay', 'fr-FR': 'Webpay', 'it-IT': 'Webpay' },
  env: transbankEnv,
  create: (settings) => transbankProvider(settings),
  csp: (settings) => ({ formAction: [new URL(settings.apiBase).origin] }),
  routes: transbankRoutes,
});
