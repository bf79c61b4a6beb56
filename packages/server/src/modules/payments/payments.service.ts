import { randomBytes } from 'node:crypto';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { formatMoney } from '@clubportal/contract/format';
import { money, type CurrencyCode } from '@clubportal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow, nowInstant, type Clock } from '../../lib/clock.js';
import { findCustomer } from '../accounts/accounts.service.js';
import { saveCard } from '../accounts/payment-tokens.service.js';
import { queueCustomerEmail } from '../comms/customer-mail.service.js';
import type { MailOutbox } from '../comms/mail-outbox.service.js';
import { recordSalePayment } from '../sales/sales.service.js';
import { getMainSettings } from '../settings/settings.service.js';
import { ForgedNotification, type PaymentProvider, type PaymentRequest, type StartResult, type VerifiedNotification } from './payment-provider.js';
import {
  findNotifications,
  findPayment,
  findPaymentByGuid,
  findPaymentIdByRef,
  findPaymentSales,
  findStalePendingPayments,
  hasPaidNotificationFromOtherRef,
  insertNotification,
  insertPayment,
  insertPaymentRef,
  updatePayment,
  findCardInscription,
  insertCardInscription,
  setInscriptionCard,
  setInscriptionToken,
  type PaymentRow,
} from './payments.repository.js';
import { redsysProvider } from './providers/redsys/redsys.provider.js';
import { sandboxKey, sandboxProvider, SANDBOX_METHOD_TYPE } from './providers/sandbox/sandbox.provider.js';
import { stripeProvider } from './providers/stripe/stripe.provider.js';
import { transbankProvider } from './providers/transbank/transbank.provider.js';
import { mercadoPagoProvider, type BrickPayment } from './providers/mercadopago/mercadopago.provider.js';
import { authorizeNetProvider } from './providers/authorizenet/authorizenet.provider.js';
import { netPayProvider } from './providers/netpay/netpay.provider.js';
import { paypalProvider } from './providers/paypal/paypal.provider.js';
import { renderReceipt } from './receipt-mail.js';
import { queueRefusedShares, queueSecondCharge } from './refunds.service.js';

export type PaymentsDeps = { db: Db; clock: Clock; outbox: MailOutbox; config: AppConfig; log: FastifyBaseLogger };

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

export type NewPayment = {
  guid: string | null;
  requestHash: string;
  customerId: number;
  methodType: number;
  provider: string;
  amount: number;
  currency: CurrencyCode;
  promoId: number | null;
  sales: Array<{ saleId: number; amount: number }>;
  /** The sale the checkout created for its product lines (an abandoned checkout gives its stock back). */
  createdSaleId?: number | null;
};

/** Records a payment and the sales it covers, in the checkout's unit of work. */
export function createPayment(trx: Tx, clock: Clock, p: NewPayment): Promise<number> {
  const now = nowInstant(clock);
  return insertPayment(
    trx,
    {
      guid: p.guid,
      request_hash: p.requestHash,
      customer_id: p.customerId,
      method_type: p.methodType,
      provider: p.provider,
      provider_ref: null,
      status: 'pending',
      amount: p.amount,
      currency: p.currency,
      promo_id: p.promoId,
      created_at: now,
      updated_at: now,
      paid_at: null,
      created_sale_id: p.createdSaleId ?? null,
    },
    p.sales,
  );
}

export function paymentByGuid(db: Db, guid: string) {
  return findPaymentByGuid(db, guid);
}

/**
 * Asks the payment's provider how the browser continues. Outside any unit of work: a provider may call
 * out (Stripe), and a slow provider must not hold locks. Asking twice for one payment gives the same
 * order at the provider (see PaymentProvider.start), so a retried checkout never creates a second one.
 */
/**
 * The card a card provider charges: a token the page made, or one of the customer's saved cards (its
 * reference at the provider, ownership already checked); `save` keeps the new card once it paid.
 */
export type CardSource = { token?: string | null; saved?: { providerRef: string } | null; save?: boolean };

