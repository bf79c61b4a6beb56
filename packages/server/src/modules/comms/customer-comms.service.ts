import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import { findEmail, findEmailSummaries, findSms } from './customer-comms.repository.js';

/** Whose mails a page lists: a customer the caller was authorized for (the accounts decide who may read whose). */
export type CommsReader = { id: number; language: string };

/** A customer's emails and sms, newest first. */
export async function listCustomerComms(db: Db, c: CommsReader) {
  const [emails, smss] = await Promise.all([findEmailSummaries(db, c.id), findSms(db, c.id)]);
  return {
    emails: emails.map((e) => ({ id: e.id, subject: e.subject, created: e.created_at })),
    smss: smss.map((s) => ({ id: s.id, text: s.text, created: s.created_at })),
    // Mails are written in the customer's registered language (mail-templates.ts).
    language: c.language,
  };
}

/**
 * Secret links (activation, password reset, auto login) are never readable through the API: reading
 * them would activate or take over an account without its mailbox. New copies are stored without them;
 * this also blanks any older copy that still has one.
 */
export function withoutSecretLinks(body: string): string {
  return body
    .replace(/(\/customer\/(?:activate|reset-password)\/)[A-Za-z0-9_-]+/g, '$1…')
    .replace(/(\/auto-login\?(?:[^"'\s<]*&(?:amp;)?)?t=)[A-Za-z0-9_-]+/g, '$1…');
}

/** One email sent to the customer, its secret links blanked. */
export async function getCustomerEmail(db: Db, c: CommsReader, id: number) {
  const e = await findEmail(db, c.id, id);
  if (!e) throw new AppError('not_found', 'emailNotFound');
  return { id: e.id, subject: e.subject, body: withoutSecretLinks(e.body), created: e.created_at, language: c.language };
}
