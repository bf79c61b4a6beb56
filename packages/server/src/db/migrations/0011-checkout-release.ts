import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Abandoned checkouts give back what they took (ARCHITECTURE.md, "Checkout and payments"): a payment
 * names the sale its checkout created (`created_sale_id`, null when it only pays existing sales), whose
 * stock and promo use the `release-abandoned-checkouts` job returns when the payment never came.
 * `card_inscriptions`: a customer saving a card at a provider (Transbank Oneclick), from the start of the
 * inscription to the saved card (`payment_token_id`), so the return is matched to who started it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('created_sale_id', 'integer', (c) => c.references('sales.id'))
    .execute();
  await db.schema.createIndex('payments_created_sale_idx').on('payments').column('created_sale_id').execute();
  await withId(db, db.schema.createTable('card_inscriptions'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('token', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('payment_token_id', 'integer', (c) => c.references('payment_tokens.id'))
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_inscriptions').execute();
  await db.schema.dropIndex('payments_created_sale_idx').execute();
  await db.schema.alterTable('payments').dropColumn('created_sale_id').execute();
}
