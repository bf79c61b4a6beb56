import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Checkout and payments (ARCHITECTURE.md, "Checkout and payments"): one payment per checkout (keyed by
 * the cart's guid), the sales it pays, every provider notification (unique per provider transaction id,
 * so a replayed one changes nothing), promo codes and transports. Sales learn how they may be paid:
 * `payment_type` (PaymentType: 1 full, 2 shared), `payment_deadline` of a shared payment, and
 * `hold_expires_at` of a sale that holds something (a prebooked court) only until then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);

  await db.schema
    .alterTable('sales')
    .addColumn('payment_type', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('sales').addColumn('payment_deadline', instant).execute();
  await db.schema.alterTable('sales').addColumn('hold_expires_at', instant).execute();

  await withId(db, db.schema.createTable('transports'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_time', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A code off the shop lines of a checkout: a percent, or an amount (minor units of `currency`).
  await withId(db, db.schema.createTable('promos'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)')
    .addColumn('min_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('valid_from', instant)
    .addColumn('valid_until', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .addCheckConstraint('promos_kind', sql`kind in ('percent', 'amount')`)
    .execute();

  // One payment per checkout: `guid` is the cart's, so a checkout sent twice finds the first one.
  await withId(db, db.schema.createTable('payments'))
    .addColumn('guid', 'varchar(64)', (c) => c.unique())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('method_type', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    // The current attempt's reference at the provider (Redsys Ds_Order, Stripe PaymentIntent id...).
    .addColumn('provider_ref', 'varchar(100)')
    // A declined payment tried again is a new attempt: a new order at the provider.
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    // Money received that the club must give back (a hold that expired, a second attempt that also paid).
    .addColumn('refund_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('promo_id', 'integer', (c) => c.references('promos.id'))
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('paid_at', instant)
    .execute();
  await db.schema.createIndex('payments_status_idx').on('payments').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('payment_sales')
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_sales_pk', ['payment_id', 'sale_id'])
    .execute();
  await db.schema.createIndex('payment_sales_sale_idx').on('payment_sales').column('sale_id').execute();

  // Every reference a payment had at its provider (one per attempt): late news of an old attempt still finds it.
  await db.schema
    .createTable('payment_refs')
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(100)', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('payment_refs_pk', ['provider', 'provider_ref'])
    .execute();

  // Every notification a provider sent, once: the unique id is what makes a replay a no-op.
  await withId(db, db.schema.createTable('payment_notifications'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(150)', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('provider_ref', 'varchar(100)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'integer')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', instant, (c) => c.notNull())
    .addUniqueConstraint('payment_notifications_txn', ['provider', 'transaction_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_notifications', 'payment_refs', 'payment_sales', 'payments', 'promos', 'transports'])
    await db.schema.dropTable(table).execute();
  for (const column of ['hold_expires_at', 'payment_deadline', 'payment_type'])
    await db.schema.alterTable('sales').dropColumn(column).execute();
}
