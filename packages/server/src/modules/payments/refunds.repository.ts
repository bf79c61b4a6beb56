import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { CardRefundsTable, CardRefundStatus } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export async function insertCardRefund(db: Executor, r: Insertable<CardRefundsTable>): Promise<number> {
  const { id } = await db.insertInto('card_refunds').values(r).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The charge that settled a payment: its first paid notification (later ones are second charges). */
export function findSettlingCharge(db: Executor, paymentId: number) {
  return db
    .selectFrom('payment_notifications')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('outcome', '=', 'paid')
    .orderBy('id')
    .executeTakeFirst();
}

export async function findNotificationId(db: Executor, provider: string, transactionId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('payment_notifications')
    .select('id')
    .where('provider', '=', provider)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return row?.id;
}

/** The payments that took money for a sale (their share of it), oldest first. */
export function findSalePayments(db: Executor, saleId: number) {
  return db
    .selectFrom('payment_sales as ps')
    .innerJoin('payments as p', 'p.id', 'ps.payment_id')
    .select(['p.id as payment_id', 'p.currency', 'ps.amount as share'])
    .where('ps.sale_id', '=', saleId)
    .where('p.status', 'in', ['paid', 'refund_due'])
    .orderBy('p.id')
    .execute();
}

/** Payments whose share of this sale was refused and is already being given back. */
export async function findRefundDuePaymentIds(db: Executor, saleId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('card_refunds')
    .select('payment_id')
    .where('sale_id', '=', saleId)
    .where('reason', '=', 'refund_due')
    .execute();
  return new Set(rows.map((r) => r.payment_id));
}

/**
 * Claims whose instance stopped mid-call: the provider may have refunded, and not every provider would
 * refuse a second request, so they are left failed for staff to check rather than asked again.
 */
/** Whether a claim has waited for its answer since before `claimedBefore` (a read: most runs find none). */
export async function hasStaleClaims(db: Executor, claimedBefore: Instant): Promise<boolean> {
  const row = await db
    .selectFrom('card_refunds')
    .select('id')
    .where('status', '=', 'sending')
    .where('updated_at', '<', claimedBefore)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function failStaleClaims(db: Executor, claimedBefore: Instant, now: Instant) {
  return db
    .updateTable('card_refunds')
    .set({ status: 'failed', message: 'No answer recorded from the provider: check the refund there', updated_at: now })
    .where('status', '=', 'sending')
    .where('updated_at', '<', claimedBefore)
    .returning(['id', 'payment_id', 'sale_id', 'reason', 'amount', 'currency', 'message'])
    .execute();
}

export async function findDueRefundIds(db: Executor, now: Instant, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('card_refunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** pending -> sending, once: of two instances asking at the same time, one gets the row. */
export async function claimRefund(db: Executor, id: number, now: Instant): Promise<boolean> {
  const res = await db
    .updateTable('card_refunds')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A claimed refund with the charge it gives back. */
export function findRefundToSend(db: Executor, id: number) {
  return db
    .selectFrom('card_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('payment_notifications as n', 'n.id', 'r.notification_id')
    .select([
      'r.id',
      'r.payment_id',
      'r.sale_id',
      'r.reason',
      'r.amount',
      'r.currency',
      'r.attempts',
      'p.method_type',
      'p.amount as payment_amount',
    ])
    .select(['n.provider_ref', 'n.transaction_id', 'n.payload', 'n.amount as charged_amount'])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
}
export type RefundToSend = Awaited<ReturnType<typeof findRefundToSend>>;

/** Records the outcome of this instance's claim; false when the claim was already failed as stale. */
export async function finishRefund(db: Executor, id: number, values: Updateable<CardRefundsTable>): Promise<boolean> {
  const res = await db.updateTable('card_refunds').set(values).where('id', '=', id).where('status', '=', 'sending').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findBookingCardRefundStatuses(db: Executor, saleId: number): Promise<CardRefundStatus[]> {
  const rows = await db.selectFrom('card_refunds').select('status').where('sale_id', '=', saleId).where('reason', '=', 'booking').execute();
  return rows.map((r) => r.status);
}

/** The cancelled booking's refund row of this sale follows its card refunds. */
export async function setBookingCardRefundStatus(db: Executor, saleId: number, status: 'done' | 'failed' | 'manual'): Promise<void> {
  await db.updateTable('booking_refunds').set({ status }).where('sale_id', '=', saleId).where('method', '=', 'card').execute();
}
