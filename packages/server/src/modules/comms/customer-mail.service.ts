import type { Executor } from '../../db/dialect.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import type { MailOutbox } from './mail-outbox.service.js';
import type { MailAttachment } from './mail-outbox.repository.js';
import type { RenderedMail } from './mail-templates.js';
import { insertCustomerEmail } from './customer-mail.repository.js';

export type MailDeps = { clock: Clock; outbox: MailOutbox };

/**
 * Every mail to a customer goes through here, inside the caller's unit of work: stored for their
 * Communications page and queued in the outbox, which sends it once the work commits.
 */
export async function queueCustomerEmail(
  db: Executor,
  deps: MailDeps,
  customer: { id: number; email: string },
  mail: RenderedMail,
  /** The copy the customer's Communications page shows, when it must differ (a mail with a secret link). */
  storedCopy: RenderedMail = mail,
  /** Files sent with the mail (a booking's .ics); the stored copy keeps the text only. */
  attachments?: MailAttachment[],
): Promise<void> {
  const customerEmailId = await insertCustomerEmail(db, { customerId: customer.id, to: customer.email, subject: storedCopy.subject, body: storedCopy.html }, nowInstant(deps.clock));
  await deps.outbox.enqueue(db, { to: customer.email, subject: mail.subject, text: mail.text, html: mail.html, customerEmailId, ...(attachments ? { attachments } : {}) });
}
