import type { PaidWith } from '@clubportal/contract/checkout';
import { formatMoney } from '@clubportal/contract/format';
import { money, type CurrencyCode } from '@clubportal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import { customerActor, recordAudit, systemActor, type AuditActor } from '../../db/audit-log.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import { mailRecipientOf, queueCustomerEmail } from '../comms/index.js';
import type { StaffAlerts } from '../../lib/staff-alerts.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { recordSalePayment } from '../sales/index.js';
import { getMainSettings } from '../settings/index.js';
import { moneyMovedOnSales } from './desk-money-changes.js';
import { ForgedNotification, type VerifiedNotification } from './payment-provider.js';
import {
  findNotifications,
  findPayment,
  findPaymentByGuid,
  findPaymentIdByRef,
  findPaymentSales,
  hasPaidNotificationFromOtherRef,
  insertNotification,
  insertPayment,
  updatePayment,
  type PaymentRow,
} from './payments.repository.js';
import { METHOD_NAMES, onlineProviders, providerNamed } from './provider-registry.service.js';
import { meansOfPayment, paidWith, recordMeans, type SpentVoucher } from './payment-means.js';
import { renderReceipt } from './receipt-mail.js';
import { queueRefusedShares, queueSecondCharge } from './refunds.service.js';

/*
 * A payment's life: created in the checkout's unit of work, settled exactly once by a verified notification
 * (or the provider's answer to a status or confirm call), retried after a decline, reconciled when news is lost.
 */

export type PaymentsDeps = {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The app's caches: a sale's stock drops its cached catalogue answers. */
  caches: AppCaches;
  /** The staff's alerts (issue 33 §8): a payment failed; a sale's stock falling low. */
  staffAlerts: StaffAlerts;
};

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
 * Settles a payment whose money arrived, once: every sale it covers records its part through the sales
 * service (which is how bookings behind a sale become paid). Sales that can no longer take money (an
 * expired hold, a cancelled sale) are refused there; the payment is then `refund_due` with those sales
 * named in its note, and each refused share is queued as a card refund to the card that paid it
 * (refunds.service.ts): the money is never silently lost. The receipt is queued in the same unit of work. The caller holds the payment's row lock and has checked it is not settled yet.
 * In the audit log as `via`'s (the job that found the payment settled), else as its member's.
 */
export async function settlePayment(
  trx: Tx,
  deps: PaymentsDeps,
  payment: PaymentRow,
  methodName: string,
  voucher?: SpentVoucher,
  via?: AuditActor,
): Promise<'paid' | 'refund_due'> {
  const now = nowInstant(deps.clock);
  const sales = await findPaymentSales(trx, payment.id);
  const refused: typeof sales = [];
  const paidLines: typeof sales = [];
  for (const s of sales) {
    if (s.amount <= 0) continue;
    const result = await recordSalePayment(trx, s.sale_id, s.amount, { type: payment.method_type, name: methodName }, now);
    (result === 'refused' ? refused : paidLines).push(s);
  }
  const status = refused.length ? ('refund_due' as const) : ('paid' as const);
  const numbers = refused.map((s) => s.number);
  const note = refused.length
    ? `Received for sales that could not take it (expired hold or cancelled): ${numbers.join(', ')}. Refund them.`
    : '';
  const after = { status, paid_at: now, refund_amount: refused.reduce((a, s) => a + s.amount, 0) };
  await updatePayment(trx, payment.id, { ...after, updated_at: now, note });
  await recordAudit(
    trx,
    {
      actor: via ?? (await customerActor(trx, payment.customer_id)),
      action: 'payment.settle',
      entity: 'payment',
      entityId: payment.id,
      before: { status: payment.status, paid_at: payment.paid_at, refund_amount: payment.refund_amount },
      after: {
        ...after,
        amount: payment.amount,
        currency: payment.currency,
        method: methodName,
        paidSales: paidLines.map((s) => s.sale_id),
        refusedSales: refused.map((s) => s.sale_id),
      },
    },
    now,
  );
  if (refused.length)
    deps.log.warn({ paymentId: payment.id, sales: numbers }, 'payment received for sales that could not take it: flagged for refund');
  await queueRefusedShares(
    trx,
    deps,
    payment,
    refused.map((s) => ({ saleId: s.sale_id, amount: s.amount })),
  );
  await recordMeans(trx, payment, methodName, paidLines, now, voucher);
  if (paidLines.length) await queueReceipt(trx, deps, payment, paidLines);
  // The desks showing the days of the bookings paid for see who has paid (online or at the desk) without reloading (issue 33 §8).
  await moneyMovedOnSales(
    trx,
    deps.caches,
    'payment',
    paidLines.map((s) => s.sale_id),
  );
  return status;
}

