import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { StockMovementsTable } from '../../db/schema.js';

/**
 * Adds `quantity` (negative: takes) to a counted stock, never below zero. Returns the new stock, or null when
 * nothing changed: the product does not count its stock, or has fewer units than `-quantity`.
 */
export async function addToStock(db: Executor, productId: number, quantity: number): Promise<number | null> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .where('track_stock', '=', 1)
    .where((eb) => eb(eb('stock', '+', quantity), '>=', 0))
    .returning('stock')
    .executeTakeFirst();
  return row ? row.stock : null;
}

export async function insertStockMovement(db: Executor, values: Insertable<StockMovementsTable>): Promise<number> {
  const row = await db.insertInto('stock_movements').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A product's movements, latest first. */
export function findStockMovements(db: Executor, productId: number, limit: number) {
  return db.selectFrom('stock_movements').selectAll().where('product_id', '=', productId).orderBy('id', 'desc').limit(limit).execute();
}

/** Per sale line, the units its sale still holds: what was sold minus what came back. */
export async function findSaleHeldStock(db: Executor, saleId: number) {
  const rows = await db
    .selectFrom('stock_movements')
    .select((eb) => ['product_id', 'sale_item_id', eb.fn.sum<number>('quantity').as('net')])
    .where('sale_id', '=', saleId)
    .groupBy(['product_id', 'sale_item_id'])
    .orderBy('product_id')
    .execute();
  return rows.map((r) => ({ productId: r.product_id, saleItemId: r.sale_item_id, held: -Number(r.net) })).filter((r) => r.held > 0);
}

/** A product's name and low-stock threshold (the staff's alert when a move takes it to or under the threshold). */
export function findStockThreshold(db: Executor, productId: number) {
  return db.selectFrom('products').select(['id', 'name', 'low_stock_threshold']).where('id', '=', productId).executeTakeFirst();
}
