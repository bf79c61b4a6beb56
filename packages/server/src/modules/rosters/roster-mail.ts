import { knownLanguage } from '@clubportal/contract/languages';
import type { Tx } from '../../db/unit-of-work.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { mailDateTime } from '../../lib/mail-dates.js';
import { linkedMail } from '../../lib/mail-layout.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { textsOf } from '../../lib/texts/index.js';
import { mailRecipientOf, queueCustomerEmail } from '../comms/index.js';
import { refundOutcomeLines, type RefundLeg } from '../payments/index.js';
import { getMainSettings } from '../settings/index.js';

const removed = textsOf('rosterRemoved');

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
  const lang = knownLanguage(to.language);
  const t = removed[lang];
  const vars = { name: `${to.name} ${to.surname}`.trim(), session: m.sessionName, when: mailDateTime(m.startsAt, lang, settings.timeZone) };
  // Nothing back of a paid place is said in the removal's words: no booking's cancellation terms apply.
  const lines = refundOutcomeLines(
    { legs: m.legs, kept: m.paid > 0 && m.legs.length === 0 ? t.kept : false, unpaidCancelled },
    lang,
    m.currency,
  );
  const href = `${deps.publicUrl}/customer-bookings`;
  await queueCustomerEmail(trx, deps, to.inbox, linkedMail(t, vars, { more: lines, href, clubName: settings.name }));
}
