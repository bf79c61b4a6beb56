import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { OrderStateChangesTable, OrderStatesTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

/**
 * Shop orders: sales with shop articles (`sales.delivery` set), not cancelled. Reads the sales' and customers'
 * tables (read-only, as exports and reports do); writes only its own tables.
 */
export type OrderFilter = {
  /** unpaid, paid: no state row yet; the others: the stored state. */
  state?: string | undefined;
  delivery?: 'ship' | 'collect' | undefined;
  fromInstant?: Instant | undefined;
  toInstant?: Instant | undefined;
  customer?: string | undefined;
  id?: number | undefined;
};

export function findOrders(db: Executor, f: OrderFilter, limit: number) {
  let q = db
    .selectFrom('sales as s')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('order_states as o', 'o.sale_id', 's.id')
    .select([
      's.id',
      's.number',
      's.created_at',
      's.customer_id',
      's.status',
      's.delivery',
      's.transport_name',
      's.currency',
      's.total',
      's.paid',
      's.payment_method',
      'o.state',
    ])
    .select(['c.name', 'c.surname', 'c.email', 'c.address_line1', 'c.postal_code', 'c.city', 'c.country'])
    .where('s.delivery', 'is not', null)
    .where('s.status', '<>', 'cancelled');
  if (f.id !== undefined) q = q.where('s.id', '=', f.id);
  if (f.delivery) q = q.where('s.delivery', '=', f.delivery);
  if (f.state === 'unpaid') q = q.where('s.status', '=', 'pending');
  else if (f.state === 'paid') q = q.where('s.status', '=', 'paid').where('o.state', 'is', null);
  else if (f.state) q = q.where('o.state', '=', f.state as OrderStatesTable['state']);
  if (f.fromInstant) q = q.where('s.created_at', '>=', f.fromInstant);
  if (f.toInstant) q = q.where('s.created_at', '<', f.toInstant);
  const search = f.customer?.trim().toLowerCase();
  if (search) {
    const like = `%${search}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.name']), 'like', like),
        eb(eb.fn('lower', ['c.surname']), 'like', like),
        eb(eb.fn('lower', ['c.email']), 'like', like),
        eb(eb.fn('lower', ['s.number']), 'like', like),
      ]),
    );
  }
  return q.orderBy('s.id', 'desc').limit(limit).execute();
}
export type OrderRow = Awaited<ReturnType<typeof findOrders>>[number];

/** The article lines of the orders, with the units each return gave back. */
export async function findOrderLines(db: Executor, saleIds: number[]) {
  if (!saleIds.length) return [];
  return db
    .selectFrom('sale_items as i')
    .select(['i.id', 'i.sale_id', 'i.product_id', 'i.stock_parent_id', 'i.name', 'i.stock_detail', 'i.units', 'i.total_with_discount'])
    .select((eb) =>
      eb
        .selectFrom('order_return_lines as r')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('r.units'), e.lit(0)).as('n'))
        .whereRef('r.sale_item_id', '=', 'i.id')
        .as('returned'),
    )
    .where('i.sale_id', 'in', saleIds)
    .where('i.category', '=', 'article')
    .orderBy('i.sale_id')
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();
}

export function findOrderHistory(db: Executor, saleId: number) {
  return db
    .selectFrom('order_state_changes')
    .select(['from_state', 'to_state', 'note', 'actor_label', 'at'])
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .execute();
}

/** The order's state row, set or moved (the caller holds the sale's row lock). */
export async function saveOrderState(db: Executor, row: Insertable<OrderStatesTable>, existed: boolean) {
  if (existed)
    await db.updateTable('order_states').set({ state: row.state, changed_at: row.changed_at }).where('sale_id', '=', row.sale_id).execute();
  else await db.insertInto('order_states').values(row).execute();
}

export async function insertOrderStateChange(db: Executor, row: Insertable<OrderStateChangesTable>): Promise<number> {
  const { id } = await db.insertInto('order_state_changes').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertOrderReturnLines(db: Executor, changeId: number, lines: ReadonlyArray<{ saleItemId: number; units: number }>) {
  if (!lines.length) return;
  await db
    .insertInto('order_return_lines')
    .values(lines.map((l) => ({ change_id: changeId, sale_item_id: l.saleItemId, units: l.units })))
    .execute();
}
