import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/access.service.js';
import { findEmail, findEmailSummaries, findSms } from './customer-comms.repository.js';

export async function listCustomerComms(db: Db, session: SessionClaims | null, customerId: number) {
  const c = await authorizeCustomer(db, session, customerId);
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

export async function getCustomerEmail(db: Db, session: SessionClaims | null, customerId: number, id: number) {
  const c = await authorizeCustomer(db, session, customerId);
  const e = await findEmail(db, c.id, id);
  if (!e) throw new AppError('not_found', 'emailNotFound');
  return { id: e.id, subject: e.subject, body: withoutSecretLinks(e.body), created: e.created_at, language: c.language };
}
