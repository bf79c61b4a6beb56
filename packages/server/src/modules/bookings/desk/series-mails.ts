import { knownLanguage } from '@clubportal/contract/languages';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { escapeHtml, fillMail, linkedMail } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { textsOf } from '../../../lib/texts/index.js';
import { mailRecipients, queueCustomerEmail } from '../../comms/index.js';
import { refundOutcomeLines, type RefundLeg } from '../../payments/index.js';

const series = textsOf('deskSeries');

/** One date of the mail, and who of the series' players it concerns (the owner and whoever holds a place in it). */
export type SeriesMailDate = { startsAt: Instant; court: string; customerIds: number[] } & (
  | { action: 'booked' }
  | { action: 'moved'; fromStartsAt: Instant; fromCourt: string }
  | { action: 'cancelled'; legsOf: Map<number, RefundLeg[]>; unpaidCancelled: Set<number> }
);

export type SeriesMail = {
  /** The dates booked when the series is made, or the dates an edit moved, added or cancelled. */
  kind: 'booked' | 'changed';
  typeName: string;
  dates: SeriesMailDate[];
  zone: string;
  clubName: string;
  currency: string;
};

/**
 * Tells the players of a recurring booking (issue 33 §2), each in their language and in one mail, the dates booked
 * when the series is made, or the dates an edit of several changed (moved, added, cancelled with what came of what
 * each paid). Queued in the caller's unit of work: a save that rolls back sends nothing. A guest (the desk's guest
 * customer has no address) is mailed nothing.
 */
export async function queueSeriesMails(
  trx: Tx,
  deps: { clock: Clock; outbox: MailOutbox; publicUrl: string },
  m: SeriesMail,
): Promise<void> {
  if (!m.dates.length) return;
  const everyone = [...new Set(m.dates.flatMap((d) => d.customerIds))];
  const recipients = await mailRecipients(trx, everyone);
  const sent = new Set<number>();
  for (const customerId of everyone) {
    const to = recipients.get(customerId);
    if (!to || sent.has(to.inbox.id)) continue;
    sent.add(to.inbox.id);
    const lang = knownLanguage(to.language);
    const t = series[lang];
    const when = (instant: Instant) => mailDateTime(instant, lang, m.zone);
    // Each date a line; a cancelled one is followed by what came of this reader's money for it.
    const items: Array<{ line: string; notes: string[] }> = [];
    for (const d of m.dates.filter((x) => x.customerIds.includes(customerId))) {
      const vars = { when: when(d.startsAt), court: d.court };
      if (d.action === 'booked') items.push({ line: fillMail(m.kind === 'booked' ? t.line.booked : t.line.added, vars, false), notes: [] });
      else if (d.action === 'moved')
        items.push({ line: fillMail(t.line.moved, { ...vars, from: `${when(d.fromStartsAt)} · ${d.fromCourt}` }, false), notes: [] });
      else {
        const outcome = { legs: d.legsOf.get(customerId) ?? [], unpaidCancelled: d.unpaidCancelled.has(customerId) };
        const notes = refundOutcomeLines(outcome, lang, m.currency).map((n) => fillMail(n.template, n.vars, false));
        items.push({ line: fillMail(t.line.cancelled, vars, false), notes });
      }
    }
    if (!items.length) continue;
    const vars = { name: `${to.name} ${to.surname}`.trim(), what: m.typeName };
    const list = {
      text: items.map((i) => [`- ${i.line}`, ...i.notes.map((n) => `  ${n}`)].join('\n')).join('\n'),
      html: `<ul>${items.map((i) => `<li>${escapeHtml(i.line)}${i.notes.map((n) => `<br>${escapeHtml(n)}`).join('')}</li>`).join('')}</ul>`,
    };
    const words =
      m.kind === 'booked'
        ? { subject: t.bookedSubject, body: t.booked, link: t.link }
        : { subject: t.changedSubject, body: t.changed, link: t.link };
    const href = `${deps.publicUrl}/customer-bookings`;
    await queueCustomerEmail(trx, deps, to.inbox, linkedMail(words, vars, { more: [list], href, clubName: m.clubName }));
  }
}