export async function startPayment(deps: PaymentsDeps, payment: PaymentRow, card: CardSource = {}): Promise<StartResult> {
  const provider = onlineProviders(deps.config, deps.clock).get(payment.method_type);
  if (!provider) throw new AppError('bad_request', 'paymentMethodUnavailable');
  if (provider.charge || (card.saved && provider.chargeSaved)) return chargeCard(deps, provider, payment, card);
  if (provider.resume && payment.provider_ref) return provider.resume(payment.provider_ref);
  const result = await provider.start(await paymentRequest(deps, payment));
  if (result.type !== 'error' && payment.provider_ref !== result.providerRef) {
    await unitOfWork(deps.db, async (trx) => {
      await insertPaymentRef(trx, provider.name, result.providerRef, payment.id);
      await updatePayment(trx, payment.id, { provider_ref: result.providerRef, updated_at: nowInstant(deps.clock) });
    });
  }
  return result;
}

async function paymentRequest(deps: PaymentsDeps, payment: PaymentRow): Promise<PaymentRequest> {
  const customer = await findCustomer(deps.db, payment.customer_id);
  const sales = await findPaymentSales(deps.db, payment.id);
  return {
    paymentId: payment.id,
    attempt: payment.attempt,
    amount: payment.amount,
    currency: payment.currency,
    description: sales.map((s) => s.title).join(', ') || 'Pedido',
    customer: { id: payment.customer_id, email: customer?.email ?? '', name: `${customer?.name ?? ''} ${customer?.surname ?? ''}`.trim() },
    publicUrl: deps.config.publicUrl,
  };
}

/** Our reference of a card charge attempt (the provider's order or invoice number). */
export function cardChargeRef(paymentId: number, attempt: number): string {
  return `CP${paymentId}A${attempt}`;
}

/**
 * A card the page tokenised (NetPay, Authorize.Net), charged once per attempt: the attempt is claimed
 * under the payment's row lock first (its reference recorded), so the same checkout arriving twice at
 * once charges once and the second is told the payment is under way. The provider's answer goes through
 * the exactly-once path; a refusal leaves the payment failed (the same cart with a new card is the next
 * attempt). A provider that cannot be reached fails the attempt too: if it charged after all, that
 * success still finds the payment by its reference and is flagged if it is the second.
 */
async function chargeCard(deps: PaymentsDeps, provider: PaymentProvider, payment: PaymentRow, card: CardSource): Promise<StartResult> {
  const saved = card.saved && provider.chargeSaved ? card.saved : null;
  if (!card.token && !saved) throw new AppError('bad_request', 'cardTokenMissing');
  const ref = cardChargeRef(payment.id, payment.attempt);
  const claimed = await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'payments', payment.id);
    const now = await findPayment(trx, payment.id);
    if (now?.status !== 'pending' || now.provider_ref !== null) return false;
    await insertPaymentRef(trx, provider.name, ref, payment.id);
    await updatePayment(trx, payment.id, { provider_ref: ref, updated_at: nowInstant(deps.clock) });
    return true;
  });
  if (!claimed) {
    if ((await findPayment(deps.db, payment.id))?.status === 'paid') return { type: 'charged', providerRef: ref, paid: true, underReview: false, message: null };
    throw new AppError('conflict', 'paymentInProgress');
  }
  let result;
  try {
    const req = await paymentRequest(deps, payment);
    result = saved ? await (provider.chargeSaved as NonNullable<PaymentProvider['chargeSaved']>)(req, ref, saved.providerRef) : await (provider.charge as NonNullable<PaymentProvider['charge']>)(req, ref, card.token as string);
  } catch (err) {
    deps.log.warn({ err, paymentId: payment.id }, 'card charge failed to reach the provider');
    await applyNotification(deps, { provider: provider.name, transactionId: `${ref}:unreachable`, providerRef: ref, outcome: 'failed', amount: null, currency: null, payload: JSON.stringify({ source: 'charge', error: String(err) }) });
    throw new AppError('unavailable', 'technicalProblems');
  }
  const n = result.notification;
  if (n.providerRef !== ref) {
    await unitOfWork(deps.db, async (trx) => {
      await insertPaymentRef(trx, provider.name, n.providerRef, payment.id);
      await updatePayment(trx, payment.id, { provider_ref: n.providerRef, updated_at: nowInstant(deps.clock) });
    });
  }
  if (n.outcome === 'pending' && result.redirectUrl) return { type: 'redirect', providerRef: n.providerRef, url: result.redirectUrl };
  if (n.outcome !== 'pending') await applyNotification(deps, n);
  const paid = (await findPayment(deps.db, payment.id))?.status === 'paid';
  if (paid && card.save && !saved && provider.saveCard) await keepCard(deps, provider, payment, n, result.cardNumber);
  return { type: 'charged', providerRef: n.providerRef, paid, underReview: n.outcome === 'pending', message: paid ? null : (result.message ?? null) };
}

