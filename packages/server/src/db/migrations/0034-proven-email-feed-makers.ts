import { sql, type Kysely } from 'kysely';

/**
 * Consent nobody gave (issue 29 section 5).
 *
 * `customers.proven_email`: the address the account's activation or reset link last came to. A newsletter tick
 * confirms at once only on that address; a profile's new address gets the newsletter's own confirmation mail.
 * Active accounts proved the address they have today (as far as we know).
 *
 * `calendar_feeds.made_by_id` / `made_by_version`: who made the feed (the member, or the parent for a child)
 * and that account's session version then. A feed stands only while its maker's sessions do (a password reset
 * ends it) and, for a child's, while the child is still linked to the maker.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('proven_email', 'varchar(320)').execute();
  await db
    .updateTable('customers')
    .set({ proven_email: sql`lower(email)` })
    .where('status', '=', 0)
    .where('email', 'is not', null)
    .execute();
  await db.schema.alterTable('calendar_feeds').addColumn('made_by_id', 'integer').execute();
  await db.schema.alterTable('calendar_feeds').addColumn('made_by_version', 'integer').execute();
  await db
    .updateTable('calendar_feeds')
    .set({
      made_by_id: sql`customer_id`,
      made_by_version: sql`(select session_version from customers where customers.id = calendar_feeds.customer_id)`,
    })
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('calendar_feeds').dropColumn('made_by_version').execute();
  await db.schema.alterTable('calendar_feeds').dropColumn('made_by_id').execute();
  await db.schema.alterTable('customers').dropColumn('proven_email').execute();
}
