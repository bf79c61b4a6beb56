import {
  checkoutTotal,
  confirmsWithoutPaying,
  VOUCHER_METHOD_TYPES,
  type CheckoutBody,
  type CheckoutInfo,
  type CheckoutModel,
  type CheckoutSaleItem,
  type PaidWith,
  type PaymentMethod,
} from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { fromDecimal, type Money } from '@clubportal/contract/money';
import { optionalEmail, optionalText } from '@clubportal/contract/validation';
import { z } from 'zod';

/**
 * The checkout page's pure rules: what it sends, what it offers, the total it shows and where the
 * server's answer leads. Validation is the contract's `checkoutProblem` (the server runs the same).
 */

/** What the checkout reads of the cart (the cart feature's `Cart` fits it; features never import each other). */
export type CheckoutCartLine = {
  productId: number;
  units: number;
  product: { name: string; logo: string; grossPrice: number; transportRequired: boolean };
  totalWithDiscount: number;
  temp?: boolean | undefined;
  stockParentId?: number | null | undefined;
  stockParentName?: string | null | undefined;
  stockDetail?: string | null | undefined;
};
export type CheckoutCartSale = {
  id: number;
  saleIds: number[];
  title: string;
  saleNumber: string;
  pending: number;
  paymentType: number;
  paymentDeadline: string | null;
};
export type CheckoutCart = { guid: string; total: number; sItems: readonly CheckoutCartLine[]; sales: readonly CheckoutCartSale[] };

/** Card types the page tokenises in its popup before paying (spec: NetPay and Authorize.Net). */
export const CARD_METHOD_TYPES: readonly number[] = [PaymentMethodType.NetPay, PaymentMethodType.AuthorizeNet];

export const isCardMethod = (m: PaymentMethod) => CARD_METHOD_TYPES.includes(m.type) && m.tokenId === null;
export const methodKey = (m: PaymentMethod) => `${m.type}:${m.tokenId ?? ''}`;

/** The cart's sale ids: every sale of every entry (a group's entry pays all of its sales). */
export const cartSaleIds = (cart: CheckoutCart) => [...new Set(cart.sales.flatMap((s) => (s.saleIds.length ? s.saleIds : [s.id])))];

/**
 * The product lines as the checkout sends them: ids, units and stock details; `subTotal` is what the page
 * showed (the server's own figure from checkout-info when it has one), so a price changed meanwhile is
 * refused by the server instead of charged.
 */
export function checkoutSaleItems(cart: CheckoutCart, info?: Pick<CheckoutInfo, 'saleItems'>): CheckoutSaleItem[] {
  return cart.sItems.map((line) => {
    const shown = info?.saleItems.find((l) => l.productId === line.productId && l.units === line.units);
    return {
      productId: line.productId,
      units: line.units,
      ...(line.temp !== undefined ? { temp: line.temp } : {}),
      ...(shown ? { subTotal: shown.subTotal } : {}),
      ...(line.stockParentId ? { stockParentId: line.stockParentId } : {}),
      ...(line.stockParentName ? { stockParentName: line.stockParentName } : {}),
      ...(line.stockDetail ? { stockDetail: line.stockDetail } : {}),
    };
  });
}

/** The body of checkout-info and promos/validate: ids and units, priced by the server. */
export const cartRequest = (cart: CheckoutCart, customerId: number | null) => ({
  customerId,
  saleItems: checkoutSaleItems(cart),
  saleIds: cartSaleIds(cart),
});

/** What identifies a cart's contents for its checkout (ids and units, and whose it is). */
export const cartKey = (cart: CheckoutCart, customerId: number | null) => JSON.stringify(cartRequest(cart, customerId));

/**
 * The methods the page offers: only what checkout-info returned, and only those the page can pay with:
 * card types need the tokeniser (a saved card, with its token, needs none), PayPal needs its buttons.
 * Vouchers are paid per sale, not from this list.
 */
export function offeredMethods(methods: readonly PaymentMethod[], can: { tokenise: boolean; payPal: boolean }): PaymentMethod[] {
  return methods.filter((m) => {
    if (VOUCHER_METHOD_TYPES.includes(m.type)) return false;
    if (isCardMethod(m)) return can.tokenise;
    if (m.type === PaymentMethodType.PayPal) return can.payPal;
    return true;
  });
}

