import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * The staff's sponsors and gallery editors (issue 32 §5): a club file (a sponsor's logo, a gallery photo) is shown
 * or hidden on the home, and archived rather than deleted (a member's card may still name a sponsor's logo). Every
 * file stored so far was shown: published by default.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('file_uploads')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('file_uploads').addColumn('archived_at', instantType(db)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('file_uploads').dropColumn('archived_at').execute();
  await db.schema.alterTable('file_uploads').dropColumn('published').execute();
}
