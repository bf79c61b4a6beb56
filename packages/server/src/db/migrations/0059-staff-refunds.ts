import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Refunds made by staff at the desk (issue 33 §5). `staff_refunds`: one row per refund of a payment, its
 * client's idempotency key unique (a double click makes one refund); `staff_refund_sales` spreads it over the
 * sales the payment paid, so a later cancel of one of them gives back only what is left of it. A refund sent
 * back to the card is a `card_refunds` row (reason `staff`) sent by the card-refunds job. `refund_settlements`:
 * a refund left for the club (a pending `booking_refunds` row paid at the club, a failed or manual card refund)
 * settled by staff, once (unique per source row).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await withId(db, db.schema.createTable('staff_refunds'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // original: back the way it was paid; credit: a money voucher of the customer.
    .addColumn('destination', 'varchar(10)', (c) => c.notNull())
    // card (a card_refunds row), voucher, club (given back at the desk).
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('card_refund_id', 'integer', (c) => c.references('card_refunds.id'))
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id'))
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('actor_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_refunds_payment_idx').on('staff_refunds').column('payment_id').execute();
  await db.schema
    .createTable('staff_refund_sales')
    .addColumn('staff_refund_id', 'integer', (c) => c.notNull().references('staff_refunds.id'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_refund_sales_pk', ['staff_refund_id', 'sale_id'])
    .execute();
  await db.schema.createIndex('staff_refund_sales_sale_idx').on('staff_refund_sales').column('sale_id').execute();
  await withId(db, db.schema.createTable('refund_settlements'))
    // booking_refund or card_refund, and its row.
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    // cash, terminal (the desk's card terminal), credit (a money voucher).
    .addColumn('how', 'varchar(10)', (c) => c.notNull())
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id'))
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_label', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addUniqueConstraint('refund_settlements_source_uq', ['source', 'source_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refund_settlements').execute();
  await db.schema.dropTable('staff_refund_sales').execute();
  await db.schema.dropTable('staff_refunds').execute();
}
