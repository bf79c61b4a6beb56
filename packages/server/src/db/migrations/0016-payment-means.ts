import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * What paid each sale (issue 19, section 2): a sale paid with one session of a voucher was refunded as
 * money to the wallet, because nothing said how it was paid. One row per payment that settled a sale:
 * `means` voucher (with the voucher and what was taken from it: sessions, or minor units of money), provider
 * (a card or wallet charged by the named provider), club (paid at the club) or none (nothing to pay);
 * `amount` is what the sale was credited. A cancel gives each back the way it came.
 * Also: the reason a provider gave for declining a payment (shown on /cz/ko), and the sessions a booking
 * refund gave back to a sessions voucher.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('sale_payment_means'))
    .addColumn('sale_id', 'integer', (c) => c.notNull().references('sales.id'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('means', 'varchar(10)', (c) => c.notNull())
    .addColumn('provider', 'varchar(30)', (c) => c.notNull())
    .addColumn('method_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id'))
    .addColumn('voucher_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sale_payment_means_sale_idx').on('sale_payment_means').columns(['sale_id']).execute();
  await db.schema.createIndex('sale_payment_means_payment_idx').on('sale_payment_means').columns(['payment_id']).execute();
  await db.schema.alterTable('payments').addColumn('decline_reason', 'varchar(300)').execute();
  await db.schema
    .alterTable('booking_refunds')
    .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_refunds').dropColumn('sessions').execute();
  await db.schema.alterTable('payments').dropColumn('decline_reason').execute();
  await db.schema.dropTable('sale_payment_means').execute();
}
