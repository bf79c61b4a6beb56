import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The member's calendar feed (issue 23 section 8): a secret link per member, only its SHA-256 kept. A new link
 * or "turn off" revokes the live one (revoked_at), so its address stops answering at once; revoked rows stay
 * so the old address can say it was turned off (410) rather than never existed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('calendar_feeds'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .addColumn('revoked_at', instantType(db))
    .execute();
  await db.schema.createIndex('calendar_feeds_customer_idx').on('calendar_feeds').columns(['customer_id', 'revoked_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
