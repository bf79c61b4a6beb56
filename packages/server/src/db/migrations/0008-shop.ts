import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The shop and the member's money (ARCHITECTURE.md, "Shop and the member's money"): catalogue with
 * customer prices and stock, sales with their items (orders, pending sales, fees), vouchers with
 * movements, periodic fees, invoices and expiring document links. Money columns are integer minor units
 * of the row's `currency`; flags are 0/1 integers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);

  await withId(db, db.schema.createTable('product_types'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('product_type_id', 'integer', (c) => c.references('product_types.id').onDelete('set null'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull().defaultTo('article'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('price_basis', 'varchar(5)', (c) => c.notNull().defaultTo('gross'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('net_price', 'integer', (c) => c.notNull())
    .addColumn('gross_price', 'integer', (c) => c.notNull())
    .addColumn('tax_percent', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transport_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('track_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'varchar(1300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_shop_created_idx').on('products').columns(['category', 'published', 'created_at']).execute();
  await db.schema.createIndex('products_shop_price_idx').on('products').columns(['category', 'published', 'gross_price']).execute();
  await db.schema.createIndex('products_popular_idx').on('products').columns(['popular', 'category', 'published', 'created_at']).execute();
  await db.schema
    .createIndex('products_trending_idx')
    .on('products')
    .columns(['trending', 'category', 'published', 'created_at'])
    .execute();
  // Searching scans this narrow index (substring matches cannot seek) instead of rows that carry the HTML detail.
  await db.schema.createIndex('products_search_idx').on('products').columns(['category', 'published', 'search_text']).execute();
  await db.schema.createIndex('products_type_idx').on('products').columns(['product_type_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('product_images'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('file', 'varchar(300)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_images_product_idx').on('product_images').columns(['product_id', 'sort_order']).execute();

  await withId(db, db.schema.createTable('customer_groups'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_group_members')
    .addColumn('customer_group_id', 'integer', (c) => c.notNull().references('customer_groups.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('customer_group_members_pk', ['customer_id', 'customer_group_id'])
    .execute();

  // A price for one customer or for one group (exactly one of the two), in the product's price basis.
  await withId(db, db.schema.createTable('customer_prices'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('customer_group_id', 'integer', (c) => c.references('customer_groups.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('net_price', 'integer', (c) => c.notNull())
    .addColumn('gross_price', 'integer', (c) => c.notNull())
    .addCheckConstraint('customer_prices_one_target', sql`(customer_id is null) <> (customer_group_id is null)`)
    .execute();
  await db.schema
    .createIndex('customer_prices_customer_idx')
    .on('customer_prices')
    .columns(['customer_id', 'product_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('customer_prices_group_idx')
    .on('customer_prices')
    .columns(['customer_group_id', 'product_id'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('periodic_fees'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('period_months', 'integer', (c) => c.notNull())
    // A calendar day of the club (yyyy-MM-dd), not an instant: fees fall due on a date, wherever you are.
    .addColumn('next_due_date', 'varchar(10)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('periodic_fees_customer_idx').on('periodic_fees').column('customer_id').execute();

  await withId(db, db.schema.createTable('sales'))
    .addColumn('number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('online', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('payment_method_type', 'integer')
    .addColumn('payment_method', 'varchar(100)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transport_name', 'varchar(100)')
    .addColumn('periodic_fee_id', 'integer', (c) => c.references('periodic_fees.id'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sales_customer_idx').on('sales').columns(['customer_id', 'status', 'created_at']).execute();

  await withId(db, db.schema.createTable('sale_items'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('buyer_customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('logo', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_with_discount', 'integer', (c) => c.notNull())
    .addColumn('tax_percent', 'integer', (c) => c.notNull())
    .addColumn('parent_identifier', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('parent_id', 'integer')
    .addColumn('parent_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('stock_parent_id', 'integer')
    .addColumn('stock_parent_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('stock_detail', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sale_items_sale_idx').on('sale_items').columns(['sale_id', 'sort_order']).execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().unique().references('sales.id'))
    .addColumn('number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('issued_at', instant, (c) => c.notNull())
    .execute();

  // Download links of invoices and tickets: only a SHA-256 of the token is kept; each expires.
  await withId(db, db.schema.createTable('document_links'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('vouchers'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('expires_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vouchers_customer_idx').on('vouchers').column('customer_id').execute();

  await withId(db, db.schema.createTable('voucher_movements'))
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('previous_amount', 'integer', (c) => c.notNull())
    .addColumn('current_amount', 'integer', (c) => c.notNull())
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id').onDelete('set null'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voucher_movements_voucher_idx').on('voucher_movements').columns(['voucher_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'voucher_movements',
    'vouchers',
    'document_links',
    'invoices',
    'sale_items',
    'sales',
    'periodic_fees',
    'customer_prices',
    'customer_group_members',
    'customer_groups',
    'product_images',
    'products',
    'product_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
