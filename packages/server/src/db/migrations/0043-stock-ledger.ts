import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The stock ledger (issue 32 §4): every change of a product's counted stock is a movement (received, sold,
 * returned, adjusted with a reason, or the opening balance), and `products.stock` is their sum, kept in the
 * same unit of work by the one function that writes a movement (`moveStock`). Each product with stock today
 * gets one opening movement of that stock, so the sum already holds. Products also get a low-stock threshold
 * (at or under it, a tracked product is on the low-stock list) and `archived_at` (archived: unpublished and
 * kept, as sales point at it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await withId(db, db.schema.createTable('stock_movements'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id'))
    .addColumn('sale_item_id', 'integer')
    .addColumn('actor_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_movements_product_idx').on('stock_movements').columns(['product_id', 'id']).execute();
  await db.schema
    .alterTable('products')
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await db.schema.alterTable('products').addColumn('archived_at', instant).execute();
  await sql`insert into stock_movements (product_id, kind, quantity, stock_after, reason, actor_kind, actor_label, at)
    select id, 'opening', stock, stock, '', 'system', 'migration-0043', updated_at from products where stock <> 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table stock_movements`.execute(db);
  await db.schema.alterTable('products').dropColumn('archived_at').execute();
  await db.schema.alterTable('products').dropColumn('low_stock_threshold').execute();
}
