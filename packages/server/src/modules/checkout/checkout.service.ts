import { createHash, randomBytes } from 'node:crypto';
import {
  cardTokenOf,
  checkoutProblem,
  checkoutTotal,
  VOUCHER_METHOD_TYPES,
  type CheckoutBody,
  type CheckoutInfo,
  type CheckoutInfoBody,
  type CheckoutModel,
  type PaymentMethod,
} from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import { unitOfWork, lockRow } from '../../db/unit-of-work.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import {
  authorizeCustomer,
  createCheckoutCustomer,
  findCustomer,
  isEmailRegistered,
  returningCheckoutGuest,
  type CustomerRow,
  savedCardOf,
  savedCards,
  saveCheckoutNewsletterTick,
} from '../accounts/index.js';
import {
  createPayment,
  findPayment,
  firstSaleNumber,
  meansOfPayment,
  paidWith,
  paymentByGuid,
  retryPayment,
  settlePayment,
  type PaymentRow,
  type PaymentsDeps,
  startPayment,
  type CardSource,
  METHOD_NAMES,
  onlineProviders,
  takesSharedPayments,
  checkoutHoldUntil,
  renewCheckoutHold,
} from '../payments/index.js';
import { createSale, salesToPay } from '../sales/index.js';
import {
  findApplicablePromo,
  normalizePromoCode,
  spreadDiscount,
  usePromo,
  takeStock,
  findTransport,
  listTransports,
} from '../shop/index.js';
import { spendableVouchers, spendVoucher } from '../vouchers/index.js';
import { lineAsShown, pendingOf, priceCart, type PricedCart } from './cart-pricing.service.js';

export type CheckoutDeps = PaymentsDeps;

const dec = (amount: number, currency: CurrencyCode) => toDecimal(money(amount, currency));

/** Categories a sessions voucher pays: one session per booking or activity sale. */
const SESSION_CATEGORIES = new Set(['booking', 'activity']);

function methodEntry(type: number, name: string, allowTokenization = false): PaymentMethod {
  return { id: type, tokenId: null, name, type, description: '', forceSaveCreditCard: false, allowTokenization };
}

/**
 * The methods this club offers for a cart: only configured ones. A shared booking payment goes only
 * through Redsys (spec), or the sandbox standing in for it in development. Paying at the club is not
 * offered for a sale that holds something until it is paid (a prebooked court): the hold would run out
 * before the desk is reached, and the booking with it, after the member was told all was done.
 */
export function offeredMethods(deps: CheckoutDeps, cart: Pick<PricedCart, 'shared' | 'currency' | 'sales'>): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  for (const provider of onlineProviders(deps.config, deps.clock).values()) {
    if (provider.supports && !provider.supports(cart.currency)) continue;
    if (cart.shared && !takesSharedPayments(provider.methodType)) continue;
    methods.push(
      methodEntry(
        provider.methodType,
        METHOD_NAMES[provider.methodType] ?? provider.name,
        Boolean(provider.saveCard || provider.inscription),
      ),
    );
  }
  const holds = cart.sales.some((sale) => sale.hold_expires_at !== null);
  if (deps.config.payments.pending && !cart.shared && !holds)
    methods.push(methodEntry(PaymentMethodType.Pending, METHOD_NAMES[PaymentMethodType.Pending] as string));
  return methods.sort((a, b) => a.type - b.type);
}

/** The customer's saved cards that an offered provider can charge, as methods with their `tokenId` (spec). */
async function savedCardMethods(deps: CheckoutDeps, customerId: number, offered: PaymentMethod[]): Promise<PaymentMethod[]> {
  const providers = onlineProviders(deps.config, deps.clock);
  const chargeable = [...providers.values()].filter(
    (p) => p.chargeSaved && offered.some((m) => m.type === p.methodType && m.tokenId === null),
  );
  return (await savedCards(deps.db, customerId)).flatMap((card) => {
    const provider = chargeable.find((p) => p.name === card.provider);
    return provider
      ? [
          {
            ...methodEntry(provider.methodType, `${METHOD_NAMES[provider.methodType] ?? provider.name} ${card.card_number}`),
            tokenId: card.id,
            description: card.card_number,
          },
        ]
      : [];
  });
}

