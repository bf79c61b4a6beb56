import { sql, type Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * One waitlist engine (issue 34 §2, modules/waitlists): it moves the entries of both owner tables, so both
 * carry its columns (id, customer_id, status, offer_expires_at, updated_at). The activities' line gets
 * `updated_at` (when the entry last moved), set to when it joined for the rows it already has. The two tables
 * stay apart: their ids are public (offer links, leave paths) and named by append-only audit records.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_waitlist').addColumn('updated_at', instantType(db)).execute();
  await sql`UPDATE activity_waitlist SET updated_at = created_at`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activity_waitlist').dropColumn('updated_at').execute();
}
