import { sql } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';
import { holdStillHoldsSql } from '../sales/index.js';

/**
 * The reports' reads (issue 33 §7): set-based queries over the tables bookings, payments, sales and vouchers own,
 * read-only (as the exports read them): a report joins several owners' tables at once, which no one module's
 * public face answers. Nothing here writes. A range is of instants, start included, end excluded.
 */
export type InstantRange = { start: Instant; end: Instant };

/** The name of the method a payment (aliased `p`) paid this sale's share with, as the payment recorded it. */
const methodNameOf = (sale: 'ps.sale_id' | 'r.sale_id' | 'rs.sale_id') =>
  sql<
    string | null
  >`(select m.method_name from sale_payment_means m where m.payment_id = p.id and m.sale_id = ${sql.ref(sale)} limit 1)`.as('method_name');

/** Ids per `in (...)` list: well below SQLite's 32766 parameters. */
const CHUNK = 500;
async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const unique = [...new Set(ids)];
  const rows: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) rows.push(...(await read(unique.slice(i, i + CHUNK))));
  return rows;
}

/* ------------------------------------------------------------------ occupancy */

/**
 * Time bookings take on each resource in the range: active blocks of active bookings; an unpaid hold only while it
 * still holds at `now` (a lapsed one was never a booking), cancelled ones never.
 */
export function findBookedSpans(db: Executor, range: InstantRange, now: Instant) {
  return db
    .selectFrom('booking_blocks as k')
    .innerJoin('bookings as b', 'b.id', 'k.booking_id')
    .leftJoin('sales as s', 's.id', 'k.sale_id')
    .select(['k.resource_id', 'k.starts_at', 'k.ends_at'])
    .where('k.active', '=', 1)
    .where('b.status', '=', 'active')
    .where('k.starts_at', '<', range.end)
    .where('k.ends_at', '>', range.start)
    .where(holdStillHoldsSql('k.hold_expires_at', 's.status', now))
    .execute();
}

/** The club's own blocks (maintenance, rain, a tournament) in the range. */
export function findBlockedSpans(db: Executor, range: InstantRange) {
  return db
    .selectFrom('resource_blocks')
    .select(['resource_id', 'starts_at', 'ends_at'])
    .where('starts_at', '<', range.end)
    .where('ends_at', '>', range.start)
    .execute();
}

/* ------------------------------------------------------------------ revenue */

/**
 * Money a provider or the club's till received in the range: each settled payment's share of each sale it paid
 * (`payment_sales`), on the day it was paid. A voucher's payment is not money received (the money came when the
 * voucher was bought) and a zero total received nothing.
 */
export function findPaymentLegs(db: Executor, range: InstantRange) {
  return db
    .selectFrom('payment_sales as ps')
    .innerJoin('payments as p', 'p.id', 'ps.payment_id')
    .innerJoin('sales as s', 's.id', 'ps.sale_id')
    .select([
      'p.id as payment_id',
      'ps.sale_id',
      'ps.amount',
      'p.currency',
      'p.paid_at as at',
      'p.provider',
      's.payment_method as sale_method',
      methodNameOf('ps.sale_id'),
    ])
    .where('p.status', 'in', ['paid', 'refund_due'])
    .where('p.paid_at', '>=', range.start)
    .where('p.paid_at', '<', range.end)
    .where('p.provider', 'not in', ['voucher', 'none'])
    .where('ps.amount', '>', 0)
    .execute();
}

/**
 * Money sales took at the desk with no payment behind it (cash or the card terminal, recorded as the sale's method):
 * what a sale was paid beyond what its payments credited it (`sale_payment_means`), on the day the sale was made
 * (no row says when the desk took it). A sale paid online has its means recorded, so it leaves nothing here.
 */
export async function findDeskSales(db: Executor, range: InstantRange) {
  const rows = await db
    .selectFrom('sales as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('sale_payment_means')
          .select(['sale_id', (e) => e.fn.sum<number | string>('amount').as('credited')])
          .groupBy('sale_id')
          .as('m'),
      (join) => join.onRef('m.sale_id', '=', 's.id'),
    )
    .select(['s.id as sale_id', 's.paid', 'm.credited', 's.currency', 's.created_at as at', 's.payment_method as sale_method'])
    .where('s.paid', '>', 0)
    .where('s.created_at', '>=', range.start)
    .where('s.created_at', '<', range.end)
    .execute();
  // PostgreSQL sums integers as bigint (text through the driver).
  return rows.map(({ paid, credited, ...r }) => ({ ...r, amount: paid - Number(credited ?? 0) })).filter((r) => r.amount > 0);
}

/**
 * Money given back to a card in the range, by the day the refund was recorded (the money is no longer the club's,
 * whatever stage the provider is at). A second charge of one payment (no sale) is left out: it was never counted
 * as received (the payment counts once), so its refund takes nothing off.
 */
