import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Door credentials (issue 29 section 1): every member card QR and booking door code issued, by its opaque id
 * (`credential_id`, the `jti` it carries), so each can be revoked and the doors can fetch the list of revoked
 * ones. `key_id` names the key that signed it: a new key ends every code signed with the old one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('door_credentials'))
    .addColumn('credential_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('key_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
    // The session (its jti) a member card QR was shown to: a new QR for the same session replaces it.
    .addColumn('session_id', 'varchar(40)')
    .addColumn('not_before', instantType(db), (c) => c.notNull())
    .addColumn('expires_at', instantType(db), (c) => c.notNull())
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .addColumn('revoked_at', instantType(db))
    .execute();
  await db.schema.createIndex('door_credentials_customer_idx').on('door_credentials').columns(['customer_id', 'kind']).execute();
  await db.schema.createIndex('door_credentials_expires_idx').on('door_credentials').columns(['expires_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('door_credentials').execute();
}
