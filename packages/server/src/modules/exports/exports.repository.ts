import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/**
 * The exports' reads (issue 32 §7): one page at a time, by id after the last one read (keyset), so a club of
 * 50,000 customers is never in memory at once (SQLite's statements are cached: no `stream()`). Read-only views
 * over the tables accounts, bookings, sales and shop own; nothing here writes.
 */

/** Rows one query reads. */
export const EXPORT_PAGE = 500;

/** An instant range, start included, end excluded. */
export type InstantRange = { start: Instant; end: Instant };

/** Customers not deleted (a deleted account's personal data is wiped), by id. */
export function findCustomersPage(db: Executor, afterId: number, limit = EXPORT_PAGE) {
  return db
    .selectFrom('customers')
    .select([
      'id',
      'name',
      'surname',
      'email',
      'phone',
      'birth_date',
      'address_line1',
      'postal_code',
      'city',
      'country',
      'language',
      'status',
      'ok_rss',
      'parent_id',
      'created_at',
    ])
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Bookings starting in the range (cancelled ones too), by id, with their type and owner. */
export function findBookingsPage(db: Executor, range: InstantRange, afterId: number, limit = EXPORT_PAGE) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
    .leftJoin('customers as c', 'c.id', 'b.owner_customer_id')
    .select([
      'b.id',
      'b.starts_at',
      'b.ends_at',
      'b.duration_minutes',
      't.name as type_name',
      'b.owner_customer_id',
      'c.name as owner_name',
      'c.surname as owner_surname',
      'b.status',
      'b.price',
      'b.currency',
      'b.sale_id',
      'b.origin',
      'b.created_at',
      'b.cancelled_at',
    ])
    .where('b.starts_at', '>=', range.start)
    .where('b.starts_at', '<', range.end)
    .where('b.id', '>', afterId)
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** The courts (resources) the bookings take, one row per block. */
export function findBookingCourts(db: Executor, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_blocks as k')
    .innerJoin('resources as r', 'r.id', 'k.resource_id')
    .select(['k.booking_id', 'r.name'])
    .where('k.booking_id', 'in', bookingIds)
    .orderBy('k.booking_id')
    .orderBy('r.name')
    .execute();
}

/** Sales made in the range, by id, with their customer. */
export function findSalesPage(db: Executor, range: InstantRange, afterId: number, limit = EXPORT_PAGE) {
  return db
    .selectFrom('sales as s')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      's.id',
      's.number',
      's.created_at',
      's.customer_id',
      'c.name as customer_name',
      'c.surname as customer_surname',
      's.title',
      's.status',
      's.online',
      's.payment_method',
      's.currency',
      's.subtotal',
      's.discount',
      's.shipping',
      's.total',
      's.paid',
    ])
    .where('s.created_at', '>=', range.start)
    .where('s.created_at', '<', range.end)
    .where('s.id', '>', afterId)
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

/** Stock movements made in the range, by id, with their product's name. */
export function findStockMovementsPage(db: Executor, range: InstantRange, afterId: number, limit = EXPORT_PAGE) {
  return db
    .selectFrom('stock_movements as m')
    .innerJoin('products as p', 'p.id', 'm.product_id')
    .select([
      'm.id',
      'm.at',
      'm.product_id',
      'p.name as product_name',
      'm.kind',
      'm.quantity',
      'm.stock_after',
      'm.reason',
      'm.sale_id',
      'm.actor_label',
    ])
    .where('m.at', '>=', range.start)
    .where('m.at', '<', range.end)
    .where('m.id', '>', afterId)
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** The names of the groups each of these customers is in, by customer, alphabetically. */
export async function findGroupNamesOfCustomers(db: Executor, customerIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (!customerIds.length) return names;
  const rows = await db
    .selectFrom('customer_group_members as m')
    .innerJoin('customer_groups as g', 'g.id', 'm.customer_group_id')
    .select(['m.customer_id', 'g.name'])
    .where('m.customer_id', 'in', [...customerIds])
    .orderBy('g.name')
    .execute();
  for (const r of rows) (names.get(r.customer_id) ?? names.set(r.customer_id, []).get(r.customer_id)!).push(r.name);
  return names;
}