export function findCardRefundLegs(db: Executor, range: InstantRange) {
  return db
    .selectFrom('card_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('sales as s', 's.id', 'r.sale_id')
    .select([
      'r.id',
      'r.sale_id',
      'r.amount',
      'r.currency',
      'r.created_at as at',
      'p.provider',
      's.payment_method as sale_method',
      methodNameOf('r.sale_id'),
    ])
    .where('r.sale_id', 'is not', null)
    .where('r.created_at', '>=', range.start)
    .where('r.created_at', '<', range.end)
    .execute();
}

/**
 * Money staff gave back from a payment (issue 33 §5) to its card or from the club's till, spread over the sales it
 * paid, by the day the refund was made; the card's leg is its `card_refunds` row without a sale, which
 * `findCardRefundLegs` leaves out. A refund as club credit (a money voucher) gives no money back: not here.
 */
export function findStaffRefundLegs(db: Executor, range: InstantRange) {
  return db
    .selectFrom('staff_refund_sales as rs')
    .innerJoin('staff_refunds as r', 'r.id', 'rs.staff_refund_id')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('sales as s', 's.id', 'rs.sale_id')
    .select([
      'r.id',
      'rs.sale_id',
      'rs.amount',
      'r.currency',
      'r.created_at as at',
      'r.method',
      'p.provider',
      's.payment_method as sale_method',
      methodNameOf('rs.sale_id'),
    ])
    .where('r.method', 'in', ['card', 'club'])
    .where('rs.amount', '>', 0)
    .where('r.created_at', '>=', range.start)
    .where('r.created_at', '<', range.end)
    .execute();
}

/** Money the club gives back at its desk (a booking paid at the club, cancelled), by the day it was recorded. */
export function findClubRefundLegs(db: Executor, range: InstantRange) {
  return db
    .selectFrom('booking_refunds as r')
    .select(['r.id', 'r.sale_id', 'r.amount', 'r.currency', 'r.created_at as at', 'r.payment_method as sale_method'])
    .where('r.method', '=', 'club')
    .where('r.created_at', '>=', range.start)
    .where('r.created_at', '<', range.end)
    .execute();
}

/** The lines of these sales (what a share of their money was for), in their order. */
export function findSaleItems(db: Executor, saleIds: readonly number[]) {
  return inChunks(saleIds, (ids) =>
    db
      .selectFrom('sale_items as i')
      .leftJoin('products as p', 'p.id', 'i.product_id')
      .select(['i.sale_id', 'i.product_id', 'p.name as product_name', 'i.category', 'i.name', 'i.total_with_discount'])
      .where('i.sale_id', 'in', ids)
      .orderBy('i.sale_id')
      .orderBy('i.sort_order')
      .orderBy('i.id')
      .execute(),
  );
}

/** The booking type of each of these sales that pays a booking (the whole court, or a player's share). */
export async function findBookingTypesOfSales(db: Executor, saleIds: readonly number[]) {
  const own = await inChunks(saleIds, (ids) =>
    db
      .selectFrom('bookings as b')
      .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
      .select(['b.sale_id', 't.id as type_id', 't.name as type_name'])
      .where('b.sale_id', 'in', ids)
      .execute(),
  );
  const shares = await inChunks(saleIds, (ids) =>
    db
      .selectFrom('booking_participants as bp')
      .innerJoin('bookings as b', 'b.id', 'bp.booking_id')
      .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
      .select(['bp.sale_id', 't.id as type_id', 't.name as type_name'])
      .where('bp.sale_id', 'in', ids)
      .execute(),
  );
  const bySale = new Map<number, { typeId: number; typeName: string }>();
  for (const r of [...own, ...shares]) if (r.sale_id !== null) bySale.set(r.sale_id, { typeId: r.type_id, typeName: r.type_name });
  return bySale;
}

/* ------------------------------------------------------------------ debts */

/**
 * Sales still owed: pending, not cancelled, something left to pay, and not a hold in progress (a prebooked court
 * or a checkout waiting for its provider is not a debt until it is kept unpaid). Oldest first.
 */
export function findOwedSales(db: Executor) {
  return db
    .selectFrom('sales as s')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      's.id',
      's.number',
      's.customer_id',
      'c.name as customer_name',
      'c.surname as customer_surname',
      's.title',
      's.created_at',
      's.fee_due_date',
      's.periodic_fee_id',
      's.payment_type',
      's.total',
      's.paid',
      's.currency',
    ])
    .where('s.status', '=', 'pending')
    .where('s.hold_expires_at', 'is', null)
    .whereRef('s.paid', '<', 's.total')
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

/**
 * The daily digest's booking counts (issue 33 §8): bookings made in the range that stand or were confirmed (a hold
 * that ran out unpaid is not one), confirmed bookings cancelled in the range, and standing bookings starting in `today`.
 */
export async function countDigestBookings(db: Executor, day: InstantRange, today: InstantRange) {
  const count = async (q: ReturnType<typeof base>) => Number((await q.executeTakeFirst())?.n ?? 0);
  function base() {
    return db.selectFrom('bookings').select((eb) => eb.fn.countAll<number | string>().as('n'));
  }
  const [made, cancelled, starting] = await Promise.all([
    count(
      base()
        .where('created_at', '>=', day.start)
        .where('created_at', '<', day.end)
        .where((eb) => eb.or([eb('status', '=', 'active'), eb('confirmation_sent_at', 'is not', null)])),
    ),
    count(
      base()
        .where('status', '=', 'cancelled')
        .where('cancelled_at', '>=', day.start)
        .where('cancelled_at', '<', day.end)
        .where('confirmation_sent_at', 'is not', null),
    ),
    count(base().where('status', '=', 'active').where('starts_at', '>=', today.start).where('starts_at', '<', today.end)),
  ]);
  return { made, cancelled, starting };
}

/** The shop's low-stock list (as the staff's products page): counted, not archived, at or under the threshold. */
export function findLowStockProducts(db: Executor) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'stock'])
    .where('track_stock', '=', 1)
    .where('archived_at', 'is', null)
    .where((eb) => eb('stock', '<=', eb.ref('low_stock_threshold')))
    .orderBy('name')
    .orderBy('id')
    .execute();
}