/** The method chosen: the member's choice while it is offered; the only method offered is chosen for them. */
export function chosenMethod(methods: readonly PaymentMethod[], choice: string | null): PaymentMethod | null {
  return methods.find((m) => methodKey(m) === choice) ?? (methods.length === 1 ? methods[0]! : null);
}

/**
 * Spec section 3 (Payment method): the "Save this card" choice under a method that can keep the card
 * (`allowTokenization`), for logged-in customers only, and never under a card already saved. `forced`
 * (`forceSaveCreditCard`): always saved, the box checked and locked. Null: no choice shown.
 */
export function saveCardOption(method: PaymentMethod | null, loggedIn: boolean): { forced: boolean } | null {
  if (!method || !loggedIn || method.tokenId !== null || !method.allowTokenization) return null;
  return { forced: method.forceSaveCreditCard };
}

/** Whether the checkout saves the card: the choice is offered and forced or checked. */
export const savesCard = (option: { forced: boolean } | null, checked: boolean) => option !== null && (option.forced || checked);

/** Spec "Checkout": Transbank saves the card on its own page first (Oneclick), then the checkout pays with it. */
export const savesOnProviderPage = (method: PaymentMethod | null, save: boolean) => save && method?.type === PaymentMethodType.Transbank;

/** Spec: a product line with units that requires a transport makes the transport required (server's figure when known). */
export function transportRequired(cart: CheckoutCart, info?: Pick<CheckoutInfo, 'transportRequired'>): boolean {
  return info ? info.transportRequired : cart.sItems.some((l) => l.units > 0 && l.product.transportRequired);
}

export type Totals = { cart: Money; transport: Money | null; discount: Money; total: Money; confirmOnly: boolean };

/**
 * Spec section 9: total = cart + transport gross - discount; Confirm instead of Proceed to Pay at 0 or
 * less. The cart figure is the server's (`cartTotal`); the browser's cart total only until it answers.
 * Transport is charged on shop products only (the server ships nothing for bookings or fees).
 */
export function checkoutTotals(args: {
  cartTotal: number;
  currency: string;
  transportPrice: number | null;
  hasProducts: boolean;
  discount: number;
}): Totals {
  const m = (n: number) => fromDecimal(n, args.currency, { rounding: 'halfUp' });
  const cart = m(args.cartTotal);
  const transport = args.transportPrice !== null && args.hasProducts ? m(args.transportPrice) : null;
  const discount = m(args.discount);
  const total = checkoutTotal(cart, transport, discount);
  return { cart, transport, discount, total, confirmOnly: confirmsWithoutPaying(total) };
}

/** The delivery form's shapes (lengths as the contract takes them); which fields are required is `checkoutProblem`'s. */
export const deliverySchema = z.object({
  name: optionalText(100),
  surname: optionalText(100),
  addressLine1: optionalText(200),
  city: optionalText(100),
  town: optionalText(100),
  country: optionalText(100),
  postalCode: optionalText(20),
  email: optionalEmail,
  phone: optionalText(30),
  password: z.string().max(200),
  repeatPassword: z.string().max(200),
  okRss: z.boolean(),
  acceptConditions: z.boolean(),
});
export type DeliveryValues = z.output<typeof deliverySchema>;
export type DeliveryInput = z.input<typeof deliverySchema>;

/** The form's starting values: a customer's details from checkout-info, blanks for a guest. */
export function deliveryDefaults(info: Pick<CheckoutInfo, 'customer' | 'okRss' | 'acceptConditions'> | undefined): DeliveryValues {
  const c = info?.customer;
  return {
    name: c?.name ?? '',
    surname: c?.surname ?? '',
    addressLine1: c?.addressLine1 ?? '',
    city: c?.city ?? '',
    town: c?.town ?? '',
    country: c?.country ?? '',
    postalCode: c?.postalCode ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    password: '',
    repeatPassword: '',
    okRss: info?.okRss ?? false,
    acceptConditions: info?.acceptConditions ?? false,
  };
}

