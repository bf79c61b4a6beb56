import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Card refunds sent to the payment provider (ARCHITECTURE.md, "Card refunds"): one row per charge share
 * to give back, whether a cancelled booking's sale or money a payment received for sales that could not
 * take it (`refund_due`). `notification_id` is the paid notification of the charge (what the provider
 * is told to refund); `sale_id` the sale whose share it is (null for a payment charged twice). The
 * `card-refunds` job claims a pending row (pending -> sending), then it is done (with the provider's
 * refund id), failed (with the provider's message), or manual (a provider without a refund API).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await withId(db, db.schema.createTable('card_refunds'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('notification_id', 'integer', (c) => c.notNull().references('payment_notifications.id'))
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id'))
    .addColumn('reason', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('provider_refund_id', 'varchar(100)')
    .addColumn('message', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('done_at', instant)
    .execute();
  await db.schema.createIndex('card_refunds_status_idx').on('card_refunds').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('card_refunds_sale_idx').on('card_refunds').columns(['sale_id', 'payment_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_refunds').execute();
}
