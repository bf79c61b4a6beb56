import { type Kysely } from 'kysely';

/**
 * Product variants (issue 32 §4): a size or colour of a shop article is a product of its own (its own stock,
 * through the stock ledger, and its own sale lines) under its parent (`parent_product_id`), in the parent's
 * order (`sort_order`). `own_price` 0: it sells at its parent's price, copied onto it by every write of the
 * parent; 1: at its own. The shop lists and searches parents only; a parent with variants sells them, not
 * itself. No foreign key: SQLite cannot drop a column that has one (the migration steps back), and only the shop's
 * variant use cases write it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('parent_product_id', 'integer').execute();
  await db.schema
    .alterTable('products')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('own_price', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('products_parent_idx').on('products').columns(['parent_product_id', 'sort_order']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_parent_idx').execute();
  await db.schema.alterTable('products').dropColumn('own_price').execute();
  await db.schema.alterTable('products').dropColumn('sort_order').execute();
  await db.schema.alterTable('products').dropColumn('parent_product_id').execute();
}
