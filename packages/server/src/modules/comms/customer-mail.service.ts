import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/dialect.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RenderedMail } from './mail-templates.js';
import { insertCustomerEmail, markEmailSent } from './customer-mail.repository.js';

export type MailDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Every mail to a customer goes through here: stored first (it shows on their Communications page even
 * if delivery fails), then sent; the outcome is recorded. Delivery errors are logged, not thrown.
 */
export async function sendCustomerEmail(deps: MailDeps, customer: { id: number; email: string }, mail: RenderedMail): Promise<void> {
  const id = await insertCustomerEmail(deps.db, { customerId: customer.id, to: customer.email, subject: mail.subject, body: mail.html });
  try {
    await deps.mailer.send({ to: customer.email, subject: mail.subject, text: mail.text, html: mail.html });
    await markEmailSent(deps.db, id, null);
  } catch (err) {
    deps.log.error({ err, emailId: id }, 'customer mail stored but not delivered');
    await markEmailSent(deps.db, id, err instanceof Error ? err.message : String(err));
  }
}
