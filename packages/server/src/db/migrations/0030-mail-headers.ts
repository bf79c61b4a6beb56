import type { Kysely } from 'kysely';

/**
 * Mail headers of a queued mail (JSON object, or null): a newsletter mail's `List-Unsubscribe` and
 * `List-Unsubscribe-Post` (RFC 8058), which let mail programs show their own unsubscribe button.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
}
