import { sql, type Kysely } from 'kysely';

/**
 * At most one open setup link (issue 31 §1): two server instances starting at once on a fresh database each
 * found none and each minted one. The database now refuses the second; links that lapsed unused are closed
 * (`used_at` set to their expiry) before a new one is minted, so they never block it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Close all but the newest open setup link a database may already hold.
  await sql`UPDATE staff_tokens SET used_at = expires_at
    WHERE purpose = 'setup' AND used_at IS NULL
      AND id < (SELECT MAX(id) FROM staff_tokens WHERE purpose = 'setup' AND used_at IS NULL)`.execute(db);
  await db.schema
    .createIndex('staff_tokens_one_open_setup')
    .on('staff_tokens')
    .column('purpose')
    .unique()
    .where(sql.ref('purpose'), '=', 'setup')
    .where(sql.ref('used_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('staff_tokens_one_open_setup').execute();
}
