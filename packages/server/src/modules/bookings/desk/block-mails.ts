import { DEFAULT_LANGUAGE, isLanguage } from '@clubportal/contract/languages';
import { currencyDecimals } from '@clubportal/contract/money';
import type { BlockKind } from '@clubportal/contract/staff-blocks';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { escapeHtml, fillMail, mailHtml, mailLink, mailNote, mailParagraph } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { textsOf } from '../../../lib/texts/index.js';
import { mailRecipients, queueCustomerEmail } from '../../comms/index.js';
import type { RefundLeg } from '../../payments/index.js';

const block = textsOf('deskBlock');
/** The refund lines are the ones a cancelled booking's players read (card, voucher, sessions, the club). */
const outcome = textsOf('participantOutcome');

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
    const lang = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
    const t = block[lang];
    const o = outcome[lang];
    const digits = currencyDecimals(m.currency);
    const format = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: m.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    const amount = (minor: number) => format.format(minor / 10 ** digits);
    const vars = {
      name: `${to.name} ${to.surname}`.trim(),
      why: m.note ? `${t.kinds[m.kind]} (${m.note})` : t.kinds[m.kind],
      court: m.court,
      to: m.action === 'moved' ? m.to : '',
      when: mailDateTime(m.startsAt, lang, m.zone),
    };
    const lines: Array<{ template: string; vars: Record<string, string> }> = [];
    if (m.action === 'cancelled') {
      for (const leg of m.legsOf.get(customerId) ?? [])
        lines.push({
          template: leg.sessions > 0 ? o.sessions : o[leg.method],
          vars: { amount: amount(leg.amount), method: leg.paymentMethod, sessions: String(leg.sessions) },
        });
      if (m.kept.has(customerId)) lines.push({ template: o.kept, vars: {} });
      if (m.unpaidCancelled.has(customerId)) lines.push({ template: o.unpaidCancelled, vars: {} });
    }
    const subject = m.action === 'moved' ? t.movedSubject : t.cancelledSubject;
    const body = m.action === 'moved' ? t.moved : t.cancelled;
    const link = `${deps.publicUrl}/customer-bookings`;
    await queueCustomerEmail(trx, deps, to.inbox, {
      subject: fillMail(subject, vars, false),
      text: [fillMail(body, vars, false), ...lines.map((l) => fillMail(l.template, l.vars, false)), `${t.link}: ${link}`, m.clubName].join(
        '\n\n',
      ),
      html: mailHtml([
        mailParagraph(fillMail(body, vars, true)),
        ...lines.map((l) => mailParagraph(fillMail(l.template, l.vars, true))),
        mailLink(link, escapeHtml(t.link)),
        mailNote(escapeHtml(m.clubName)),
      ]),
    });
  }
}
