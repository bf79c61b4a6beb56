import { knownLanguage } from '@clubportal/contract/languages';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { linkedMail } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { textsOf } from '../../../lib/texts/index.js';
import { mailRecipients, queueCustomerEmail } from '../../comms/index.js';
import { refundOutcomeLines, type RefundLeg } from '../../payments/index.js';

const cancelled = textsOf('classCancelled');

export type ClassCancelMail = {
  customerIds: number[];
  session: string;
  startsAt: Instant;
  zone: string;
  clubName: string;
  currency: string;
  legsOf: Map<number, RefundLeg[]>;
  unpaidCancelled: Set<number>;
};

/** Tells each member who held a place that staff cancelled the class, in their language, with what came of their money. */
export async function queueClassCancelMails(
  trx: Tx,
  deps: { clock: Clock; outbox: MailOutbox; publicUrl: string },
  m: ClassCancelMail,
): Promise<void> {
  const recipients = await mailRecipients(trx, m.customerIds);
  for (const customerId of m.customerIds) {
    const to = recipients.get(customerId);
    if (!to) continue;
    const lang = knownLanguage(to.language);
    const t = cancelled[lang];
    const vars = { name: `${to.name} ${to.surname}`.trim(), session: m.session, when: mailDateTime(m.startsAt, lang, m.zone) };
    const outcome = { legs: m.legsOf.get(customerId) ?? [], unpaidCancelled: m.unpaidCancelled.has(customerId) };
    const more = refundOutcomeLines(outcome, lang, m.currency);
    const href = `${deps.publicUrl}/customer-bookings`;
    await queueCustomerEmail(trx, deps, to.inbox, linkedMail(t, vars, { more, href, clubName: m.clubName }));
  }
}
