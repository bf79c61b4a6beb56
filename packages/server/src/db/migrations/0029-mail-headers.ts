import { sql, type Kysely } from 'kysely';

/**
 * Mail headers of a queued mail (JSON object, or null): a newsletter mail's `List-Unsubscribe` and
 * `List-Unsubscribe-Post` (RFC 8058), which let mail programs show their own unsubscribe button.
 *
 * And the member's "news and offers by email" tick now is their newsletter consent: members who gave it on
 * an activated account (its address proven) before join the list, confirmed, dated by the account's
 * creation. An address the list already knows keeps its state, and one that unsubscribed from it has the
 * tick of its accounts cleared (the list's unsubscribe is the member's last word we know of).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  const address = sql<string>`lower(email)`;
  await db
    .insertInto('newsletter_subscribers')
    .columns(['email', 'language', 'status', 'consent_at', 'confirmed_at'])
    .expression((eb) =>
      eb
        .selectFrom('customers')
        .select([
          address.as('email'),
          sql<string>`min(language)`.as('language'),
          sql<string>`'confirmed'`.as('status'),
          sql`min(created_at)`.as('consent_at'),
          sql`min(created_at)`.as('confirmed_at'),
        ])
        .where('ok_rss', '=', 1)
        .where('status', '=', 0) // active
        .where('email', 'is not', null)
        .where('email', '!=', '')
        .where('deleted_at', 'is', null)
        .where(address, 'not in', eb.selectFrom('newsletter_subscribers').select('email'))
        .groupBy(address),
    )
    .execute();
  await db
    .updateTable('customers')
    .set({ ok_rss: 0 })
    .where('ok_rss', '=', 1)
    .where(address, 'in', db.selectFrom('newsletter_subscribers').select('email').where('status', '=', 'unsubscribed'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
}