/** Per sale of the cart, the customer's vouchers that can pay it: money in its currency, sessions for bookings and activities. */
async function voucherOptions(deps: CheckoutDeps, customerId: number, cart: PricedCart, now: Instant): Promise<CheckoutInfo['vouchers']> {
  if (cart.shared) return [];
  const vouchers = await spendableVouchers(deps.db, customerId, now);
  const canPay = (v: (typeof vouchers)[number], s: PricedCart['sales'][number]) =>
    v.kind === 'money' ? v.currency === s.currency : s.categories.length > 0 && s.categories.every((c) => SESSION_CATEGORIES.has(c));
  return cart.sales.map((s) => ({
    saleId: s.id,
    vouchers: vouchers
      .filter((v) => canPay(v, s))
      .map((v) => ({
        id: v.id,
        voucher: {
          id: v.id,
          description: v.description,
          kind: v.kind,
          balance: v.kind === 'money' ? dec(v.balance, v.currency) : v.balance,
        },
      })),
  }));
}

async function checkoutCustomer(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  customerId: number | null | undefined,
): Promise<CustomerRow | null> {
  return customerId === null || customerId === undefined ? null : authorizeCustomer(deps.db, session, customerId);
}

/** POST /api/shop/checkout-info[-by-customer]: what the checkout page offers for this cart, priced here. */
export async function checkoutInfo(deps: CheckoutDeps, session: SessionClaims | null, body: CheckoutInfoBody): Promise<CheckoutInfo> {
  const now = nowInstant(deps.clock);
  const customer = await checkoutCustomer(deps, session, body.customerId);
  const cart = await priceCart(deps, customer?.id ?? null, body.saleItems, body.saleIds, now);
  const c = cart.currency;
  const offered = offeredMethods(deps, cart);
  return {
    paymentMethods: customer ? [...(await savedCardMethods(deps, customer.id, offered)), ...offered] : offered,
    vouchers: customer ? await voucherOptions(deps, customer.id, cart, now) : [],
    transports: await listTransports(deps.db),
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          surname: customer.surname,
          addressLine1: customer.address_line1,
          city: customer.city,
          town: customer.town,
          country: customer.country,
          postalCode: customer.postal_code,
          email: customer.email ?? '',
          phone: customer.phone,
        }
      : null,
    payPalId: offered.some((m) => m.type === PaymentMethodType.PayPal) ? (deps.config.payments.paypal?.clientId ?? null) : null,
    currency: c,
    netPayPublicKey: offered.some((m) => m.type === PaymentMethodType.NetPay) ? (deps.config.payments.netPay?.publicKey ?? null) : null,
    netPayProdMode: deps.config.payments.netPay?.prodMode ?? false,
    authorizeNet: authorizeNetInfo(deps, offered),
    isSharedPayment: cart.shared !== undefined,
    paymentDeadline: cart.shared?.payment_deadline ?? null,
    acceptConditions: customer?.accept_conditions === 1,
    okRss: customer?.ok_rss === 1,
    saleItems: cart.lines.map((l) => ({
      productId: l.product.id,
      name: l.product.name,
      logo: l.product.logo,
      units: l.input.units,
      unitPrice: dec(l.product.unitPrice, c),
      subTotal: dec(l.subtotal, c),
      transportRequired: l.product.transportRequired,
    })),
    sales: cart.sales.map((s) => ({
      id: s.id,
      saleNumber: s.number,
      title: s.title,
      total: dec(s.total, c),
      pending: dec(pendingOf(s), c),
      paymentType: s.payment_type,
      paymentDeadline: s.payment_deadline,
      holdExpiresAt: s.hold_expires_at,
      holdOf: s.hold_expires_at === null ? null : s.categories.includes('activity') ? ('activity' as const) : ('court' as const),
    })),
    transportRequired: cart.transportRequired,
    cartTotal: dec(cart.cartTotal, c),
  };
}

