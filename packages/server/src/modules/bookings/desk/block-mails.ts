import { knownLanguage } from '@clubportal/contract/languages';
import type { BlockKind } from '@clubportal/contract/staff-blocks';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { linkedMail } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { textsOf } from '../../../lib/texts/index.js';
import { mailRecipients, queueCustomerEmail } from '../../comms/index.js';
import { refundOutcomeLines, type RefundLeg } from '../../payments/index.js';

const block = textsOf('deskBlock');

export type BlockMail = {
  /** Every player of the booking (the owner first); each inbox gets one mail. */
  customerIds: number[];
  kind: BlockKind;
  note: string;
  court: string;
  startsAt: Instant;
  zone: string;
  clubName: string;
  currency: string;
} & (
  | { action: 'moved'; to: string }
  | { action: 'cancelled'; legsOf: Map<number, RefundLeg[]>; unpaidCancelled: Set<number>; kept: Set<number> }
);

/**
 * Tells the players of a booking a block hit (issue 33 §2), each in their language, that it moved to another court
 * or was cancelled, and for a cancel what came of what each paid (their own sale's refund legs). Queued in the
 * block's unit of work: a save that rolls back sends nothing.
 */
export async function queueBlockMails(trx: Tx, deps: { clock: Clock; outbox: MailOutbox; publicUrl: string }, m: BlockMail): Promise<void> {
  const recipients = await mailRecipients(trx, m.customerIds);
  const sent = new Set<number>();
  for (const customerId of m.customerIds) {
    const to = recipients.get(customerId);
    if (!to || sent.has(to.inbox.id)) continue;
    sent.add(to.inbox.id);
    const lang = knownLanguage(to.language);
    const t = block[lang];
    const vars = {
      name: `${to.name} ${to.surname}`.trim(),
      why: m.note ? `${t.kinds[m.kind]} (${m.note})` : t.kinds[m.kind],
      court: m.court,
      to: m.action === 'moved' ? m.to : '',
      when: mailDateTime(m.startsAt, lang, m.zone),
    };
    const lines =
      m.action === 'cancelled'
        ? refundOutcomeLines(
            { legs: m.legsOf.get(customerId) ?? [], kept: m.kept.has(customerId), unpaidCancelled: m.unpaidCancelled.has(customerId) },
            lang,
            m.currency,
          )
        : [];
    const words =
      m.action === 'moved'
        ? { subject: t.movedSubject, body: t.moved, link: t.link }
        : { subject: t.cancelledSubject, body: t.cancelled, link: t.link };
    const href = `${deps.publicUrl}/customer-bookings`;
    await queueCustomerEmail(trx, deps, to.inbox, linkedMail(words, vars, { more: lines, href, clubName: m.clubName }));
  }
}
