import type { Executor } from '../../db/dialect.js';
import type { NewsletterSubscribersTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export type SubscriberRow = { id: number; email: string; language: string; status: NewsletterSubscribersTable['status'] };

export function findSubscriberByEmail(db: Executor, email: string): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'language', 'status'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findSubscriber(db: Executor, id: number): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscribers').select(['id', 'email', 'language', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function insertPendingSubscriber(db: Executor, s: { email: string; language: string }, now: Instant): Promise<number> {
  const row = await db
    .insertInto('newsletter_subscribers')
    .values({ email: s.email, language: s.language, status: 'pending', consent_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new request to subscribe: consent dated again, pending until the new link is followed. */
export async function markPending(db: Executor, id: number, language: string, now: Instant): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'pending', language, consent_at: now, unsubscribed_at: null })
    .where('id', '=', id)
    .execute();
}

/** A member's consent for an address already proven (their activated account's): confirmed at once, dated. */
export async function insertConfirmedSubscriber(db: Executor, s: { email: string; language: string }, now: Instant): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: s.email, language: s.language, status: 'confirmed', consent_at: now, confirmed_at: now })
    .execute();
}

/** A new consent for an address already proven: confirmed again, consent and confirmation dated now. */
export async function markConsentConfirmed(db: Executor, id: number, language: string, now: Instant): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', language, consent_at: now, confirmed_at: now, unsubscribed_at: null })
    .where('id', '=', id)
    .execute();
}

export async function markConfirmed(db: Executor, id: number, now: Instant): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'confirmed', confirmed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function markUnsubscribed(db: Executor, id: number, now: Instant): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}