async function queueReceipt(
  trx: Tx,
  deps: PaymentsDeps,
  payment: PaymentRow,
  lines: Array<{ number: string; title: string; amount: number; currency: string }>,
) {
  // A dependant's receipt goes to their parent's inbox when they have no address (`mailRecipients`).
  const customer = await mailRecipientOf(trx, payment.customer_id);
  if (!customer) return;
  const settings = await getMainSettings(trx);
  const fmt = (amount: number, currency: string) =>
    formatMoney(money(amount, currency), { currencySymbol: settings.CurrencySymbol, decimalSeparator: settings.decimalSeparator });
  const means = await meansOfPayment(trx, payment.id);
  const total = lines.reduce((a, l) => a + l.amount, 0);
  // What left the member as money (a card, a money voucher); a session is not money.
  const spentMoney = means.filter((m) => m.kind !== 'sessions');
  const mail = renderReceipt(customer.language, {
    name: customer.name,
    clubName: settings.name,
    lines: lines.map((l) => ({ number: l.number, title: l.title, amount: fmt(l.amount, l.currency) })),
    paidWith: means.map((m) =>
      m.kind === 'sessions' ? { name: m.name, sessions: m.units } : { name: m.name, amount: fmt(m.units, m.currency) },
    ),
    total:
      means.length === 0
        ? fmt(total, payment.currency)
        : spentMoney.length
          ? fmt(
              spentMoney.reduce((a, m) => a + m.units, 0),
              payment.currency,
            )
          : null,
  });
  await queueCustomerEmail(trx, deps, customer.inbox, mail);
}

export type NotificationResult = 'paid' | 'refund_due' | 'failed' | 'duplicate' | 'unchanged';

/**
 * Applies a verified notification exactly once. In one unit of work: the payment row is locked, the
 * provider's amount and currency are checked against ours (a mismatch is refused, nothing recorded), the
 * notification is recorded under its unique transaction id (a replay finds it and changes nothing), and
 * the payment moves: pending or failed -> paid (settled) on success; pending -> failed on a refusal.
 * A refusal arriving after the success (out of order) leaves the payment paid. `via`: who brought the news
 * for the audit log (a job, the provider's webhook); without it, the payment's member (they came back).
 */
