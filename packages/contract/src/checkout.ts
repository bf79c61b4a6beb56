import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { PaymentMethodType } from './enums.js';
import { idNumber } from './ids.js';
import { add, multiply, subtract, sum, zero, type CurrencyCode, type Money } from './money.js';
import { MAX_UNITS_PER_LINE } from './shop.js';

/**
 * The checkout's messages (spec sections 5 and 8, the spec's spelling, typos included). The server
 * answers with these texts (translated by its catalogue); the web looks them up by key.
 */
export const CHECKOUT_MESSAGES = {
  checkRequired: 'Check required fields',
  passwordMismatch: 'Password does not match',
  selectTransport: 'Please select transport',
  emptyBasket: 'Your basket is empty!',
  selectPaymentMethod: 'Please select a payment method',
  acceptLegal: 'Please accept our legal conditions',
  applyCoupon: 'Please press Apply Coupon button to check the code',
  invalidCode: 'Sorry, the code is not valid',
  discountApplied: 'Disccount Applied',
  technicalProblems: 'Ups! Tecnical problems. Please try again in a few minutes',
  paymentFailed: 'Sorry! The payment has not been completed. Please try again later.',
  paymentSuccess: 'The payment has been processed successfully',
  processing: 'Processing payment please wait...',
  sharedMixed: "Shared payment can't be mixed with other sales Please, finalize the current cart and try again",
  sharedInCart:
    "You have a shared payment in your cart, which can't be mixed with other sales Please, finalize the current cart and try again",
} as const;
export type CheckoutMessageKey = keyof typeof CHECKOUT_MESSAGES;

/** Spec section 9: the card-provider return page polls the status once a second, 10 times, then /cz/ko. */
export const STATUS_POLL_RETRIES = 10;
export const STATUS_POLL_INTERVAL_MS = 1000;
/** Most lines and sales one checkout carries. */
export const MAX_CHECKOUT_LINES = 200;
export const MAX_CHECKOUT_SALES = 50;

/** Voucher payment types (spec: MoneyVoucher 6, SessionsVoucher 7, HoursVoucher 8): they skip the method check. */
export const VOUCHER_METHOD_TYPES: readonly number[] = [
  PaymentMethodType.MoneyVoucher,
  PaymentMethodType.SessionsVoucher,
  PaymentMethodType.HoursVoucher,
];

/** A cart line's amount: its unit price times its units (integer minor units). */
export function lineTotal(unitPrice: Money, units: number): Money {
  return multiply(unitPrice, units);
}

/** Spec section 9: the cart total is its product lines plus what its sales still owe. */
export function cartTotal(lineTotals: readonly Money[], salesPending: readonly Money[], currency: CurrencyCode): Money {
  return sum([...lineTotals, ...salesPending], currency);
}

/** Spec section 9: checkout total = cart total + transport gross price - discount. */
export function checkoutTotal(cartTotal: Money, transport: Money | null, discount: Money): Money {
  return subtract(add(cartTotal, transport ?? zero(cartTotal.currency)), discount);
}

/** Spec section 9: a total of 0 or less shows Confirm instead of Proceed to Pay with the price. */
export function confirmsWithoutPaying(total: Money): boolean {
  return total.amount <= 0;
}

export type CheckoutCustomerFields = {
  name?: string | null | undefined;
  surname?: string | null | undefined;
  addressLine1?: string | null | undefined;
  city?: string | null | undefined;
  town?: string | null | undefined;
  country?: string | null | undefined;
  postalCode?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};
export const CHECKOUT_REQUIRED_FIELDS = [
  'name',
  'surname',
  'addressLine1',
  'city',
  'town',
  'country',
  'postalCode',
  'email',
  'phone',
] as const;