/** saveCreditCard: the paid card is kept at the provider and listed in the customer's cards. Best effort: the payment stands either way. */
async function keepCard(deps: PaymentsDeps, provider: PaymentProvider, payment: PaymentRow, paid: VerifiedNotification, cardNumber: string | undefined) {
  try {
    const providerRef = await (provider.saveCard as NonNullable<PaymentProvider['saveCard']>)(paid);
    await saveCard(deps.db, { customerId: payment.customer_id, provider: provider.name, cardNumber: (cardNumber ?? '****').slice(0, 30), providerRef }, nowInstant(deps.clock));
  } catch (err) {
    deps.log.warn({ err, paymentId: payment.id }, 'the card could not be saved');
  }
}

/**
 * Settles a payment whose money arrived, once: every sale it covers records its part through the sales
 * service (which is how bookings behind a sale become paid). Sales that can no longer take money (an
 * expired hold, a cancelled sale) are refused there; the payment is then `refund_due` with those sales
 * named in its note, and each refused share is queued as a card refund to the card that paid it
 * (refunds.service.ts): the money is never silently lost. The receipt is queued in the same unit of work. The caller holds the payment's row lock and has checked it is not settled yet.
 */
export async function settlePayment(trx: Tx, deps: PaymentsDeps, payment: PaymentRow, methodName: string): Promise<'paid' | 'refund_due'> {
  const now = nowInstant(deps.clock);
  const sales = await findPaymentSales(trx, payment.id);
  const refused: typeof sales = [];
  const paidLines: typeof sales = [];
  for (const s of sales) {
    if (s.amount <= 0) continue;
    const result = await recordSalePayment(trx, s.sale_id, s.amount, { type: payment.method_type, name: methodName }, now);
    (result === 'refused' ? refused : paidLines).push(s);
  }
  const status = refused.length ? 'refund_due' : 'paid';
  const numbers = refused.map((s) => s.number);
  const note = refused.length ? `Received for sales that could not take it (expired hold or cancelled): ${numbers.join(', ')}. Refund them.` : '';
  await updatePayment(trx, payment.id, { status, paid_at: now, updated_at: now, note, refund_amount: refused.reduce((a, s) => a + s.amount, 0) });
  if (refused.length) deps.log.warn({ paymentId: payment.id, sales: numbers }, 'payment received for sales that could not take it: flagged for refund');
  await queueRefusedShares(trx, deps, payment, refused.map((s) => ({ saleId: s.sale_id, amount: s.amount })));
  if (paidLines.length) await queueReceipt(trx, deps, payment, paidLines);
  return status;
}

async function queueReceipt(trx: Tx, deps: PaymentsDeps, payment: PaymentRow, lines: Array<{ number: string; title: string; amount: number; currency: string }>) {
  const customer = await findCustomer(trx, payment.customer_id);
  if (!customer?.email) return;
  const settings = await getMainSettings(trx);
  const fmt = (amount: number, currency: string) => formatMoney(money(amount, currency), { currencySymbol: settings.CurrencySymbol, decimalSeparator: settings.decimalSeparator });
  const total = lines.reduce((a, l) => a + l.amount, 0);
  const mail = renderReceipt(customer.language, {
    name: customer.name,
    clubName: settings.name,
    lines: lines.map((l) => ({ number: l.number, title: l.title, amount: fmt(l.amount, l.currency) })),
    total: fmt(total, payment.currency),
  });
  await queueCustomerEmail(trx, deps, { id: customer.id, email: customer.email }, mail);
}

export type NotificationResult = 'paid' | 'refund_due' | 'failed' | 'duplicate' | 'unchanged';