export async function applyNotification(deps: PaymentsDeps, n: VerifiedNotification, via?: AuditActor): Promise<NotificationResult> {
  return unitOfWork(deps.db, async (trx) => {
    const paymentId = await findPaymentIdByRef(trx, n.provider, n.providerRef);
    if (paymentId === undefined) throw new AppError('not_found', 'paymentNotFound');
    await lockRow(trx, 'payments', paymentId);
    const payment = (await findPayment(trx, paymentId)) as PaymentRow;
    if (
      n.outcome === 'paid' &&
      ((n.amount !== null && n.amount !== payment.amount) || (n.currency !== null && n.currency !== payment.currency))
    ) {
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
      return settlePayment(trx, deps, payment, METHOD_NAMES[payment.method_type] ?? n.provider, undefined, via);
    }
    if (n.outcome === 'paid' && (await hasPaidNotificationFromOtherRef(trx, payment.id, n.providerRef))) {
      // Two attempts of one payment both charged the customer: the second is owed back, never kept silently.
      const note = `${payment.note} Charged twice (${n.providerRef}): refund ${payment.amount}.`.trim();
      const charged = n.amount ?? payment.amount;
      await updatePayment(trx, payment.id, { refund_amount: payment.refund_amount + charged, note: note.slice(0, 300), updated_at: now });
      await recordAudit(
        trx,
        {
          actor: via ?? (await customerActor(trx, payment.customer_id)),
          action: 'payment.charged_twice',
          entity: 'payment',
          entityId: payment.id,
          before: { refund_amount: payment.refund_amount },
          after: { refund_amount: payment.refund_amount + charged, providerRef: n.providerRef },
        },
        now,
      );
      await queueSecondCharge(trx, deps, payment, { provider: n.provider, transactionId: n.transactionId, amount: charged });
      deps.log.warn({ paymentId: payment.id, providerRef: n.providerRef }, 'payment charged twice: flagged for refund');
      return 'refund_due';
    }
    if (n.outcome === 'failed' && payment.status === 'pending') {
      await updatePayment(trx, payment.id, { status: 'failed', updated_at: now, decline_reason: n.declineReason?.slice(0, 300) || null });
      // The staff who chose to hear of failed payments (issue 33 §8), in the unit of work that records the refusal.
      const payer = await customerActor(trx, payment.customer_id);
      await deps.staffAlerts(trx, {
        kind: 'failed-payments',
        paymentId: payment.id,
        customer: payer.kind === 'system' ? '' : payer.name,
        charged: { amount: payment.amount, currency: payment.currency },
        provider: METHOD_NAMES[payment.method_type] ?? n.provider,
        reason: n.declineReason ?? '',
      });
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
  return applyNotification(deps, verified, systemActor('payment-notification'));
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
export async function paymentStatus(deps: PaymentsDeps, payment: PaymentRow | undefined, via?: AuditActor): Promise<PaymentStatusAnswer> {
  if (!payment) return { ok: false, retry: false };
  const answer = await currentStatus(deps, payment, via);
  const now = answer.ok || !answer.retry ? await findPayment(deps.db, payment.id) : undefined;
  if (answer.ok && now) {
    // The shop order the checkout made (its product lines), which /cz/ok names.
    const order =
      now.created_sale_id === null ? undefined : (await findPaymentSales(deps.db, now.id)).find((s) => s.sale_id === now.created_sale_id);
    return { ...answer, paidWith: paidWith(await meansOfPayment(deps.db, now.id)), ...(order ? { orderNumber: order.number } : {}) };
  }
  if (now?.status === 'failed' && now.decline_reason) return { ...answer, declineReason: now.decline_reason };
  return answer;
}

export type PaymentStatusAnswer = { ok: boolean; retry: boolean; paidWith?: PaidWith; orderNumber?: string; declineReason?: string };

async function currentStatus(deps: PaymentsDeps, payment: PaymentRow, via?: AuditActor): Promise<{ ok: boolean; retry: boolean }> {
  if (payment.status === 'paid') return { ok: true, retry: false };
  if (payment.status !== 'pending') return { ok: false, retry: false };
  const provider = onlineProviders(deps.config, deps.clock).get(payment.method_type);
  if (provider?.status && payment.provider_ref) {
    const answer = await provider.status(payment.provider_ref);
    if (answer.type === 'known' && answer.notification.outcome !== 'pending') {
      const result = await applyNotification(deps, answer.notification, via);
      if (result === 'paid') return { ok: true, retry: false };
      const now = await findPayment(deps.db, payment.id);
      if (now?.status === 'paid') return { ok: true, retry: false };
      if (now?.status !== 'pending') return { ok: false, retry: false };
    }
  }
  return { ok: false, retry: true };
}

export { findNotifications, findPayment, meansOfPayment, paidWith };
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
    await updatePayment(trx, paymentId, {
      status: 'pending',
      attempt: payment.attempt + 1,
      provider_ref: null,
      decline_reason: null,
      updated_at: nowInstant(deps.clock),
    });
    return (await findPayment(trx, paymentId)) as PaymentRow;
  });
}
