import type { Selectable } from 'kysely';
import { isSqlite, type Executor } from '../db/dialect.js';
import type { MailOutboxTable } from '../db/schema.js';
import type { Instant } from './clock.js';

export type OutboxRow = Selectable<MailOutboxTable>;

export type NewOutboxMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  customerEmailId?: number | undefined;
  /** Small text attachments (a booking's .ics), kept with the mail until it is sent. */
  attachments?: MailAttachment[] | undefined;
  /** Extra headers (a newsletter mail's List-Unsubscribe, RFC 8058), kept with the mail until it is sent. */
  headers?: Record<string, string> | undefined;
};

export type MailAttachment = { filename: string; contentType: string; content: string };

export async function insertOutboxMail(db: Executor, mail: NewOutboxMail, now: Instant): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      reply_to: mail.replyTo ?? null,
      customer_email_id: mail.customerEmailId ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` due mails for one sender until `claimUntil`, in one statement. On PostgreSQL rows
 * another instance is claiming are skipped (SKIP LOCKED), so no mail goes to two senders.
 */
export async function claimDueMails(db: Executor, now: Instant, claimUntil: Instant, limit: number): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('id')
    .limit(limit);
  return db
    .updateTable('mail_outbox')
    .set({ claimed_until: claimUntil })
    .where('id', 'in', isSqlite(db) ? due : due.forUpdate().skipLocked())
    .returningAll()
    .execute();
}

export async function markOutboxSent(db: Executor, row: OutboxRow, now: Instant): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, claimed_until: null, attempts: row.attempts + 1, last_error: null })
    .where('id', '=', row.id)
    .execute();
  if (row.customer_email_id !== null) {
    await db.updateTable('customer_emails').set({ sent_at: now, error: null }).where('id', '=', row.customer_email_id).execute();
  }
}

/** Records a failed attempt: retried at `retryAt`, or given up (`retryAt` null). */
export async function markOutboxFailure(db: Executor, row: OutboxRow, error: string, now: Instant, retryAt: Instant | null): Promise<void> {
  const lastError = error.slice(0, 500);
  await db
    .updateTable('mail_outbox')
    .set({
      attempts: row.attempts + 1,
      claimed_until: null,
      last_error: lastError,
      ...(retryAt ? { next_attempt_at: retryAt } : { failed_at: now }),
    })
    .where('id', '=', row.id)
    .execute();
  if (row.customer_email_id !== null) {
    await db.updateTable('customer_emails').set({ error: lastError }).where('id', '=', row.customer_email_id).execute();
  }
}
