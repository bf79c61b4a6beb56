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
  };
}

export async function getCustomerEmail(db: Db, session: SessionClaims | null, customerId: number, id: number) {
  const c = await authorizeCustomer(db, session, customerId);
  const e = await findEmail(db, c.id, id);
  if (!e) throw new AppError('not_found', 'emailNotFound');
  return { id: e.id, subject: e.subject, body: e.body, created: e.created_at };
}