export type CheckoutCheckInput = {
  isGuest: boolean;
  /** Some product line with positive units requires a transport. */
  transportRequired: boolean;
  customer: CheckoutCustomerFields;
  password?: string | null | undefined;
  repeatPassword?: string | null | undefined;
  transportChosen: boolean;
  /** Product lines with units plus sales in the cart. */
  cartEntries: number;
  total: Money;
  paymentMethodChosen: boolean;
  voucherPayment: boolean;
  acceptConditions: boolean;
  /** A code typed in the promo box but not applied with the Apply button (only the web knows). */
  unappliedCode?: boolean;
};

/**
 * The checkout's rules of spec section 5, in the order the page reports them: the first that fails.
 * The same function runs in the web (before submitting) and on the server (which trusts nothing).
 */
export function checkoutProblem(i: CheckoutCheckInput): CheckoutMessageKey | null {
  if (i.cartEntries === 0) return 'emptyBasket';
  if (i.isGuest || i.transportRequired) {
    if (CHECKOUT_REQUIRED_FIELDS.some((f) => !(i.customer[f] ?? '').trim())) return 'checkRequired';
  }
  if (i.isGuest) {
    if (!i.password) return 'checkRequired';
    if (i.repeatPassword !== undefined && i.repeatPassword !== null && i.password !== i.repeatPassword) return 'passwordMismatch';
  }
  if (i.transportRequired && !i.transportChosen) return 'selectTransport';
  if (!i.voucherPayment && i.total.amount > 0 && !i.paymentMethodChosen) return 'selectPaymentMethod';
  if (!i.acceptConditions) return 'acceptLegal';
  if (i.unappliedCode) return 'applyCoupon';
  return null;
}

const text = (max: number) => z.string().max(max).nullish();
const decimal = z.number().finite().nullish();

/**
 * A cart line as the cart holds it (spec section 3, Sale item). Only productId and units (and the stock
 * parent) are taken as input; `subTotal` and `totalWithDiscount`, when sent, are what the customer saw:
 * a checkout whose lines no longer cost that is refused, never charged at the new price.
 */
export const checkoutSaleItemSchema = z.object({
  productId: idNumber,
  units: z.number().int().min(1).max(MAX_UNITS_PER_LINE),
  temp: z.boolean().nullish(),
  subTotal: decimal,
  totalWithDiscount: decimal,
  stockParentId: idNumber.nullish(),
  stockParentName: text(100),
  stockDetail: text(200),
});
export type CheckoutSaleItem = z.infer<typeof checkoutSaleItemSchema>;

const saleIdsSchema = z.array(idNumber).max(MAX_CHECKOUT_SALES).default([]);
const saleItemsSchema = z.array(checkoutSaleItemSchema).max(MAX_CHECKOUT_LINES).default([]);

/** POST /api/shop/checkout-info (guest: no customerId) and /api/shop/checkout-info-by-customer. */
export const checkoutInfoBodySchema = z.object({
  customerId: idNumber.nullish(),
  saleItems: saleItemsSchema,
  saleIds: saleIdsSchema,
});
export const checkoutInfoByCustomerBodySchema = checkoutInfoBodySchema.extend({ customerId: idNumber });
export type CheckoutInfoBody = z.infer<typeof checkoutInfoBodySchema>;

/** Spec section 3, Payment method: tokenId non-null is a saved card. `id` is the method type. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  tokenId: z.number().int().nullable(),
  name: z.string(),
  type: z.number().int(),
  description: z.string(),
  forceSaveCreditCard: z.boolean(),
  allowTokenization: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const transportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  deliveryTime: z.string(),
  product: z.object({ grossPrice: z.number() }),
});

/** The server's own pricing of the cart: what the page shows and what the checkout will charge. */
export const pricedLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  units: z.number().int(),
  unitPrice: z.number(),
  subTotal: z.number(),
  transportRequired: z.boolean(),
});
export const pricedSaleSchema = z.object({
  id: z.number().int(),
  saleNumber: z.string(),
  title: z.string(),
  total: z.number(),
  pending: z.number(),
  paymentType: z.number().int(),
  paymentDeadline: z.string().nullable(),
  /** Until when the sale holds what it sells unpaid (a prebooked court): the checkout counts it down. */
  holdExpiresAt: z.string().nullish(),
  /** What the hold keeps (issue 30): a place in an activity, else a court; the checkout's countdown names it. */
  holdOf: z.enum(['activity', 'court']).nullish(),
});