/**
 * Applies a verified notification exactly once. In one unit of work: the payment row is locked, the
 * provider's amount and currency are checked against ours (a mismatch is refused, nothing recorded), the
 * notification is recorded under its unique transaction id (a replay finds it and changes nothing), and
 * the payment moves: pending or failed -> paid (settled) on success; pending -> failed on a refusal.
 * A refusal arriving after the success (out of order) leaves the payment paid.
 */
export async function applyNotification(deps: PaymentsDeps, n: VerifiedNotification): Promise<NotificationResult> {
  return unitOfWork(deps.db, async (trx) => {
    const paymentId = await findPaymentIdByRef(trx, n.provider, n.providerRef);
    if (paymentId === undefined) throw new AppError('not_found', 'paymentNotFound');
    await lockRow(trx, 'payments', paymentId);
    const payment = (await findPayment(trx, paymentId)) as PaymentRow;
    if (n.outcome === 'paid' && ((n.amount !== null && n.amount !== payment.amount) || (n.currency !== null && n.currency !== payment.currency))) {
      throw new AppError('bad_request', 'paymentAmountMismatch');
    }
    const now = nowInstant(deps.clock);
    const recorded = await insertNotification(trx, {
      provider: n.provider,
      transaction_id: n.transactionId,
      payment_id: payment.id,
      provider_ref: n.providerRef,
      outcome: n.outcome,
      amount: n.amount,
      payload: n.payload.slice(0, 10_000),
      received_at: now,
    });
    if (!recorded) return 'duplicate';
    // An abandoned checkout paid late: its own (cancelled) sale refuses the money and it is flagged for a refund.
    if (n.outcome === 'paid' && (payment.status === 'pending' || payment.status === 'failed' || payment.status === 'abandoned')) {
      return settlePayment(trx, deps, payment, METHOD_NAMES[payment.method_type] ?? n.provider);
    }
    if (n.outcome === 'paid' && (await hasPaidNotificationFromOtherRef(trx, payment.id, n.providerRef))) {
      // Two attempts of one payment both charged the customer: the second is owed back, never kept silently.
      const note = `${payment.note} Charged twice (${n.providerRef}): refund ${payment.amount}.`.trim();
      const charged = n.amount ?? payment.amount;
      await updatePayment(trx, payment.id, { refund_amount: payment.refund_amount + charged, note: note.slice(0, 300), updated_at: now });
      await queueSecondCharge(trx, deps, payment, { provider: n.provider, transactionId: n.transactionId, amount: charged });
      deps.log.warn({ paymentId: payment.id, providerRef: n.providerRef }, 'payment charged twice: flagged for refund');
      return 'refund_due';
    }
    if (n.outcome === 'failed' && payment.status === 'pending') {
      await updatePayment(trx, payment.id, { status: 'failed', updated_at: now });
      return 'failed';
    }
    return 'unchanged';
  });
}

/** Verifies a raw notification with the named provider and applies it; forged ones are 400 and change nothing. */
export async function receiveNotification(
  deps: PaymentsDeps,
  providerName: string,
  raw: { body: unknown; rawBody?: string; headers: Record<string, string | string[] | undefined>; query?: unknown },
): Promise<NotificationResult> {
  const provider = providerNamed(deps.config, deps.clock, providerName);
  if (!provider) throw new AppError('not_found', 'paymentMethodUnavailable');
  let verified: VerifiedNotification;
  try {
    verified = await provider.verify(raw);
  } catch (err) {
    if (err instanceof ForgedNotification) {
      deps.log.warn({ provider: providerName, reason: err.message }, 'payment notification refused');
      throw new AppError('bad_request', 'notificationRefused');
    }
    throw err;
  }
  // An event that settles nothing (another kind of event of the provider's account): acknowledged.
  if (verified.outcome === 'pending') return 'unchanged';
  return applyNotification(deps, verified);
}

/** The payment behind a provider's reference (the Stripe return page's payment_intent). */
export async function paymentByRef(db: Db, provider: string, ref: string): Promise<PaymentRow | undefined> {
  const id = await findPaymentIdByRef(db, provider, ref);
  return id === undefined ? undefined : findPayment(db, id);
}

/**
 * The status the return pages poll (spec: ok, retry). Paid is ok; refused or failed is not, and not worth
 * retrying; pending asks the provider itself when it can answer (never the query string the browser came
 * back with) and applies what it says through the same exactly-once path, then retries while unknown.
 */
