import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { StaffRefundsTable } from '../../db/schema.js';

/** Payments that took money, latest first: one customer's, or matching the search (customer, sale or payment number). */
export function findStaffPayments(db: Executor, q: { customerId?: number | undefined; search?: string | undefined }, limit: number) {
  let query = db
    .selectFrom('payments as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select(['p.id', 'p.customer_id', 'p.amount', 'p.currency', 'p.provider', 'p.paid_at', 'p.created_at', 'p.status'])
    .select(['c.name', 'c.surname', 'c.email'])
    .where('p.status', 'in', ['paid', 'refund_due'])
    .where('p.amount', '>', 0);
  if (q.customerId !== undefined) query = query.where('p.customer_id', '=', q.customerId);
  const search = q.search?.trim().toLowerCase();
  if (search) {
    const like = `%${search}%`;
    const asId = /^\d+$/.test(search) ? Number(search) : null;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.name']), 'like', like),
        eb(eb.fn('lower', ['c.surname']), 'like', like),
        eb('c.email', 'like', like),
        eb.exists(
          eb
            .selectFrom('payment_sales as ps')
            .innerJoin('sales as s', 's.id', 'ps.sale_id')
            .select('ps.sale_id')
            .whereRef('ps.payment_id', '=', 'p.id')
            .where((e) => e(e.fn('lower', ['s.number']), 'like', like)),
        ),
        ...(asId !== null && asId < 2 ** 31 ? [eb('p.id', '=', asId)] : []),
      ]),
    );
  }
  return query.orderBy('p.id', 'desc').limit(limit).execute();
}
export type StaffPaymentRow = Awaited<ReturnType<typeof findStaffPayments>>[number];

export function findStaffPayment(db: Executor, id: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .select(['p.id', 'p.customer_id', 'p.amount', 'p.currency', 'p.provider', 'p.paid_at', 'p.created_at', 'p.status'])
    .select(['c.name', 'c.surname', 'c.email'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The sales the payments paid (their share), with what staff already gave back of each share. */
export async function findPaidSales(db: Executor, paymentIds: number[]) {
  if (!paymentIds.length) return [];
  return db
    .selectFrom('payment_sales as ps')
    .innerJoin('sales as s', 's.id', 'ps.sale_id')
    .select(['ps.payment_id', 'ps.sale_id', 'ps.amount as share', 's.number', 's.title', 's.status'])
    .select((eb) =>
      eb
        .selectFrom('staff_refund_sales as rs')
        .innerJoin('staff_refunds as r', 'r.id', 'rs.staff_refund_id')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('rs.amount'), e.lit(0)).as('n'))
        .whereRef('rs.sale_id', '=', 'ps.sale_id')
        .whereRef('r.payment_id', '=', 'ps.payment_id')
        .as('staff_refunded'),
    )
    .select((eb) =>
      eb
        .selectFrom('card_refunds as cr')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('cr.amount'), e.lit(0)).as('n'))
        .whereRef('cr.sale_id', '=', 'ps.sale_id')
        .whereRef('cr.payment_id', '=', 'ps.payment_id')
        .where('cr.reason', '=', 'refund_due')
        .as('refused'),
    )
    .where('ps.payment_id', 'in', paymentIds)
    .orderBy('ps.payment_id')
    .orderBy('ps.sale_id')
    .execute();
}
export type PaidSaleRow = Awaited<ReturnType<typeof findPaidSales>>[number];

/** What paid each payment (its means per sale): a voucher (money or sessions), a provider, the club, nothing. */
export async function findPaymentsMeans(db: Executor, paymentIds: number[]) {
  if (!paymentIds.length) return [];
  return db
    .selectFrom('sale_payment_means as m')
    .leftJoin('vouchers as v', 'v.id', 'm.voucher_id')
    .select([
      'm.payment_id',
      'm.sale_id',
      'm.means',
      'm.method_name',
      'm.voucher_id',
      'v.kind as voucher_kind',
      'v.description as voucher_description',
    ])
    .where('m.payment_id', 'in', paymentIds)
    .orderBy('m.id')
    .execute();
}

/** Staff refunds of the payments, with their card refund's status when one went to the card. */
export async function findStaffRefunds(db: Executor, paymentIds: number[]) {
  if (!paymentIds.length) return [];
  return db
    .selectFrom('staff_refunds as r')
    .leftJoin('card_refunds as cr', 'cr.id', 'r.card_refund_id')
    .select([
      'r.id',
      'r.payment_id',
      'r.amount',
      'r.currency',
      'r.destination',
      'r.method',
      'r.reason',
      'r.actor_label',
      'r.created_at',
      'cr.status as card_status',
    ])
    .where('r.payment_id', 'in', paymentIds)
    .orderBy('r.id')
    .execute();
}

export function findStaffRefundByKey(db: Executor, key: string) {
  return db.selectFrom('staff_refunds').select(['id', 'payment_id']).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function insertStaffRefund(db: Executor, r: Insertable<StaffRefundsTable>, sales: Array<{ saleId: number; amount: number }>) {
  const { id } = await db.insertInto('staff_refunds').values(r).returning('id').executeTakeFirstOrThrow();
  if (sales.length)
    await db
      .insertInto('staff_refund_sales')
      .values(sales.map((s) => ({ staff_refund_id: id, sale_id: s.saleId, amount: s.amount })))
      .execute();
  return id;
}

/** What staff already gave back of a sale (a cancel gives back only the rest). */
export async function staffRefundedOfSale(db: Executor, saleId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_refund_sales')
    .select((e) => e.fn.coalesce(e.fn.sum<number>('amount'), e.lit(0)).as('n'))
    .where('sale_id', '=', saleId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
