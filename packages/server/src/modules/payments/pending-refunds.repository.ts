import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { RefundSettlementsTable } from '../../db/schema.js';

/** Money paid at the club owed back to members (a cancel's `club` refund), still pending. */
export function findPendingClubRefunds(db: Executor, id?: number) {
  let q = db
    .selectFrom('booking_refunds as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .innerJoin('sales as s', 's.id', 'r.sale_id')
    .select(['r.id', 'r.customer_id', 'r.sale_id', 'r.amount', 'r.currency', 'r.created_at', 'r.status'])
    .select(['c.name', 'c.surname', 's.number', 's.title'])
    .where('r.method', '=', 'club')
    .where('r.status', '=', 'pending');
  if (id !== undefined) q = q.where('r.id', '=', id);
  return q.orderBy('r.id').execute();
}

/** Card refunds the provider did not make (refused, given up, no refund API, no answer) and no one has settled. */
export function findCardRefundsForClub(db: Executor, id?: number) {
  let q = db
    .selectFrom('card_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .leftJoin('sales as s', 's.id', 'r.sale_id')
    .select(['r.id', 'p.customer_id', 'r.sale_id', 'r.payment_id', 'r.amount', 'r.currency', 'r.status', 'r.message', 'r.updated_at'])
    .select(['c.name', 'c.surname', 's.number', 's.title'])
    .where('r.status', 'in', ['failed', 'manual'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('refund_settlements as x')
            .select('x.id')
            .where('x.source', '=', 'card_refund')
            .whereRef('x.source_id', '=', 'r.id'),
        ),
      ),
    );
  if (id !== undefined) q = q.where('r.id', '=', id);
  return q.orderBy('r.id').execute();
}

/** pending -> done, once: of two desks settling it at the same time, one does. */
export async function closeClubRefund(db: Executor, id: number): Promise<boolean> {
  const res = await db
    .updateTable('booking_refunds')
    .set({ status: 'done' })
    .where('id', '=', id)
    .where('method', '=', 'club')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertSettlement(db: Executor, s: Insertable<RefundSettlementsTable>): Promise<number> {
  const { id } = await db.insertInto('refund_settlements').values(s).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The first sale a payment paid: where a settled card refund without a sale of its own is recorded. */
export async function firstSaleOf(db: Executor, paymentId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('payment_sales')
    .select('sale_id')
    .where('payment_id', '=', paymentId)
    .orderBy('sale_id')
    .executeTakeFirst();
  return row?.sale_id;
}
