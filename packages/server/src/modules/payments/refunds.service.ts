import type { AppCaches } from '../../lib/app-caches.js';
import { money, toDecimalString, type CurrencyCode } from '@clubportal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/dialect.js';
import type { CardRefundStatus } from '../../db/schema.js';
import { recordAudit, systemActor } from '../../db/audit-log.js';
import { afterCommit, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { minutesFromNow, nowInstant, type Clock } from '../../lib/clock.js';
import type { StaffAlerts } from '../../lib/staff-alerts.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { getMainSettingsCached } from '../settings/index.js';
import type { PaymentProvider, RefundResult } from './payment-provider.js';
import { onlineProviders } from './provider-registry.service.js';
import {
  claimRefund,
  failStaleClaims,
  hasStaleClaims,
  findBookingCardRefundStatuses,
  findDueRefundIds,
  findNotificationId,
  findRefundDuePaymentIds,
  findRefundToSend,
  findSalePayments,
  findSettlingCharge,
  finishRefund,
  insertCardRefund,
  setBookingCardRefundStatus,
  type RefundToSend,
} from './refunds.repository.js';

export type RefundsDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  log: FastifyBaseLogger;
  outbox: MailOutbox;
  caches: AppCaches;
  /** The staff's alerts (issue 33 §8): a refund made, a payment failed. */
  staffAlerts: StaffAlerts;
};

/**
 * A transient failure is tried again 5, 10, 20, 40 minutes later, then given up (failed, for staff); a
 * claim without an answer for `claimMinutes` (its instance stopped mid-call) is failed for staff to check.
 */
export const CARD_REFUND_RETRY = { maxAttempts: 5, firstDelayMinutes: 5, claimMinutes: 15, batchSize: 20 } as const;

function refundRetryDelayMinutes(attempts: number): number {
  return CARD_REFUND_RETRY.firstDelayMinutes * 2 ** (attempts - 1);
}

const NO_REFUND_API = 'The provider has no refund API: refund it by hand';

type NewCardRefund = {
  paymentId: number;
  currency: string;
  notificationId: number;
  saleId: number | null;
  reason: 'booking' | 'refund_due' | 'staff';
  amount: number;
};

/** Queued in the caller's unit of work and sent right after commit; the sending decides what becomes of it. */
async function queueCardRefund(trx: Tx, deps: RefundsDeps, r: NewCardRefund): Promise<number> {
  const now = nowInstant(deps.clock);
  const id = await insertCardRefund(trx, {
    payment_id: r.paymentId,
    notification_id: r.notificationId,
    sale_id: r.saleId,
    reason: r.reason,
    amount: r.amount,
    currency: r.currency,
    status: 'pending',
    next_attempt_at: now,
    provider_refund_id: null,
    message: '',
    created_at: now,
    updated_at: now,
    done_at: null,
  });
  afterCommit(trx, () => sendCardRefundsInBackground(deps));
  return id;
}

type ClubAlert = { id: number; payment_id: number; amount: number; currency: string };

/**
 * A card refund left for the club (refused, given up, no refund API, no answer) is mailed to the club's
 * address (`to`, read before any transaction) in the same unit of work as that outcome, so staff hear of
 * each one once; nobody reads the table.
 */
async function alertClub(db: Executor, deps: RefundsDeps, to: string, r: ClubAlert, reason: string): Promise<void> {
  if (!to) return;
  const amount = `${toDecimalString(money(r.amount, r.currency))} ${r.currency}`;
  await deps.outbox.enqueue(db, {
    to,
    subject: `Card refund #${r.id} of ${amount} was not done`,
    text: `The card refund #${r.id} of ${amount} (payment #${r.payment_id}) was not done: ${reason}\n\nRefund it at the payment provider, or check there whether it was done.`,
  });
}

const clubEmail = async (deps: RefundsDeps) => (await getMainSettingsCached(deps)).email ?? '';

/**
 * A cancelled booking's sale gives its money back to the cards that paid it: each payment that took money
 * for the sale refunds its share of it (a payment may cover several sales), up to what the sale received.
 * A share the sale refused (its payment is refund_due for it) is already on its way back. The booking's
 * refund stays pending until its card refunds have their outcome (also when no card paid the sale: the
 * club refunds that money as before). Answers how much was queued: what no card paid is the caller's.
 */
export async function queueSaleCardRefunds(trx: Tx, deps: RefundsDeps, sale: { id: number; paid: number }): Promise<number> {
  const refused = await findRefundDuePaymentIds(trx, sale.id);
  let remaining = sale.paid;
  for (const p of await findSalePayments(trx, sale.id)) {
    const charge = remaining > 0 && !refused.has(p.payment_id) ? await findSettlingCharge(trx, p.payment_id) : undefined;
    // Payments without a provider's charge (vouchers, nothing to pay) have no card to refund.
    if (!charge) continue;
    const amount = Math.min(p.share, remaining);
    remaining -= amount;
    await queueCardRefund(trx, deps, {
      paymentId: p.payment_id,
      currency: p.currency,
      notificationId: charge.id,
      saleId: sale.id,
      reason: 'booking',
      amount,
    });
  }
  return sale.paid - remaining;
}

