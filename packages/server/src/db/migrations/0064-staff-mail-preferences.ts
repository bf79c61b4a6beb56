import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * Staff mail preferences (issue 33 §8). `staff_mail_preferences`: one row per staff account that has chosen which
 * mails it receives (a JSON array of kinds, contract `STAFF_MAIL_KINDS`); an account without a row receives its
 * role's defaults. `staff_digest_days`: the club days whose daily digest has gone out, one row each (the primary
 * key), written in the unit of work that queues the digest's mails, so the job run again sends nothing twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_mail_preferences')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('updated_at', instantType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_digest_days')
    // The club day the digest is about, YYYY-MM-DD.
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('sent_at', instantType(db), (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_digest_days').execute();
  await db.schema.dropTable('staff_mail_preferences').execute();
}
