import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * Merging two duplicates (issue 33 §4): the customer merged away stays as a record pointing at the one that
 * survived (`merged_into_id`, when: `merged_at`), so old links, the audit log and the books that name it stay
 * explainable. It is also `deleted_at` (from the same instant): every reader that leaves erased customers out
 * (sign-in, search, pickers) leaves it out without knowing of merges.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('merged_into_id', 'integer', (c) => c.references('customers.id'))
    .execute();
  await db.schema.alterTable('customers').addColumn('merged_at', instantType(db)).execute();
  await db.schema.createIndex('customers_merged_into_idx').on('customers').column('merged_into_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_merged_into_idx').execute();
  await db.schema.alterTable('customers').dropColumn('merged_at').execute();
  await db.schema.alterTable('customers').dropColumn('merged_into_id').execute();
}
