import { DEFAULT_LANGUAGE, isLanguage } from '@clubportal/contract/languages';
import { currencyDecimals } from '@clubportal/contract/money';
import type { Tx } from '../../db/unit-of-work.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { mailDateTime } from '../../lib/mail-dates.js';
import { escapeHtml, fillMail, mailHtml, mailLink, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { textsOf } from '../../lib/texts/index.js';
import { mailRecipientOf, queueCustomerEmail } from '../comms/index.js';
import type { RefundLeg } from '../payments/index.js';
import { getMainSettings } from '../settings/index.js';

const removed = textsOf('rosterRemoved');
/** The refund lines are the ones a cancelled booking's players read (card, voucher, sessions, the club). */
const outcome = textsOf('participantOutcome');

export type RemovalMail = { customerId: number; sessionName: string; startsAt: Instant; currency: string; paid: number; legs: RefundLeg[] };

/**
 * Tells a member (or the parent whose inbox they share) that the desk took them off a session, and what came of
 * their money: each refund leg, that it is kept, or that the unpaid sale is cancelled. Queued in the removal's
 * unit of work, so a rolled-back removal sends nothing.
 */
export async function queueRemovalMail(
  trx: Tx,
  deps: { clock: Clock; outbox: MailOutbox; publicUrl: string },
  m: RemovalMail,
  unpaidCancelled: boolean,
): Promise<void> {
  const to = await mailRecipientOf(trx, m.customerId);
  if (!to) return;
  const settings = await getMainSettings(trx);
  const lang = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
  const t = removed[lang];
  const o = outcome[lang];
  const digits = currencyDecimals(m.currency);
  const format = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: m.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const amount = (minor: number) => format.format(minor / 10 ** digits);
  const vars = { name: `${to.name} ${to.surname}`.trim(), session: m.sessionName, when: mailDateTime(m.startsAt, lang, settings.timeZone) };
  const lines: Array<{ template: string; vars: Record<string, string> }> = m.legs.map((leg) => ({
    template: leg.sessions > 0 ? o.sessions : o[leg.method],
    vars: { amount: amount(leg.amount), method: leg.paymentMethod, sessions: String(leg.sessions) },
  }));
  if (m.paid > 0 && m.legs.length === 0) lines.push({ template: t.kept, vars: {} });
  if (unpaidCancelled) lines.push({ template: o.unpaidCancelled, vars: {} });
  const link = `${deps.publicUrl}/customer-bookings`;
  await queueCustomerEmail(trx, deps, to.inbox, {
    subject: fillMail(t.subject, vars, false),
    text: [
      fillMail(t.body, vars, false),
      ...lines.map((l) => fillMail(l.template, l.vars, false)),
      `${t.link}: ${link}`,
      settings.name,
    ].join('\n\n'),
    html: mailHtml([
      mailParagraph(fillMail(t.body, vars, true)),
      ...lines.map((l) => mailParagraph(fillMail(l.template, l.vars, true))),
      mailLink(link, escapeHtml(t.link)),
      mailNote(escapeHtml(settings.name)),
    ]),
  });
}