/** Accept.js's public credentials, when Authorize.Net is offered for this cart (never the transaction key). */
function authorizeNetInfo(deps: CheckoutDeps, offered: PaymentMethod[]): CheckoutInfo['authorizeNet'] {
  const an = deps.config.payments.authorizeNet;
  return an && offered.some((m) => m.type === PaymentMethodType.AuthorizeNet)
    ? { apiLoginId: an.apiLoginId, clientKey: an.clientKey, prodMode: an.prodMode }
    : null;
}

export type PromoAnswer = { ok: true; discount: number } | { ok: false };

/** POST /api/promos/validate: the discount the code gives on the cart's product lines, or not valid. */
export async function validatePromo(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  body: { code: string; customerId?: number | null | undefined; saleItems: CheckoutBody['saleItems']; saleIds: number[] },
): Promise<PromoAnswer> {
  const now = nowInstant(deps.clock);
  const customer = await checkoutCustomer(deps, session, body.customerId);
  const cart = await priceCart(deps, customer?.id ?? null, body.saleItems, body.saleIds, now);
  const found = await findApplicablePromo(deps.db, body.code, money(cart.linesTotal, cart.currency), now);
  return found ? { ok: true, discount: toDecimal(found.discount) } : { ok: false };
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

function newSaleNumber(now: Instant): string {
  return `W${now.slice(0, 4)}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * POST /api/shop/checkout (guest) and /api/shop/checkout-customer. Every amount is computed here; the
 * cart's guid makes it idempotent (the same checkout sent twice answers from the first: one sale, one
 * payment), and a declined payment tried again with the same cart becomes a new attempt at the provider.
 */
export async function checkout(
  deps: CheckoutDeps,
  session: SessionClaims | null,
  body: CheckoutBody,
  byCustomer: boolean,
): Promise<CheckoutModel> {
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
    if (existing) return resume(deps, existing, hash, customer, card);
  }

  const cart = await priceCart(deps, customer?.id ?? null, body.saleItems, body.saleIds, now);
  const c = cart.currency;
  if (!cart.lines.every((l) => lineAsShown(l, c))) throw new AppError('conflict', 'cartChanged');

  const linesMoney = money(cart.linesTotal, c);
  const promo = body.promoCode?.trim() ? await findApplicablePromo(deps.db, body.promoCode, linesMoney, now) : null;
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
  // A logged-in member's tick (a guest's is their new account's, below).
  if (customer && typeof body.customer.okRss === 'boolean') await saveCheckoutNewsletterTick(deps, customer, body.customer.okRss);
  if (voucherPayment) {
    if (!customer) throw new AppError('unauthorized', 'loginRequired');
    if (cart.shared) throw new AppError('bad_request', 'sharedNoVoucher');
    return payByVoucher(deps, customer, body, cart, hash, now);
  }
  const online = total > 0 && methodType !== PaymentMethodType.Pending;
  if (total > 0 && !offeredMethods(deps, cart).some((m) => m.type === methodType))
    throw new AppError('bad_request', 'paymentMethodUnavailable');
  // A guest's email already in use: their own earlier checkout (same password) carries on; anyone else's is taken.
  const guestEmail = (body.customer.email ?? '').trim().toLowerCase();
  const registered = !customer && (await isEmailRegistered(deps.db, guestEmail));
  const returningGuest = registered ? await returningCheckoutGuest(deps.db, guestEmail, body.customer.password ?? '') : null;
  if (registered && !returningGuest) throw new AppError('conflict', 'emailTaken');
  // A card charged from a token (NetPay, Authorize.Net) needs the token before anything is sold.
  if (online && onlineProviders(deps.config, deps.clock).get(methodType as number)?.charge && !card.token && !card.saved)
    throw new AppError('bad_request', 'cardTokenMissing');

  // Who collects: nobody (nothing to pay), the club's desk (pay at the club), or an online provider.
  let method: { type: number; provider: string };
  if (total <= 0) method = { type: methodType ?? 0, provider: 'none' };
  else if (!online) method = { type: PaymentMethodType.Pending, provider: 'club' };
  else method = { type: methodType as number, provider: onlineProviders(deps.config, deps.clock).get(methodType as number)?.name ?? '' };
  let paymentId: number;
  try {
    paymentId = await unitOfWork(deps.db, async (trx) => {
      const buyer =
        customer ??
        returningGuest ??
        (await createCheckoutCustomer(trx, deps, {
          email: body.customer.email ?? '',
          password: body.customer.password ?? '',
          name: body.customer.name ?? '',
          surname: body.customer.surname ?? '',
          phone: body.customer.phone ?? '',
          addressLine1: body.customer.addressLine1 ?? '',
          city: body.customer.city ?? '',
          town: body.customer.town ?? '',
          country: body.customer.country ?? '',
          postalCode: body.customer.postalCode ?? '',
          okRss: body.customer.okRss === true,
        }));
      await takeStock(
        trx,
        cart.lines.map((l) => ({ productId: l.product.id, stockParentId: l.input.stockParentId, units: l.input.units })),
      );
      if (promo && !(await usePromo(trx, promo.promo.id, linesMoney, now))) throw new AppError('bad_request', 'invalidCode');
      const covered: Array<{ saleId: number; amount: number }> = [];
      let createdSaleId: number | null = null;
      if (cart.lines.length) {
        const lineDiscounts = spreadDiscount(
          cart.lines.map((l) => l.subtotal),
          discount,
        );
        const saleId = await createSale(trx, {
          number: newSaleNumber(now),
          customerId: buyer.id,
          online: true,
          currency: c,
          paymentMethodType: method.type || null,
          // Paid online: what it takes is held while the customer pays, then released (abandoned checkouts).
          holdExpiresAt: method.provider === 'none' || method.provider === 'club' ? null : checkoutHoldUntil(deps.clock),
          paymentMethod: METHOD_NAMES[method.type] ?? null,
          shipping,
          transportName: transport?.name ?? null,
          paid: 0,
          items: cart.lines.map((l, i) => ({
            productId: l.product.id,
            category: 'article',
            name: l.product.name,
            logo: l.product.logo,
            unitPrice: l.product.unitPrice,
            units: l.input.units,
            discount: lineDiscounts[i] ?? 0,
            taxPercent: l.product.taxPercent,
            stockParentId: l.input.stockParentId ?? null,
            stockParentName: l.input.stockParentName ?? '',
            stockDetail: l.input.stockDetail ?? '',
          })),
          createdAt: now,
        });
        covered.push({ saleId, amount: cart.linesTotal - discount + shipping });
        createdSaleId = saleId;
      }
      for (const s of cart.sales) {
        await lockRow(trx, 'sales', s.id);
        covered.push({ saleId: s.id, amount: pendingOf(s) });
      }
      const id = await createPayment(trx, deps.clock, {
        guid: body.guid ?? null,
        requestHash: hash,
        customerId: buyer.id,
        methodType: method.type,
        provider: method.provider,
        amount: total,
        currency: c,
        promoId: promo?.promo.id ?? null,
        sales: covered,
        createdSaleId,
      });
      // Nothing to collect: the sales are settled now (a zero total after a promo, say).
      if (total <= 0) await settlePayment(trx, deps, (await findPayment(trx, id)) as PaymentRow, 'Sin cargo');
      return id;
    });
  } catch (err) {
    // The same checkout racing itself (double click): the guid's unique index let one through; answer from it.
    if (body.guid && isUniqueViolation(err)) {
      const existing = await paymentByGuid(deps.db, body.guid);
      if (existing) return resume(deps, existing, hash, customer, card);
    }
    // Two guest checkouts racing for one new email: the unique index let one through.
    if (!customer && isUniqueViolation(err) && (await isEmailRegistered(deps.db, (body.customer.email ?? '').trim().toLowerCase())))
      throw new AppError('conflict', 'emailTaken');
    throw err;
  }
  return answer(deps, (await findPayment(deps.db, paymentId)) as PaymentRow, card);
}

/** A checkout sent again with the same guid: the same content answers from the first payment. */
async function resume(
  deps: CheckoutDeps,
  payment: PaymentRow,
  hash: string,
  customer: CustomerRow | null,
  card: CardSource,
): Promise<CheckoutModel> {
  if (payment.request_hash !== hash || (customer && payment.customer_id !== customer.id))
    throw new AppError('conflict', 'checkoutGuidReused');
  // Back to the provider: the checkout's stock stays held while the customer pays.
  await renewCheckoutHold(deps, payment);
  if (payment.status === 'failed') {
    // Declined, and the customer tries again with the same cart: a new attempt (a new order at the provider).
    return answer(deps, await retryPayment(deps, payment.id), card);
  }
  return answer(deps, payment, card);
}

/** The checkout's answer for a payment: settled, at the club, or how the browser goes on to the provider. */
async function answer(deps: CheckoutDeps, payment: PaymentRow, card: CardSource = {}): Promise<CheckoutModel> {
  const saleNumber = await firstSaleNumber(deps, payment.id);
  if (payment.status !== 'pending' && payment.status !== 'failed')
    return { errorMsg: null, saleNumber, paid: true, paidWith: paidWith(await meansOfPayment(deps.db, payment.id)) };
  if (payment.provider === 'none') return { errorMsg: null, saleNumber, paid: true, paidWith: [] };
  if (payment.provider === 'club')
    return {
      errorMsg: null,
      saleNumber,
      paid: true,
      paidWith: [{ kind: 'club', name: METHOD_NAMES[PaymentMethodType.Pending] ?? '', amount: dec(payment.amount, payment.currency) }],
    };
  const start = await startPayment(deps, payment, card);
  switch (start.type) {
    case 'form':
      return {
        errorMsg: null,
        saleNumber,
        paid: false,
        redsysData: {
          url: start.url,
          data: {
            Ds_SignatureVersion: start.fields.Ds_SignatureVersion ?? '',
            Ds_MerchantParameters: start.fields.Ds_MerchantParameters ?? '',
            Ds_Signature: start.fields.Ds_Signature ?? '',
          },
        },
      };
    case 'token-form':
      return { errorMsg: null, saleNumber, paid: false, transbank: { url: start.url, token: start.token } };
    case 'redirect':
      // A card's 3-D Secure page (NetPay).
      return { errorMsg: null, saleNumber, paid: false, redirectUrl: start.url };
    case 'gateway-page':
      return { errorMsg: null, saleNumber, paid: false, sandbox: { url: start.url } };
    case 'charged':
      if (start.paid) return { errorMsg: null, saleNumber, paid: true };
      // Held by the provider (Authorize.Net's fraud review): neither paid nor failed; the reconciliation
      // settles it when the provider decides, and the receipt mail tells the customer.
      if (start.underReview) throw new AppError('conflict', 'paymentUnderReview');
      throw start.message
        ? new AppError('bad_request', 'cardRefused', { message: start.message })
        : new AppError('bad_request', 'paymentFailed');
    case 'client-secret':
      return {
        errorMsg: null,
        saleNumber,
        paid: false,
        stripe: { clientSecret: start.clientSecret, paymentIntentId: start.providerRef },
        publicKey: start.publicKey,
      };
    case 'card-form': {
      const customer = await findCustomer(deps.db, payment.customer_id);
      return {
        errorMsg: null,
        saleNumber,
        paid: false,
        mercadoPago: {
          pk: start.publicKey,
          id: payment.id,
          amount: dec(payment.amount, payment.currency),
          email: customer?.email ?? '',
          currency: payment.currency,
        },
      };
    }
    case 'buttons':
      return { errorMsg: null, saleNumber, paid: false, paypal: { orderId: start.providerRef, clientId: start.clientId } };
    case 'error':
      deps.log.warn({ paymentId: payment.id, reason: start.message }, 'payment provider refused to start');
      throw new AppError('unavailable', 'technicalProblems');
  }
}

/**
 * Voucher payment (spec: per sale, never for shared bookings; it skips the method check). A money voucher
 * pays what it can of the sale (all, or its balance); a sessions voucher pays a booking or activity sale
 * with one session. Product lines paid by voucher become a sale first. What stays unpaid comes back as
 * `sale` for the cart to keep (spec: "a new returned sale is added").
 */
async function payByVoucher(
  deps: CheckoutDeps,
  customer: CustomerRow,
  body: CheckoutBody,
  cart: PricedCart,
  hash: string,
  now: Instant,
): Promise<CheckoutModel> {
  const methodType = body.paymentMethodId as number;
  if (!body.voucherId) throw new AppError('bad_request', 'voucherNotUsable');
  if (cart.sales.length + (cart.lines.length ? 1 : 0) !== 1) throw new AppError('bad_request', 'voucherOneSale');
  if (methodType === PaymentMethodType.HoursVoucher) throw new AppError('bad_request', 'voucherWrongKind');
  const kind = methodType === PaymentMethodType.MoneyVoucher ? 'money' : 'sessions';
  if (kind === 'sessions' && (cart.lines.length || !cart.sales[0]?.categories.every((cat) => SESSION_CATEGORIES.has(cat))))
    throw new AppError('bad_request', 'voucherWrongKind');
  const c = cart.currency;
  const voucherId = body.voucherId;
  const { id: saleId, paymentId } = await unitOfWork(deps.db, async (trx) => {
    let id: number;
    let pending: number;
    if (cart.lines.length) {
      await takeStock(
        trx,
        cart.lines.map((l) => ({ productId: l.product.id, stockParentId: l.input.stockParentId, units: l.input.units })),
      );
      id = await createSale(trx, {
        number: newSaleNumber(now),
        customerId: customer.id,
        online: true,
        currency: c,
        paid: 0,
        items: cart.lines.map((l) => ({
          productId: l.product.id,
          category: 'article',
          name: l.product.name,
          logo: l.product.logo,
          unitPrice: l.product.unitPrice,
          units: l.input.units,
          taxPercent: l.product.taxPercent,
        })),
        createdAt: now,
      });
      pending = cart.linesTotal;
    } else {
      const sale = cart.sales[0] as PricedCart['sales'][number];
      id = sale.id;
      pending = pendingOf(sale);
    }
    const taken = await spendVoucher(trx, {
      voucherId,
      customerId: customer.id,
      kind,
      currency: c,
      wanted: kind === 'money' ? pending : 1,
      saleId: id,
      now,
    });
    // A session pays the whole booking or activity; money pays what it covers.
    const amount = kind === 'money' ? taken : pending;
    const paymentId = await createPayment(trx, deps.clock, {
      guid: body.guid ?? null,
      requestHash: hash,
      customerId: customer.id,
      methodType,
      provider: 'voucher',
      amount,
      currency: c,
      promoId: null,
      sales: [{ saleId: id, amount }],
    });
    await settlePayment(trx, deps, (await findPayment(trx, paymentId)) as PaymentRow, METHOD_NAMES[methodType] ?? 'Bono', {
      id: voucherId,
      kind,
      taken,
    });
    return { id, paymentId };
  });
  const sale = (await salesToPay(deps.db, [saleId])).get(saleId);
  if (!sale) throw new AppError('not_found', 'orderNotFound');
  const left = pendingOf(sale);
  return {
    errorMsg: null,
    saleNumber: sale.number,
    paid: left <= 0,
    paidWith: paidWith(await meansOfPayment(deps.db, paymentId)),
    ...(left > 0
      ? {
          sale: {
            id: sale.id,
            saleNumber: sale.number,
            title: sale.title,
            total: dec(sale.total, c),
            pending: dec(left, c),
            paid: dec(sale.paid, c),
          },
        }
      : {}),
  };
}