/**
 * Money a settled payment received for sales that refused it (`settlePayment`): each refused share goes
 * back to the card that paid it. Payments without a provider's charge (vouchers) have nothing to send.
 */
export async function queueRefusedShares(
  trx: Tx,
  deps: RefundsDeps,
  payment: { id: number; currency: string },
  shares: Array<{ saleId: number; amount: number }>,
): Promise<void> {
  const charge = shares.length ? await findSettlingCharge(trx, payment.id) : undefined;
  if (!charge) return;
  for (const s of shares) {
    await queueCardRefund(trx, deps, {
      paymentId: payment.id,
      currency: payment.currency,
      notificationId: charge.id,
      saleId: s.saleId,
      reason: 'refund_due',
      amount: s.amount,
    });
  }
}

/**
 * A refund staff made of a payment a provider charged (staff-refunds.service.ts): that much goes back to the
 * charge that settled it, sent like every card refund. Answers the card refund's id, or undefined when the
 * payment has no provider's charge to refund.
 */
export async function queueStaffCardRefund(
  trx: Tx,
  deps: RefundsDeps,
  payment: { id: number; currency: string },
  amount: number,
): Promise<number | undefined> {
  const charge = await findSettlingCharge(trx, payment.id);
  if (!charge) return undefined;
  return queueCardRefund(trx, deps, {
    paymentId: payment.id,
    currency: payment.currency,
    notificationId: charge.id,
    saleId: null,
    reason: 'staff',
    amount,
  });
}

/** A second charge of one payment (another attempt also paid): all of it goes back, from that charge. */
export async function queueSecondCharge(
  trx: Tx,
  deps: RefundsDeps,
  payment: { id: number; currency: string },
  charge: { provider: string; transactionId: string; amount: number },
): Promise<void> {
  const notificationId = await findNotificationId(trx, charge.provider, charge.transactionId);
  if (notificationId === undefined) return;
  await queueCardRefund(trx, deps, {
    paymentId: payment.id,
    currency: payment.currency,
    notificationId,
    saleId: null,
    reason: 'refund_due',
    amount: charge.amount,
  });
}

const backgroundRuns = new WeakMap<Db, { promise: Promise<void>; again: boolean }>();

/**
 * After commit: the refund goes to the provider at once, in the background (the member's money goes back
 * without waiting for the job). Kicks while a run is under way make it go again rather than start another;
 * one that lands as a run ends is left to the job, a minute later at most.
 */
function sendCardRefundsInBackground(deps: RefundsDeps): void {
  const current = backgroundRuns.get(deps.db);
  if (current) {
    current.again = true;
    return;
  }
  const run = { again: true, promise: Promise.resolve() };
  run.promise = (async () => {
    while (run.again) {
      run.again = false;
      await sendPendingCardRefunds(deps);
    }
  })()
    .catch((err: unknown) => deps.log.error({ err }, 'card refunds failed to send'))
    .finally(() => backgroundRuns.delete(deps.db));
  backgroundRuns.set(deps.db, run);
}

/** Resolves once the background run on this database (if any) has finished: shutdown and tests wait for it. */
export async function cardRefundsSettled(db: Db): Promise<void> {
  await backgroundRuns.get(db)?.promise;
}

/**
 * Scheduled (`card-refunds`) and after each commit that queues one: sends the due card refunds. Each is
 * claimed first (pending -> sending, a conditional update), so however many instances run this at once,
 * one asks the provider; the provider's answer is recorded on the claim. Answers how many were refunded.
 */
export async function sendPendingCardRefunds(deps: RefundsDeps): Promise<number> {
  const now = nowInstant(deps.clock);
  await failStale(deps);
  let done = 0;
  for (const id of await findDueRefundIds(deps.db, now, CARD_REFUND_RETRY.batchSize)) {
    if (!(await claimRefund(deps.db, id, now))) continue;
    if ((await sendClaimed(deps, id)) === 'done') done += 1;
  }
  return done;
}

/** The sender of card refunds, in the audit log: each outcome it records is this job's. */
const REFUNDS_JOB = systemActor('card-refunds');

/**
 * Claims left without an answer are failed, with their club alert and audit record, in one unit of work;
 * opened only when there is one (every run and every instance comes here: most find none).
 */
