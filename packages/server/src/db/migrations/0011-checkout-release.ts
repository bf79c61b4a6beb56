import type { Kysely } from 'kysely';

/**
 * Abandoned checkouts give back what they took (ARCHITECTURE.md, "Checkout and payments"): a payment
 * names the sale its checkout created (`created_sale_id`, null when it only pays existing sales), whose
 * stock and promo use the `release-abandoned-checkouts` job returns when the payment never came.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('created_sale_id', 'integer', (c) => c.references('sales.id')).execute();
  await db.schema.createIndex('payments_created_sale_idx').on('payments').column('created_sale_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_created_sale_idx').execute();
  await db.schema.alterTable('payments').dropColumn('created_sale_id').execute();
}
