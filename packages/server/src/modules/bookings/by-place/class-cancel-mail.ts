import { DEFAULT_LANGUAGE, isLanguage } from '@clubportal/contract/languages';
import { currencyDecimals } from '@clubportal/contract/money';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { escapeHtml, fillMail, mailHtml, mailLink, mailNote, mailParagraph } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { textsOf } from '../../../lib/texts/index.js';
import { mailRecipients, queueCustomerEmail } from '../../comms/index.js';
import type { RefundLeg } from '../../payments/index.js';

const cancelled = textsOf('classCancelled');
/** The refund lines are the ones a cancelled booking's players read (card, voucher, sessions, the club). */
const outcome = textsOf('participantOutcome');

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
  const digits = currencyDecimals(m.currency);
  for (const customerId of m.customerIds) {
    const to = recipients.get(customerId);
    if (!to) continue;
    const lang = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
    const t = cancelled[lang];
    const o = outcome[lang];
    const format = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: m.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    const vars = { name: `${to.name} ${to.surname}`.trim(), session: m.session, when: mailDateTime(m.startsAt, lang, m.zone) };
    const lines: Array<{ template: string; vars: Record<string, string> }> = (m.legsOf.get(customerId) ?? []).map((leg) => ({
      template: leg.sessions > 0 ? o.sessions : o[leg.method],
      vars: { amount: format.format(leg.amount / 10 ** digits), method: leg.paymentMethod, sessions: String(leg.sessions) },
    }));
    if (m.unpaidCancelled.has(customerId)) lines.push({ template: o.unpaidCancelled, vars: {} });
    const link = `${deps.publicUrl}/customer-bookings`;
    await queueCustomerEmail(trx, deps, to.inbox, {
      subject: fillMail(t.subject, vars, false),
      text: [
        fillMail(t.body, vars, false),
        ...lines.map((l) => fillMail(l.template, l.vars, false)),
        `${t.link}: ${link}`,
        m.clubName,
      ].join('\n\n'),
      html: mailHtml([
        mailParagraph(fillMail(t.body, vars, true)),
        ...lines.map((l) => mailParagraph(fillMail(l.template, l.vars, true))),
        mailLink(link, escapeHtml(t.link)),
        mailNote(escapeHtml(m.clubName)),
      ]),
    });
  }
}