async function failStale(deps: RefundsDeps): Promise<void> {
  const now = nowInstant(deps.clock);
  const claimedBefore = minutesFromNow(deps.clock, -CARD_REFUND_RETRY.claimMinutes);
  if (!(await hasStaleClaims(deps.db, claimedBefore))) return;
  const to = await clubEmail(deps);
  await unitOfWork(deps.db, async (trx) => {
    for (const r of await failStaleClaims(trx, claimedBefore, now)) {
      deps.log.warn(
        { refundId: r.id, paymentId: r.payment_id },
        'card refund claimed without an answer: left failed for the club to check',
      );
      const change = { before: { status: 'sending' }, after: { status: 'failed', message: r.message } };
      await recordAudit(trx, { actor: REFUNDS_JOB, action: 'card_refund.failed', entity: 'card_refund', entityId: r.id, ...change }, now);
      await alertClub(trx, deps, to, r, r.message);
      if (r.reason === 'booking' && r.sale_id !== null) await settleBookingRefund(trx, r.sale_id);
    }
  });
}

type Answer = RefundResult | { type: 'manual' };

async function sendClaimed(deps: RefundsDeps, id: number): Promise<CardRefundStatus> {
  const r = await findRefundToSend(deps.db, id);
  const provider = onlineProviders(deps.config, deps.clock).get(r.method_type);
  const answer: Answer = provider?.refund ? await askProvider(deps, provider.refund.bind(provider), r) : { type: 'manual' };
  const to = await clubEmail(deps);
  return unitOfWork(deps.db, (trx) => recordAnswer(trx, deps, r, answer, to));
}

async function askProvider(deps: RefundsDeps, refund: NonNullable<PaymentProvider['refund']>, r: RefundToSend): Promise<RefundResult> {
  try {
    return await refund({
      refundId: r.id,
      amount: r.amount,
      currency: r.currency as CurrencyCode,
      chargedAmount: r.charged_amount ?? r.payment_amount,
      charge: { providerRef: r.provider_ref, transactionId: r.transaction_id, payload: r.payload },
    });
  } catch (err) {
    deps.log.warn({ err, refundId: r.id }, 'card refund did not reach the provider');
    return { type: 'retry', message: err instanceof Error ? err.message : String(err) };
  }
}

async function recordAnswer(trx: Tx, deps: RefundsDeps, r: RefundToSend, answer: Answer, clubTo: string): Promise<CardRefundStatus> {
  const now = nowInstant(deps.clock);
  let status: CardRefundStatus;
  let finished: boolean;
  if (answer.type === 'done') {
    status = 'done';
    finished = await finishRefund(trx, r.id, {
      status,
      provider_refund_id: answer.providerRefundId.slice(0, 100),
      message: '',
      done_at: now,
      updated_at: now,
    });
  } else if (answer.type === 'retry' && r.attempts < CARD_REFUND_RETRY.maxAttempts) {
    status = 'pending';
    finished = await finishRefund(trx, r.id, {
      status,
      message: answer.message.slice(0, 300),
      next_attempt_at: minutesFromNow(deps.clock, answer.afterMinutes ?? refundRetryDelayMinutes(r.attempts)),
      updated_at: now,
    });
  } else {
    status = answer.type === 'manual' ? 'manual' : 'failed';
    const message =
      answer.type === 'manual'
        ? NO_REFUND_API
        : answer.type === 'retry'
          ? `Gave up after ${r.attempts} attempts: ${answer.message}`
          : answer.message;
    finished = await finishRefund(trx, r.id, { status, message: message.slice(0, 300), updated_at: now });
    deps.log.warn({ refundId: r.id, paymentId: r.payment_id, status, message }, 'card refund not done: left for the club');
    await alertClub(trx, deps, clubTo, r, message);
  }
  if (finished) {
    const sent = { amount: r.amount, currency: r.currency, payment: r.payment_id, attempts: r.attempts };
    const after = { ...sent, status, ...(answer.type === 'done' ? { providerRefundId: answer.providerRefundId } : {}) };
    await recordAudit(
      trx,
      { actor: REFUNDS_JOB, action: 'card_refund.answer', entity: 'card_refund', entityId: r.id, before: { status: 'sending' }, after },
      now,
    );
  }
  if (r.reason === 'booking' && r.sale_id !== null && status !== 'pending') await settleBookingRefund(trx, r.sale_id);
  return status;
}

/** Once every card refund of a cancelled booking's sale has its outcome, the booking refund takes the worst. */
async function settleBookingRefund(db: Executor, saleId: number): Promise<void> {
  const statuses = await findBookingCardRefundStatuses(db, saleId);
  if (statuses.some((s) => s === 'pending' || s === 'sending')) return;
  await setBookingCardRefundStatus(db, saleId, statuses.includes('failed') ? 'failed' : statuses.includes('manual') ? 'manual' : 'done');
}