export const checkoutCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  town: z.string(),
  country: z.string(),
  postalCode: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** Spec section 3, Checkout info response, plus the server's pricing (`saleItems`, `sales`, `cartTotal`). */
export const checkoutInfoSchema = z.object({
  paymentMethods: z.array(paymentMethodSchema),
  /** Per sale of the cart, the customer's vouchers that can pay it (never for shared bookings). */
  vouchers: z.array(
    z.object({
      saleId: z.number().int(),
      vouchers: z.array(
        z.object({
          id: z.number().int(),
          voucher: z.object({ id: z.number().int(), description: z.string(), kind: z.string(), balance: z.number() }),
        }),
      ),
    }),
  ),
  transports: z.array(transportSchema),
  customer: checkoutCustomerSchema.nullable(),
  payPalId: z.string().nullable(),
  currency: z.string(),
  netPayPublicKey: z.string().nullable(),
  netPayProdMode: z.boolean(),
  /** Accept.js's public credentials when Authorize.Net is offered (`prodMode` false: its sandbox). */
  authorizeNet: z.object({ apiLoginId: z.string(), clientKey: z.string(), prodMode: z.boolean() }).nullish(),
  isSharedPayment: z.boolean(),
  paymentDeadline: z.string().nullable(),
  acceptConditions: z.boolean(),
  okRss: z.boolean(),
  saleItems: z.array(pricedLineSchema),
  sales: z.array(pricedSaleSchema),
  transportRequired: z.boolean(),
  cartTotal: z.number(),
});
export type CheckoutInfo = z.infer<typeof checkoutInfoSchema>;
export const checkoutInfoResponseSchema = okEnvelope({ errorMsg: z.string().nullable(), data: checkoutInfoSchema });

/** The checkout request's customer (spec section 3): the delivery form, and a password pair for guests. */
export const checkoutRequestCustomerSchema = z.object({
  id: idNumber.nullish(),
  name: text(100),
  surname: text(100),
  addressLine1: text(200),
  city: text(100),
  town: text(100),
  country: text(100),
  postalCode: text(20),
  email: text(254),
  phone: text(30),
  password: text(200),
  repeatPassword: text(200),
  okRss: z.boolean().nullish(),
  acceptConditions: z.boolean().nullish(),
});

/** Longest card token a provider hands out (Accept.js nonces are about 1 KB). */
export const CARD_TOKEN_MAX = 8192;

/** The card token of a checkout request (`tpvOnlineInfoTemp`), whichever form the page sent. */
export function cardTokenOf(info: CheckoutBody['tpvOnlineInfoTemp']): string | null {
  if (!info) return null;
  return typeof info === 'string' ? info : info.token;
}

/** A cart's guid: the checkout's idempotency key. */
export const checkoutGuidSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'guid must be 8 to 64 letters, digits or dashes');

