import { createHash } from 'node:crypto';
import { cardTokenOf, checkoutProblem, checkoutTotal, VOUCHER_METHOD_TYPES, type CheckoutBody } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { money } from '@clubportal/contract/money';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, isEmailRegistered, returningCheckoutGuest, savedCardOf, type CustomerRow } from '../accounts/index.js';
import { onlineProviders, paymentByGuid, type CardSource, type PaymentRow } from '../payments/index.js';
import { findPaymentChoices } from '../settings/index.js';
import { findApplicablePromo, findTransport, normalizePromoCode } from '../shop/index.js';
import { lineAsShown, priceCart, type PricedCart } from './cart-pricing.service.js';
import { offeredMethods, type CheckoutDeps } from './checkout-info.service.js';

/** What a checkout will do, decided from reads alone: every refusal is thrown here, before anything is written. */
export type CheckoutPlan =
  /** The same guid again: answered from its first payment. */
  | { kind: 'resume'; payment: PaymentRow; hash: string; customer: CustomerRow | null; card: CardSource }
  /** One sale paid by one of the member's vouchers. */
  | { kind: 'voucher'; customer: CustomerRow; cart: PricedCart; hash: string; now: Instant }
  | PaymentPlan;

export type PaymentPlan = {
  kind: 'pay';
  now: Instant;
  hash: string;
  card: CardSource;
  /** Null for a guest, whose account is made (or found, `returningGuest`) with the payment. */
  customer: CustomerRow | null;
  returningGuest: CustomerRow | null;
  cart: PricedCart;
  promo: Awaited<ReturnType<typeof findApplicablePromo>>;
  transport: Awaited<ReturnType<typeof findTransport>>;
  shipping: number;
  discount: number;
  total: number;
  /** Who collects: nobody (nothing to pay), the club's desk (pay at the club), or an online provider. */
  method: { type: number; provider: string };
};

/**
 * Reads and checks a checkout: the buyer, the cart priced here, the promo, the transport, the total and the
 * method. Throws the member's sentence for whatever is refused.
 */