/** POST /api/shop/checkout[-customer]'s body (spec section 3, Checkout request). */
export function checkoutBody(args: {
  cart: CheckoutCart;
  info: CheckoutInfo;
  customerId: number | null;
  values: DeliveryValues;
  method: PaymentMethod | null;
  promoCode: string | null;
  transportId: number | null;
  guid: string;
  cardToken?: string;
  saveCard?: boolean;
}): CheckoutBody {
  const { values, customerId } = args;
  return {
    saleItems: checkoutSaleItems(args.cart, args.info),
    saleIds: cartSaleIds(args.cart),
    paymentMethodId: args.method?.type ?? null,
    tokenId: args.method?.tokenId ?? null,
    promoCode: args.promoCode,
    shopTransportId: args.transportId,
    saveCreditCard: args.saveCard === true,
    guid: args.guid || null,
    ...(args.cardToken ? { tpvOnlineInfoTemp: args.cardToken } : {}),
    origin: 'web',
    customer: {
      id: customerId,
      name: values.name,
      surname: values.surname,
      addressLine1: values.addressLine1,
      city: values.city,
      town: values.town,
      country: values.country,
      postalCode: values.postalCode,
      email: values.email,
      phone: values.phone,
      ...(customerId === null ? { password: values.password, repeatPassword: values.repeatPassword } : {}),
      okRss: values.okRss,
      acceptConditions: values.acceptConditions,
    },
  };
}

/** What identifies a checkout's content for its guid: the server answers a reused guid with other content with 409. */
export function checkoutFingerprint(body: CheckoutBody): string {
  return JSON.stringify([
    body.customer.id ?? body.customer.email?.toLowerCase() ?? null,
    body.saleItems.map((i) => [i.productId, i.units, i.stockParentId ?? null]),
    [...body.saleIds].sort((a, b) => a - b),
    body.paymentMethodId ?? null,
    body.promoCode?.trim().toUpperCase() || null,
    body.shopTransportId ?? null,
  ]);
}

export type NextStep =
  | { kind: 'paid'; paidWith?: PaidWith | undefined; saleNumber?: string | null | undefined }
  | { kind: 'error'; message: string }
  | { kind: 'post'; url: string; fields: Record<string, string> }
  | { kind: 'go'; url: string }
  | { kind: 'stripe'; clientSecret: string; publicKey: string }
  | { kind: 'paypal'; orderId: string; clientId: string }
  | { kind: 'mercadoPago'; pk: string; id: number; amount: number; email: string; currency: string }
  | { kind: 'none' };

/**
 * Spec "Checkout": the server's answer decides the next step. The server's error first; then paid; then
 * the provider's way in (a signed form to post, a page to go to, an embedded form). Nothing usable is
 * `none` (the page says 'Ups! Tecnical problems...').
 */
export function nextStep(model: CheckoutModel | null | undefined): NextStep {
  if (!model) return { kind: 'none' };
  if (model.errorMsg) return { kind: 'error', message: model.errorMsg };
  if (model.paid) return model.paidWith ? { kind: 'paid', paidWith: model.paidWith, saleNumber: model.saleNumber } : { kind: 'paid' };
  if (model.redsysData) return { kind: 'post', url: model.redsysData.url, fields: { ...model.redsysData.data } };
  if (model.transbank) return { kind: 'post', url: model.transbank.url, fields: { token_ws: model.transbank.token } };
  if (model.redirectUrl) return { kind: 'go', url: model.redirectUrl };
  if (model.sandbox) return { kind: 'go', url: model.sandbox.url };
  if (model.stripe && model.publicKey) return { kind: 'stripe', clientSecret: model.stripe.clientSecret, publicKey: model.publicKey };
  if (model.paypal) return { kind: 'paypal', ...model.paypal };
  if (model.mercadoPago) return { kind: 'mercadoPago', ...model.mercadoPago };
  return { kind: 'none' };
}

/** The voucher payment method of a voucher kind (spec: MoneyVoucher 6, SessionsVoucher 7, HoursVoucher 8). */
export function voucherMethodType(kind: string): number {
  if (kind === 'money') return PaymentMethodType.MoneyVoucher;
  if (kind === 'hours') return PaymentMethodType.HoursVoucher;
  return PaymentMethodType.SessionsVoucher;
}
