import { PaymentMethodType } from '@clubportal/contract/enums';
import { DEFAULT_LANGUAGE, type Language } from '@clubportal/contract/languages';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider } from './payment-provider.js';
import type { RegisteredProvider } from './provider-module.js';
import { authorizeNet } from './providers/authorizenet/index.js';
import { mercadoPago } from './providers/mercadopago/index.js';
import { netPay } from './providers/netpay/index.js';
import { paypal } from './providers/paypal/index.js';
import { redsys } from './providers/redsys/index.js';
import { sandbox, SANDBOX_METHOD_TYPE } from './providers/sandbox/index.js';
import { stripe } from './providers/stripe/index.js';
import { transbank } from './providers/transbank/index.js';

/*
 * The provider registry: every provider this server knows, each from its own folder (providers/<name>/index.ts:
 * its names, settings, CSP origins and routes). The one place that lists them; the rest asks it. Adding a
 * provider is its folder and its line here (and its import above).
 */
export const PAYMENT_PROVIDERS: readonly RegisteredProvider[] = [
  sandbox,
  redsys,
  stripe,
  transbank,
  mercadoPago,
  paypal,
  netPay,
  authorizeNet,
];

/** The sandbox's method type (a development stand-in for Redsys), for the checkout and its tests. */
export { SANDBOX_METHOD_TYPE };

/** Spec section 8: a shared booking payment is paid only through Redsys (or the sandbox standing in for it). */
export function takesSharedPayments(methodType: number): boolean {
  return PAYMENT_PROVIDERS.some((p) => p.methodType === methodType && p.sharedPayments);
}

/** The methods that are no provider: paying at the club and the vouchers. */
const OWN_METHOD_NAMES: Record<number, Record<Language, string>> = {
  [PaymentMethodType.Pending]: {
    'es-ES': 'Pago en el club',
    'en-US': 'Pay at the club',
    'es-MX': 'Pago en el club',
    'es-VE': 'Pago en el club',
    'fr-FR': 'Paiement au club',
    'it-IT': 'Pagamento al club',
  },
  [PaymentMethodType.MoneyVoucher]: {
    'es-ES': 'Monedero',
    'en-US': 'Wallet',
    'es-MX': 'Monedero',
    'es-VE': 'Monedero',
    'fr-FR': 'Porte-monnaie',
    'it-IT': 'Borsellino',
  },
  [PaymentMethodType.SessionsVoucher]: {
    'es-ES': 'Bono de sesiones',
    'en-US': 'Sessions voucher',
    'es-MX': 'Bono de sesiones',
    'es-VE': 'Bono de sesiones',
    'fr-FR': 'Carnet de séances',
    'it-IT': 'Carnet di sessioni',
  },
  [PaymentMethodType.HoursVoucher]: {
    'es-ES': 'Bono de horas',
    'en-US': 'Hours voucher',
    'es-MX': 'Bono de horas',
    'es-VE': 'Bono de horas',
    'fr-FR': "Carnet d'heures",
    'it-IT': 'Carnet di ore',
  },
};

/** How a method reads in `language`: a provider's name from its folder, or the club's own methods'. */
export function methodName(methodType: number, language: Language): string | undefined {
  const names = PAYMENT_PROVIDERS.find((p) => p.methodType === methodType)?.names ?? OWN_METHOD_NAMES[methodType];
  return names?.[language];
}

/** How a method reads on the order, as stored: the club's language (the demo club is Spanish). */
export const METHOD_NAMES: Record<number, string> = Object.fromEntries(
  [...PAYMENT_PROVIDERS.map((p) => p.methodType), ...Object.keys(OWN_METHOD_NAMES).map(Number)].map((type) => [
    type,
    methodName(type, DEFAULT_LANGUAGE) as string,
  ]),
);

const providerCache = new WeakMap<AppConfig, Map<number, PaymentProvider>>();

/** The online providers this server is configured for, by payment method type; unconfigured ones are absent. */
export function onlineProviders(config: AppConfig, clock: Clock): Map<number, PaymentProvider> {
  let map = providerCache.get(config);
  if (!map) {
    map = new Map();
    for (const registered of PAYMENT_PROVIDERS) {
      const provider = registered.instantiate(config, clock);
      if (provider) map.set(registered.methodType, provider);
    }
    providerCache.set(config, map);
  }
  return map;
}

export function providerNamed(config: AppConfig, clock: Clock, name: string): PaymentProvider | undefined {
  return [...onlineProviders(config, clock).values()].find((p) => p.name === name);
}