export async function planCheckout(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  body: CheckoutBody,
  byCustomer: boolean,
): Promise<CheckoutPlan> {
  const now = nowInstant(deps.clock);
  let customer: CustomerRow | null = null;
  if (byCustomer) {
    if (!body.customer.id) throw new AppError('bad_request', 'checkRequired');
    customer = await authorizeCustomer(deps.db, session, body.customer.id);
  }
  const hash = requestHash(customer?.id ?? null, body);
  const card = await cardSourceOf(deps, customer, body);
  if (body.guid) {
    const existing = await paymentByGuid(deps.db, body.guid);
    if (existing) return { kind: 'resume', payment: existing, hash, customer, card };
  }

  const cart = await priceCart(deps, customer?.id ?? null, body.saleItems, body.saleIds, now);
  const c = cart.currency;
  if (!cart.lines.every((l) => lineAsShown(l, c))) throw new AppError('conflict', 'cartChanged');

  const promo = body.promoCode?.trim() ? await findApplicablePromo(deps.db, body.promoCode, money(cart.linesTotal, c), now) : null;
  if (body.promoCode?.trim() && !promo) throw new AppError('bad_request', 'invalidCode');
  const discount = promo?.discount.amount ?? 0;
  const transport = body.shopTransportId ? await findTransport(deps.db, body.shopTransportId) : undefined;
  if (body.shopTransportId && !transport) throw new AppError('bad_request', 'selectTransport');
  // Delivery is of shop products: a cart of bookings or fees ships nothing.
  const shipping = cart.lines.length && transport ? transport.gross : 0;
  const total = checkoutTotal(money(cart.cartTotal, c), money(shipping, c), money(discount, c)).amount;
  const methodType = body.paymentMethodId ?? null;
  const voucherPayment = methodType !== null && VOUCHER_METHOD_TYPES.includes(methodType);

  const problem = checkoutProblem({
    isGuest: customer === null,
    transportRequired: cart.transportRequired,
    customer: body.customer,
    password: body.customer.password,
    repeatPassword: body.customer.repeatPassword,
    transportChosen: transport !== undefined,
    cartEntries: cart.lines.length + cart.sales.length,
    total: money(total, c),
    paymentMethodChosen: methodType !== null,
    voucherPayment,
    acceptConditions: body.customer.acceptConditions === true,
  });
  if (problem) throw new AppError('bad_request', problem);
  if (voucherPayment) {
    if (!customer) throw new AppError('unauthorized', 'loginRequired');
    if (cart.shared) throw new AppError('bad_request', 'sharedNoVoucher');
    return { kind: 'voucher', customer, cart, hash, now };
  }
  const online = total > 0 && methodType !== PaymentMethodType.Pending;
  if (total > 0 && !offeredMethods(deps, cart, await findPaymentChoices(deps.db)).some((m) => m.type === methodType))
    throw new AppError('bad_request', 'paymentMethodUnavailable');
  // A guest's email already in use: their own earlier checkout (same password) carries on; anyone else's is taken.
  const guestEmail = (body.customer.email ?? '').trim().toLowerCase();
  const registered = !customer && (await isEmailRegistered(deps.db, guestEmail));
  const returningGuest = registered ? await returningCheckoutGuest(deps.db, guestEmail, body.customer.password ?? '') : null;
  if (registered && !returningGuest) throw new AppError('conflict', 'emailTaken');
  const provider = online ? onlineProviders(deps.config, deps.clock).get(methodType as number) : undefined;
  // A card charged from a token (NetPay, Authorize.Net) needs the token before anything is sold.
  if (provider?.charge && !card.token && !card.saved) throw new AppError('bad_request', 'cardTokenMissing');

  let method: PaymentPlan['method'];
  if (total <= 0) method = { type: methodType ?? 0, provider: 'none' };
  else if (!online) method = { type: PaymentMethodType.Pending, provider: 'club' };
  else method = { type: methodType as number, provider: provider?.name ?? '' };
  return { kind: 'pay', now, hash, card, customer, returningGuest, cart, promo, transport, shipping, discount, total, method };
}

/**
 * The card of a card-provider checkout: the page's token (`tpvOnlineInfoTemp`), or a saved card
 * (`tokenId`: the customer's own, kept by the chosen method's provider), and whether to save a new one.
 */
async function cardSourceOf(deps: CheckoutDeps, customer: CustomerRow | null, body: CheckoutBody): Promise<CardSource> {
  const token = cardTokenOf(body.tpvOnlineInfoTemp);
  if (!body.tokenId) return { token, save: customer !== null && body.saveCreditCard === true };
  if (!customer) throw new AppError('unauthorized', 'loginRequired');
  const saved = await savedCardOf(deps.db, customer.id, body.tokenId);
  const provider = onlineProviders(deps.config, deps.clock).get(body.paymentMethodId ?? -1);
  if (!provider?.chargeSaved || provider.name !== saved.provider) throw new AppError('bad_request', 'paymentMethodUnavailable');
  return { saved: { providerRef: saved.provider_ref } };
}

/** What identifies a checkout's content: the same guid with other content is another checkout (409). */
function requestHash(customerId: number | null, body: CheckoutBody): string {
  const canonical = {
    customerId,
    email: customerId === null ? (body.customer.email ?? '').trim().toLowerCase() : null,
    items: body.saleItems.map((i) => [i.productId, i.units, i.stockParentId ?? null]),
    saleIds: [...new Set(body.saleIds)].sort((a, b) => a - b),
    method: body.paymentMethodId ?? null,
    promo: body.promoCode?.trim() ? normalizePromoCode(body.promoCode) : null,
    transport: body.shopTransportId ?? null,
    voucher: body.voucherId ?? null,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
