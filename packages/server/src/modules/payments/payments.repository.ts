import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { PaymentNotificationsTable, PaymentsTable, SalePaymentMeansTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';
import { holdRanOutSql } from '../sales/index.js';

export function findPaymentByGuid(db: Executor, guid: string) {
  return db.selectFrom('payments').selectAll().where('guid', '=', guid).executeTakeFirst();
}

export function findPayment(db: Executor, id: number) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** The payment behind any reference it ever had at the provider (every attempt's). */
export async function findPaymentIdByRef(db: Executor, provider: string, providerRef: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('payment_refs')
    .select('payment_id')
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
  return row?.payment_id;
}

export async function insertPaymentRef(db: Executor, provider: string, providerRef: string, paymentId: number): Promise<void> {
  await db
    .insertInto('payment_refs')
    .values({ provider, provider_ref: providerRef, payment_id: paymentId })
    .onConflict((oc) => oc.columns(['provider', 'provider_ref']).doNothing())
    .execute();
}

/** Whether another reference of this payment already brought a success (the customer paid twice). */
export async function hasPaidNotificationFromOtherRef(db: Executor, paymentId: number, providerRef: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_notifications')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('outcome', '=', 'paid')
    .where('provider_ref', '<>', providerRef)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPayment(
  db: Executor,
  p: Insertable<PaymentsTable>,
  sales: Array<{ saleId: number; amount: number }>,
): Promise<number> {
  const { id } = await db.insertInto('payments').values(p).returning('id').executeTakeFirstOrThrow();
  if (sales.length)
    await db
      .insertInto('payment_sales')
      .values(sales.map((s) => ({ payment_id: id, sale_id: s.saleId, amount: s.amount })))
      .execute();
  return id;
}

export async function updatePayment(db: Executor, id: number, values: Updateable<PaymentsTable>): Promise<void> {
  await db.updateTable('payments').set(values).where('id', '=', id).execute();
}

export function findPaymentSales(db: Executor, paymentId: number) {
  return db
    .selectFrom('payment_sales as ps')
    .innerJoin('sales as s', 's.id', 'ps.sale_id')
    .select(['ps.sale_id', 'ps.amount', 's.number', 's.title', 's.currency', 's.total', 's.paid', 's.status'])
    .where('ps.payment_id', '=', paymentId)
    .orderBy('ps.sale_id')
    .execute();
}

/** Records a notification once: false when this provider already sent this transaction id (a replay). */
export async function insertNotification(db: Executor, n: Insertable<PaymentNotificationsTable>): Promise<boolean> {
  const row = await db
    .insertInto('payment_notifications')
    .values(n)
    .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findNotifications(db: Executor, paymentId: number) {
  return db.selectFrom('payment_notifications').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute();
}

/** Online payments still waiting, untouched since `before` but not older than `since`: the reconciler's list. */
export function findStalePendingPayments(db: Executor, providers: string[], before: Instant, since: Instant, limit: number) {
  if (!providers.length) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider', 'in', providers)
    .where('provider_ref', 'is not', null)
    .where('updated_at', '<', before)
    .where('created_at', '>', since)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Checkouts whose own sale's hold ran out while their payment was still open: the release job's list. */
export async function findAbandonedCheckouts(db: Executor, now: Instant, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('sales as s', 's.id', 'p.created_sale_id')
    .select('p.id')
    .where('p.status', 'in', ['pending', 'failed'])
    .where('s.status', '=', 'pending')
    .where(holdRanOutSql('s.hold_expires_at', 's.status', now))
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function insertCardInscription(
  db: Executor,
  i: { customerId: number; provider: string; token: string },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('card_inscriptions')
    .values({ customer_id: i.customerId, provider: i.provider, token: i.token, payment_token_id: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findCardInscription(db: Executor, id: number) {
  return db.selectFrom('card_inscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setInscriptionCard(db: Executor, id: number, paymentTokenId: number): Promise<void> {
  await db.updateTable('card_inscriptions').set({ payment_token_id: paymentTokenId }).where('id', '=', id).execute();
}

export async function setInscriptionToken(db: Executor, id: number, token: string): Promise<void> {
  await db.updateTable('card_inscriptions').set({ token }).where('id', '=', id).execute();
}

export async function insertSaleMeans(db: Executor, rows: Array<Insertable<SalePaymentMeansTable>>): Promise<void> {
  if (rows.length) await db.insertInto('sale_payment_means').values(rows).execute();
}

/** The means that settled sales, with the voucher's kind and name where a voucher paid. */
function meansQuery(db: Executor) {
  return db
    .selectFrom('sale_payment_means as m')
    .leftJoin('vouchers as v', 'v.id', 'm.voucher_id')
    .select([
      'm.id',
      'm.sale_id',
      'm.payment_id',
      'm.means',
      'm.provider',
      'm.method_name',
      'm.voucher_id',
      'm.voucher_taken',
      'm.amount',
      'm.currency',
      'v.kind as voucher_kind',
      'v.description as voucher_description',
    ]);
}

/** How a sale was paid, oldest first. */
export function findSaleMeans(db: Executor, saleId: number) {
  return meansQuery(db).where('m.sale_id', '=', saleId).orderBy('m.id').execute();
}

/** How one payment settled its sales. */
export function findPaymentMeans(db: Executor, paymentId: number) {
  return meansQuery(db).where('m.payment_id', '=', paymentId).orderBy('m.id').execute();
}

/**
 * A member's pay-at-club payment waiting for the desk for exactly this sale (its only sale, for what the sale still
 * owes): the desk's payment settles it rather than leaving it pending beside a second one. Latest first.
 */
export async function findClubPaymentAwaiting(db: Executor, saleId: number, amount: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('payment_sales as ps', 'ps.payment_id', 'p.id')
    .selectAll('p')
    .where('ps.sale_id', '=', saleId)
    .where('ps.amount', '=', amount)
    .where('p.amount', '=', amount)
    .where('p.status', '=', 'pending')
    .where('p.provider', '=', 'club')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_sales as other')
            .select('other.sale_id')
            .whereRef('other.payment_id', '=', 'p.id')
            .where('other.sale_id', '<>', saleId),
        ),
      ),
    )
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
}

/**
 * The bookings these sales pay for (the booking's own sale, a player's share, a court's hold), each with its start
 * and courts: what the desks' day grids show of a payment or a refund (issue 33 §8). A read-only view of the
 * bookings' tables, as the club's pending refunds read `booking_refunds`; the bookings module writes them.
 */
export async function findBookingsOfSales(db: Executor, saleIds: number[]) {
  if (!saleIds.length) return [];
  return db
    .selectFrom('bookings as b')
    .leftJoin('booking_blocks as bb', 'bb.booking_id', 'b.id')
    .select(['b.id', 'b.starts_at', 'bb.resource_id'])
    .where((eb) =>
      eb.or([
        eb('b.sale_id', 'in', saleIds),
        eb('b.id', 'in', eb.selectFrom('booking_participants').select('booking_id').where('sale_id', 'in', saleIds)),
        eb('b.id', 'in', eb.selectFrom('booking_blocks').select('booking_id').where('sale_id', 'in', saleIds)),
      ]),
    )
    .orderBy('b.id')
    .execute();
}