export async function paymentStatus(deps: PaymentsDeps, payment: PaymentRow | undefined): Promise<{ ok: boolean; retry: boolean }> {
  if (!payment) return { ok: false, retry: false };
  if (payment.status === 'paid') return { ok: true, retry: false };
  if (payment.status !== 'pending') return { ok: false, retry: false };
  const provider = onlineProviders(deps.config, deps.clock).get(payment.method_type);
  if (provider?.status && payment.provider_ref) {
    const answer = await provider.status(payment.provider_ref);
    if (answer.type === 'known' && answer.notification.outcome !== 'pending') {
      const result = await applyNotification(deps, answer.notification);
      if (result === 'paid') return { ok: true, retry: false };
      const now = await findPayment(deps.db, payment.id);
      if (now?.status === 'paid') return { ok: true, retry: false };
      if (now?.status !== 'pending') return { ok: false, retry: false };
    }
  }
  return { ok: false, retry: true };
}

export { findNotifications, findPayment };
export type { PaymentRow };

/** The number of the first sale a payment covers (the order number the checkout answers with). */
export async function firstSaleNumber(deps: { db: Db }, paymentId: number): Promise<string | null> {
  return (await findPaymentSales(deps.db, paymentId))[0]?.number ?? null;
}

/** A declined payment tried again with the same cart: the next attempt, a new order at the provider. */
export async function retryPayment(deps: { db: Db; clock: Clock }, paymentId: number): Promise<PaymentRow> {
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'payments', paymentId);
    const payment = (await findPayment(trx, paymentId)) as PaymentRow;
    if (payment.status !== 'failed') return payment;
    await updatePayment(trx, paymentId, { status: 'pending', attempt: payment.attempt + 1, provider_ref: null, updated_at: nowInstant(deps.clock) });
    return (await findPayment(trx, paymentId)) as PaymentRow;
  });
}

/** The payment the sandbox gateway page shows for its reference (only while the sandbox is on). */
export async function sandboxPayment(deps: PaymentsDeps, ref: string) {
  if (!deps.config.payments.sandbox) return undefined;
  const id = await findPaymentIdByRef(deps.db, 'sandbox', ref);
  const payment = id === undefined ? undefined : await findPayment(deps.db, id);
  if (!payment) return undefined;
  const sales = await findPaymentSales(deps.db, payment.id);
  return { payment, description: sales.map((s) => `${s.number} ${s.title}`).join(', '), current: payment.provider_ref === ref };
}

/** A payment waiting this long without news is asked about (a notification may have been lost). */
export const RECONCILE_AFTER_MINUTES = 10;
/** Older ones are left to the club: providers expire their sessions well before. */
export const RECONCILE_WITHIN_DAYS = 7;

/**
 * Scheduled (`reconcile-payments`): asks the providers that can answer about payments still pending after
 * a while, and applies the answer through the same exactly-once path as a notification, so a lost webhook
 * or a restart between the payment and its notification never leaves a paid sale unpaid. Safe to run
 * again and on every instance (the notification's unique id decides).
 */
export async function reconcilePendingPayments(deps: PaymentsDeps): Promise<number> {
  const providers = [...onlineProviders(deps.config, deps.clock).values()].filter((p) => p.status).map((p) => p.name);
  const stale = await findStalePendingPayments(deps.db, providers, minutesFromNow(deps.clock, -RECONCILE_AFTER_MINUTES), minutesFromNow(deps.clock, -RECONCILE_WITHIN_DAYS * 24 * 60), 50);
  let settled = 0;
  for (const payment of stale) {
    try {
      if ((await paymentStatus(deps, payment)).ok) settled += 1;
      else await updatePayment(deps.db, payment.id, { updated_at: nowInstant(deps.clock) });
    } catch (err) {
      deps.log.warn({ err, paymentId: payment.id }, 'payment reconciliation failed; retried next run');
    }
  }
  return settled;
}

/**
 * The customer is back from a provider that completes on return (Transbank: /transbank/process-payment/{id}
 * with token_ws). The token must be one of this payment's references (it is the proof: the page needs no
 * session). The provider's answer goes through the exactly-once path; a repeated return (reload, double
 * call) finds the commit refused by the provider and asks its status instead. Answers whether it is paid.
 */
