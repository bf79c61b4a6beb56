import type { Executor } from '../../db/dialect.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import type { MailAttachment } from '../../lib/mail-outbox.repository.js';
import type { RenderedMail } from './mail-templates.js';
import { findMailAddressees, insertCustomerEmail } from './customer-mail.repository.js';

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
  const customerEmailId = await insertCustomerEmail(
    db,
    { customerId: customer.id, to: customer.email, subject: storedCopy.subject, body: storedCopy.html },
    nowInstant(deps.clock),
  );
  await deps.outbox.enqueue(db, {
    to: customer.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    customerEmailId,
    ...(attachments ? { attachments } : {}),
  });
}

/**
 * Whom a mail about a customer reaches: `customerId` is who it is about and addressed to by name, in their
 * language (their parent's when they have none); `inbox` is where it goes and whose Communications page keeps
 * it (the account that receives it reads it there): their own address, or, for a dependant without one,
 * their parent's.
 */
export type MailRecipient = { customerId: number; name: string; surname: string; language: string; inbox: { id: number; email: string } };

/**
 * The one home of "where a customer's mail goes" (see `MailRecipient`), keyed by customer id; customers no
 * mail can reach (no address, nor a parent with one) are left out.
 */
export async function mailRecipients(db: Executor, customerIds: number[]): Promise<Map<number, MailRecipient>> {
  const out = new Map<number, MailRecipient>();
  for (const r of await findMailAddressees(db, [...new Set(customerIds)])) {
    const inbox = r.email
      ? { id: r.id, email: r.email }
      : r.parent_id !== null && r.parent_email
        ? { id: r.parent_id, email: r.parent_email }
        : null;
    if (!inbox) continue;
    out.set(r.id, { customerId: r.id, name: r.name, surname: r.surname, language: r.language || r.parent_language || '', inbox });
  }
  return out;
}

/** `mailRecipients` for one customer. */
export async function mailRecipientOf(db: Executor, customerId: number): Promise<MailRecipient | undefined> {
  return (await mailRecipients(db, [customerId])).get(customerId);
}

/**
 * One mail per inbox: of the items whose recipients share one (a parent and their children without an
 * address, all players of one booking) and whose mail says the same (`content`, when it differs by
 * recipient beyond the name), the parent's own is kept when they are among them, else the first. So a
 * parent gets one confirmation per booking, not one per child.
 */
export function onePerInbox<T>(items: T[], recipientOf: (item: T) => MailRecipient, content: (item: T) => string = () => ''): T[] {
  const kept = new Map<string, T>();
  for (const item of items) {
    const r = recipientOf(item);
    const key = `${r.inbox.id}:${content(item)}`;
    const seen = kept.get(key);
    if (!seen || (recipientOf(seen).customerId !== r.inbox.id && r.customerId === r.inbox.id)) kept.set(key, item);
  }
  return [...kept.values()];
}
