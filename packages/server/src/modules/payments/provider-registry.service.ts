import { PaymentMethodType } from '@clubportal/contract/enums';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider } from './payment-provider.js';
import { authorizeNetProvider } from './providers/authorizenet/authorizenet.provider.js';
import { mercadoPagoProvider } from './providers/mercadopago/mercadopago.provider.js';
import { netPayProvider } from './providers/netpay/netpay.provider.js';
import { paypalProvider } from './providers/paypal/paypal.provider.js';
import { redsysProvider } from './providers/redsys/redsys.provider.js';
import { sandboxKey, sandboxProvider, SANDBOX_METHOD_TYPE } from './providers/sandbox/sandbox.provider.js';
import { stripeProvider } from './providers/stripe/stripe.provider.js';
import { transbankProvider } from './providers/transbank/transbank.provider.js';

/*
 * The provider registry: which providers this server is configured for, by payment method type, and how
 * each method reads on an order. The one place that knows every provider; the rest asks it.
 */

/** The sandbox's method type (a development stand-in for Redsys), for the checkout and its tests. */
export { SANDBOX_METHOD_TYPE };

/** Spec section 8: a shared booking payment is paid only through Redsys (or the sandbox standing in for it). */
export function takesSharedPayments(methodType: number): boolean {
  return methodType === PaymentMethodType.Redsys || methodType === SANDBOX_METHOD_TYPE;
}

/** How a method reads on the order (the club's language: the demo club is Spanish). */
export const METHOD_NAMES: Record<number, string> = {
  [PaymentMethodType.Redsys]: 'Tarjeta (Redsys)',
  [PaymentMethodType.Pending]: 'Pago en el club',
  [PaymentMethodType.MoneyVoucher]: 'Monedero',
  [PaymentMethodType.SessionsVoucher]: 'Bono de sesiones',
  [PaymentMethodType.HoursVoucher]: 'Bono de horas',
  [PaymentMethodType.Stripe]: 'Tarjeta (Stripe)',
  [PaymentMethodType.Transbank]: 'Webpay',
  [PaymentMethodType.MercadoPago]: 'Mercado Pago',
  [PaymentMethodType.PayPal]: 'PayPal',
  [PaymentMethodType.NetPay]: 'Tarjeta (NetPay)',
  [PaymentMethodType.AuthorizeNet]: 'Tarjeta (Authorize.Net)',
  [SANDBOX_METHOD_TYPE]: 'Tarjeta (sandbox)',
};

const providerCache = new WeakMap<AppConfig, Map<number, PaymentProvider>>();

/** The online providers this server is configured for, by payment method type; unconfigured ones are absent. */
export function onlineProviders(config: AppConfig, clock: Clock): Map<number, PaymentProvider> {
  let map = providerCache.get(config);
  if (!map) {
    map = new Map();
    if (config.payments.sandbox) map.set(SANDBOX_METHOD_TYPE, sandboxProvider(sandboxKey(config.jwtSecret)));
    if (config.payments.redsys) map.set(PaymentMethodType.Redsys, redsysProvider(config.payments.redsys));
    if (config.payments.stripe) map.set(PaymentMethodType.Stripe, stripeProvider(config.payments.stripe, clock));
    if (config.payments.transbank) map.set(PaymentMethodType.Transbank, transbankProvider(config.payments.transbank));
    if (config.payments.mercadoPago) map.set(PaymentMethodType.MercadoPago, mercadoPagoProvider(config.payments.mercadoPago, clock));
    if (config.payments.paypal) map.set(PaymentMethodType.PayPal, paypalProvider(config.payments.paypal, clock));
    if (config.payments.netPay) map.set(PaymentMethodType.NetPay, netPayProvider(config.payments.netPay));
    if (config.payments.authorizeNet) map.set(PaymentMethodType.AuthorizeNet, authorizeNetProvider(config.payments.authorizeNet));
    providerCache.set(config, map);
  }
  return map;
}

export function providerNamed(config: AppConfig, clock: Clock, name: string): PaymentProvider | undefined {
  return [...onlineProviders(config, clock).values()].find((p) => p.name === name);
}