export async function confirmOnReturn(deps: PaymentsDeps, providerName: string, paymentId: number, ref: string): Promise<boolean> {
  const provider = providerNamed(deps.config, deps.clock, providerName);
  if (!provider?.confirm || (await findPaymentIdByRef(deps.db, providerName, ref)) !== paymentId) throw new AppError('not_found', 'paymentNotFound');
  const payment = (await findPayment(deps.db, paymentId)) as PaymentRow;
  if (payment.status === 'paid') return true;
  let answer: VerifiedNotification | undefined;
  try {
    answer = await provider.confirm(ref);
  } catch (err) {
    const known = provider.status ? await provider.status(ref) : { type: 'unknown' as const };
    if (known.type !== 'known') {
      deps.log.warn({ err, paymentId }, 'payment confirmation failed');
      throw new AppError('unavailable', 'technicalProblems');
    }
    answer = known.notification;
  }
  await applyNotification(deps, answer);
  return (await findPayment(deps.db, paymentId))?.status === 'paid';
}

/**
 * Mercado Pago's brick posted the tokenised card (POST /api/publicmercadopago/process_payment): charge our
 * payment's own amount, one installment, with an idempotency key per attempt (a double submit charges
 * once), and apply the answer through the exactly-once path. Only the payment's customer (or a parent of
 * theirs) or the browser holding its cart guid may pay it. Answers whether it is paid.
 */
export async function payWithCardForm(
  deps: PaymentsDeps,
  who: { customerId: number | null; guid: string | null | undefined },
  paymentId: number,
  card: BrickPayment,
): Promise<'paid' | 'pending' | 'failed'> {
  const provider = onlineProviders(deps.config, deps.clock).get(PaymentMethodType.MercadoPago);
  const payment = await findPayment(deps.db, paymentId);
  if (!provider || !payment || payment.provider !== 'mercadopago') throw new AppError('not_found', 'paymentNotFound');
  const owner = who.customerId !== null && (who.customerId === payment.customer_id || (await findCustomer(deps.db, payment.customer_id))?.parent_id === who.customerId);
  if (!owner && !(who.guid && payment.guid === who.guid)) throw who.customerId === null && !who.guid ? new AppError('unauthorized', 'loginRequired') : new AppError('forbidden', 'ownDataOnly');
  if (payment.status === 'paid') return 'paid';
  if (payment.status !== 'pending' || !payment.provider_ref) throw new AppError('conflict', 'paymentFailed');
  const mp = provider as ReturnType<typeof mercadoPagoProvider>;
  let answer: VerifiedNotification;
  try {
    answer = await mp.pay(payment.provider_ref, `clubportal-payment-${payment.id}-${payment.attempt}`, payment.amount, payment.currency, card, `${deps.config.publicUrl}/api/mercadopago/webhook`);
  } catch (err) {
    deps.log.warn({ err, paymentId }, 'Mercado Pago refused the payment request');
    throw new AppError('bad_request', 'paymentFailed');
  }
  if (answer.outcome !== 'pending') await applyNotification(deps, answer);
  const now = await findPayment(deps.db, paymentId);
  return now?.status === 'paid' ? 'paid' : answer.outcome === 'pending' ? 'pending' : 'failed';
}

/**
 * PayPal's buttons approved and authorised the order (POST /api/paypal/callback): the order is read from
 * PayPal itself (an order we never created is 404, an authorisation not of that order or for another
 * amount is refused), captured once, and the answer applied through the exactly-once path. The order id
 * is the proof, as the Webpay token is: guests have no session. Answers whether the payment is paid.
 */
