import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { DocumentLinksTable, SaleItemsTable, SalesTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

const saleColumns = [
  'id',
  'number',
  'customer_id',
  'title',
  'online',
  'status',
  'payment_method',
  'currency',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'paid',
  'periodic_fee_id',
  'transport_name',
  'created_at',
] as const;

/** The customer's paid sales, newest first (or one of them). */
export function findPaidSales(db: Executor, customerId: number, saleId?: number) {
  let q = db
    .selectFrom('sales')
    .select(saleColumns)
    .select('delivery')
    // Where a shop order stands once staff moved it (migration 0067, the orders module's table, read here).
    .select((eb) => eb.selectFrom('order_states as o').select('o.state').whereRef('o.sale_id', '=', 'sales.id').as('order_state'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'paid');
  if (saleId !== undefined) q = q.where('id', '=', saleId);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The customer's debts: sales still owing money that hold nothing until paid (a sale with
 * `hold_expires_at` is a checkout under way, online or a prebooked court, which is released unpaid, never
 * owed); fee sales apart or only them. Oldest first.
 */
export function findUnpaidSales(db: Executor, customerId: number, fees: 'without' | 'only') {
  let q = db
    .selectFrom('sales')
    .select(saleColumns)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'pending')
    .where('hold_expires_at', 'is', null)
    .whereRef('paid', '<', 'total');
  q = fees === 'only' ? q.where('periodic_fee_id', 'is not', null) : q.where('periodic_fee_id', 'is', null);
  return q.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

export function findSale(db: Executor, saleId: number) {
  return db.selectFrom('sales').select(saleColumns).where('id', '=', saleId).executeTakeFirst();
}
export type SaleRow = NonNullable<Awaited<ReturnType<typeof findSale>>>;

export function findSaleItems(db: Executor, saleIds: number[]) {
  if (!saleIds.length) return Promise.resolve([]);
  return db
    .selectFrom('sale_items')
    .selectAll()
    .where('sale_id', 'in', saleIds)
    .orderBy('sale_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findInvoicedSaleIds(db: Executor, saleIds: number[]): Promise<Set<number>> {
  if (!saleIds.length) return new Set();
  const rows = await db.selectFrom('invoices').select('sale_id').where('sale_id', 'in', saleIds).execute();
  return new Set(rows.map((r) => r.sale_id));
}

export function findInvoice(db: Executor, saleId: number) {
  return db.selectFrom('invoices').select(['number', 'issued_at']).where('sale_id', '=', saleId).executeTakeFirst();
}

export function findPeriodicFees(db: Executor, customerId: number) {
  return db.selectFrom('periodic_fees').selectAll().where('customer_id', '=', customerId).orderBy('description').orderBy('id').execute();
}

export async function insertSale(
  db: Executor,
  sale: Insertable<SalesTable>,
  items: Omit<Insertable<SaleItemsTable>, 'sale_id' | 'sort_order'>[],
): Promise<number> {
  const { id } = await db.insertInto('sales').values(sale).returning('id').executeTakeFirstOrThrow();
  if (items.length)
    await db
      .insertInto('sale_items')
      .values(items.map((item, i) => ({ ...item, sale_id: id, sort_order: i })))
      .execute();
  return id;
}

/** Every periodic fee with its member's name, by description (the translations editor). */
export function findAllPeriodicFees(db: Executor) {
  return db
    .selectFrom('periodic_fees as f')
    .innerJoin('customers as c', 'c.id', 'f.customer_id')
    .select(['f.id', 'f.description', 'c.name', 'c.surname'])
    .orderBy('f.description')
    .orderBy('f.id')
    .execute();
}

export async function insertInvoice(db: Executor, saleId: number, number: string, issuedAt: Instant): Promise<void> {
  await db.insertInto('invoices').values({ sale_id: saleId, number, issued_at: issuedAt }).execute();
}

export async function insertDocumentLink(db: Executor, link: Insertable<DocumentLinksTable>): Promise<void> {
  await db.insertInto('document_links').values(link).execute();
}

/** A link that has not expired at `now`. */
export function findLiveDocumentLink(db: Executor, kind: DocumentLinksTable['kind'], tokenHash: string, now: Instant) {
  return db
    .selectFrom('document_links')
    .select(['sale_id', 'expires_at'])
    .where('kind', '=', kind)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteExpiredDocumentLinks(db: Executor, now: Instant): Promise<void> {
  await db.deleteFrom('document_links').where('expires_at', '<=', now).execute();
}

/** Sales by id with their payment state: who owes, how much, how they may be paid, and what they hold until when. */
export function findSalesByIds(db: Executor, saleIds: number[]) {
  if (!saleIds.length) return Promise.resolve([]);
  return db
    .selectFrom('sales')
    .select([...saleColumns, 'payment_method_type', 'payment_type', 'payment_deadline', 'hold_expires_at'])
    .where('id', 'in', saleIds)
    .execute();
}

/** Moves a sale to `cancelled` from one of `from`; false when it was in no such state (paid meanwhile). */
export async function updateSaleStatus(
  db: Executor,
  saleId: number,
  from: SalesTable['status'][],
  to: SalesTable['status'],
): Promise<boolean> {
  const res = await db.updateTable('sales').set({ status: to }).where('id', '=', saleId).where('status', 'in', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updatePendingSaleHold(db: Executor, saleId: number, until: Instant): Promise<boolean> {
  const res = await db
    .updateTable('sales')
    .set({ hold_expires_at: until })
    .where('id', '=', saleId)
    .where('status', '=', 'pending')
    .where('paid', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updateSalePayment(
  db: Executor,
  saleId: number,
  values: { paid: number; status: 'paid' | 'pending'; payment_method_type: number; payment_method: string },
): Promise<void> {
  await db.updateTable('sales').set(values).where('id', '=', saleId).execute();
}

/** The categories of the lines of each sale (what a sessions voucher may pay). */
export function findSaleCategories(db: Executor, saleIds: number[]) {
  if (!saleIds.length) return Promise.resolve([]);
  return db.selectFrom('sale_items').select(['sale_id', 'category']).where('sale_id', 'in', saleIds).execute();
}

/** Sale numbers already taken among `base` and `base-<n>` (a booking place sold more than once). */
export async function findSaleNumbersLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sales')
    .select('number')
    .where((eb) => eb.or([eb('number', '=', base), eb('number', 'like', `${base}-%`)]))
    .execute();
  return rows.map((r) => r.number);
}

/**
 * A pending, unpaid sale of one line at a new price (a booking the desk moved): the line and the totals, only while
 * nothing is paid (a conditional update: a payment that got there first keeps its price). False when it was paid.
 */
export async function updateUnpaidSinglePrice(db: Executor, saleId: number, price: number): Promise<boolean> {
  const res = await db
    .updateTable('sales')
    .set({ subtotal: price, total: price, discount: 0 })
    .where('id', '=', saleId)
    .where('status', '=', 'pending')
    .where('paid', '=', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('sale_items')
    .set({ unit_price: price, subtotal: price, discount: 0, total_with_discount: price })
    .where('sale_id', '=', saleId)
    .execute();
  return true;
}