/** POST /api/shop/checkout (guest) and /api/shop/checkout-customer: spec section 3, Checkout request. */
export const checkoutBodySchema = z.object({
  saleItems: saleItemsSchema,
  saleIds: saleIdsSchema,
  paymentMethodId: z.number().int().nullish(),
  tokenId: idNumber.nullish(),
  promoCode: text(50),
  shopTransportId: idNumber.nullish(),
  saveCreditCard: z.boolean().nullish(),
  guid: checkoutGuidSchema.nullish(),
  /** The card the page tokenised for NetPay (10) or Authorize.Net (15): the token `tokenizeCard` answered, or `{ token }`. */
  tpvOnlineInfoTemp: z
    .union([z.string().min(1).max(CARD_TOKEN_MAX), z.object({ token: z.string().min(1).max(CARD_TOKEN_MAX) }).passthrough()])
    .nullish(),
  tpvOnlineNotPersitedInfo: z.unknown().optional(),
  origin: text(50),
  /** Voucher payment (payment method 6, 7 or 8): the voucher that pays. */
  voucherId: idNumber.nullish(),
  customer: checkoutRequestCustomerSchema,
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Redsys's signed form, posted by the browser to `url` (spec: model.redsysData). */
export const redsysDataSchema = z.object({
  url: z.string(),
  data: z.object({ Ds_SignatureVersion: z.string(), Ds_MerchantParameters: z.string(), Ds_Signature: z.string() }),
});

/** A sale the cart keeps after a voucher paid part of it (spec: "a new returned sale is added"). */
export const cartSaleSchema = z.object({
  id: z.number().int(),
  saleNumber: z.string(),
  title: z.string(),
  total: z.number(),
  pending: z.number(),
  paid: z.number(),
});

/**
 * What paid a checkout, in the order it was used (issue 19): a voucher with the sessions or money taken
 * from it, what the card (its provider) was charged, or what is left to pay at the club. `name` is the
 * voucher's or the method's ('Tarjeta (Stripe)'). Sessions and amounts are the server's.
 */
export const paidWithSchema = z.array(
  z.object({
    kind: z.enum(['sessions', 'money', 'card', 'club']),
    name: z.string(),
    sessions: z.number().int().optional(),
    amount: z.number().optional(),
  }),
);
export type PaidWith = z.infer<typeof paidWithSchema>;

export const checkoutModelSchema = z.object({
  errorMsg: z.string().nullable(),
  saleNumber: z.string().nullable(),
  /** True when nothing is left to pay online (pending at the club, vouchers, a zero total). */
  paid: z.boolean(),
  /** What paid it, once paid (a voucher, the club). */
  paidWith: paidWithSchema.optional(),
  redsysData: redsysDataSchema.optional(),
  /** The development sandbox gateway's page: the browser goes there to pay, decline or abandon. */
  sandbox: z.object({ url: z.string() }).optional(),
  stripe: z.object({ clientSecret: z.string(), paymentIntentId: z.string() }).optional(),
  /** Mercado Pago's payment brick (locale es-AR, 1 installment): `id` goes back as process_payment's rqId. */
  mercadoPago: z.object({ pk: z.string(), id: z.number().int(), amount: z.number(), email: z.string(), currency: z.string() }).optional(),
  /** Webpay Plus: the browser posts `token_ws` = token to `url`. */
  transbank: z.object({ url: z.string(), token: z.string() }).optional(),
  /** PayPal Orders v2: the page shows PayPal's buttons for this order (client id is public), then posts /api/paypal/callback. */
  paypal: z.object({ orderId: z.string(), clientId: z.string() }).optional(),
  /** A page the browser must go to before the payment completes (a card's 3-D Secure check). */
  redirectUrl: z.string().optional(),
  publicKey: z.string().optional(),
  sale: cartSaleSchema.optional(),
});
export type CheckoutModel = z.infer<typeof checkoutModelSchema>;
export const checkoutResponseSchema = okEnvelope({ model: checkoutModelSchema });

/** POST /api/promos/validate: ok false with errorMsg 'Sorry, the code is not valid'; data.discount on success. */
export const promoValidateBodySchema = z.object({
  code: z.string().trim().min(1).max(50),
  customerId: idNumber.nullish(),
  saleItems: saleItemsSchema,
  saleIds: saleIdsSchema,
});
export const promoValidateResponseSchema = z.union([
  okEnvelope({ errorMsg: z.null(), data: z.object({ discount: z.number(), message: z.string() }) }),
  z.object({ ok: z.literal(false), errorMsg: z.string() }),
]);