export async function completePayPalOrder(deps: PaymentsDeps, orderId: string, authorizationId: string): Promise<boolean> {
  const provider = onlineProviders(deps.config, deps.clock).get(PaymentMethodType.PayPal) as ReturnType<typeof paypalProvider> | undefined;
  const paymentId = provider ? await findPaymentIdByRef(deps.db, 'paypal', orderId) : undefined;
  if (!provider || paymentId === undefined) throw new AppError('not_found', 'paymentNotFound');
  const payment = (await findPayment(deps.db, paymentId)) as PaymentRow;
  if (payment.status === 'paid') return true;
  let answer: VerifiedNotification;
  try {
    answer = await provider.complete(orderId, authorizationId, { amount: payment.amount, currency: payment.currency });
  } catch (err) {
    if (err instanceof ForgedNotification) {
      deps.log.warn({ paymentId, reason: err.message }, 'PayPal callback refused');
      throw new AppError('bad_request', 'notificationRefused');
    }
    deps.log.warn({ err, paymentId }, 'PayPal did not answer the callback');
    throw new AppError('unavailable', 'technicalProblems');
  }
  if (answer.outcome !== 'pending') await applyNotification(deps, answer);
  return (await findPayment(deps.db, paymentId))?.status === 'paid';
}

/** The provider that saves cards on its own page for this method (Transbank Oneclick), or 400. */
function inscriptionProvider(deps: PaymentsDeps): PaymentProvider & { inscription: NonNullable<PaymentProvider['inscription']> } {
  const provider = [...onlineProviders(deps.config, deps.clock).values()].find((p) => p.inscription);
  if (!provider?.inscription) throw new AppError('bad_request', 'paymentMethodUnavailable');
  return provider as PaymentProvider & { inscription: NonNullable<PaymentProvider['inscription']> };
}

/**
 * POST /api/transbank/tokenize/{customerId}: the customer saves a card on Transbank's page (Oneclick
 * inscription). The inscription is recorded first, so Transbank's return to
 * /transbank/process-tokenization/{requestId} is matched to who started it.
 */
export async function startCardInscription(deps: PaymentsDeps, customer: { id: number; email: string | null }): Promise<{ redirectUrl: string; url: string; token: string }> {
  const provider = inscriptionProvider(deps);
  const now = nowInstant(deps.clock);
  const requestId = await insertCardInscription(deps.db, { customerId: customer.id, provider: provider.name, token: `pending-${randomBytes(16).toString('hex')}` }, now);
  let started: { token: string; url: string };
  try {
    started = await provider.inscription.start(customer.id, customer.email ?? '', `${deps.config.publicUrl}/transbank/process-tokenization/${requestId}`);
  } catch (err) {
    deps.log.warn({ err, customerId: customer.id }, 'card inscription could not start');
    throw new AppError('unavailable', 'technicalProblems');
  }
  await setInscriptionToken(deps.db, requestId, started.token);
  return { redirectUrl: `${started.url}?TBK_TOKEN=${encodeURIComponent(started.token)}`, url: started.url, token: started.token };
}

/**
 * POST /api/transbank/process-tokenization/{requestId}?TBK_TOKEN: Transbank's return. The token must be
 * the one this inscription started with (it is the proof); an aborted inscription comes back with
 * TBK_ORDEN_COMPRA and TBK_ID_SESION and saves nothing. Answers the saved card's id (`tokenId` for the
 * checkout to resume with); asked again, the same id.
 */
export async function finishCardInscription(deps: PaymentsDeps, requestId: number, q: { TBK_TOKEN?: string | undefined; TBK_ORDEN_COMPRA?: string | undefined; TBK_ID_SESION?: string | undefined }): Promise<number | null> {
  const provider = inscriptionProvider(deps);
  const row = await findCardInscription(deps.db, requestId);
  if (!row || row.provider !== provider.name || !q.TBK_TOKEN || row.token !== q.TBK_TOKEN) throw new AppError('not_found', 'cardNotSaved');
  if (q.TBK_ORDEN_COMPRA && q.TBK_ID_SESION) return null;
  if (row.payment_token_id !== null) return row.payment_token_id;
  let done: Awaited<ReturnType<NonNullable<PaymentProvider['inscription']>['finish']>>;
  try {
    done = await provider.inscription.finish(row.customer_id, row.token);
  } catch (err) {
    deps.log.warn({ err, requestId }, 'card inscription could not finish');
    return null;
  }
  if (!done.ok) return null;
  return unitOfWork(deps.db, async (trx) => {
    const tokenId = await saveCard(trx, { customerId: row.customer_id, provider: provider.name, cardNumber: done.cardNumber, providerRef: done.savedRef }, nowInstant(deps.clock));
    await setInscriptionCard(trx, row.id, tokenId);
    return tokenId;
  });
}
