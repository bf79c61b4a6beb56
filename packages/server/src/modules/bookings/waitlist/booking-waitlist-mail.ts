import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { escapeHtml, fillMail, mailButton, mailHtml, mailNote, mailParagraph } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { mailRecipientOf, queueCustomerEmail } from '../../comms/index.js';
import { getMainSettings } from '../../settings/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import type { WaitlistRow } from './booking-waitlist.repository.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { kindsOf } from '../../../lib/texts/index.js';

type Texts = { subject: string; body: string; button: string };
type Kind = 'slot' | 'match';

/** The offer to the first in line, per interface language: {what} (type - court), {when}, {until}. */
const texts: Record<Kind, Record<Language, Texts>> = kindsOf('bookingWaitlist');

/** Where the offer's button goes: the page that books an offered court at once (login first), or the match's join page. */
export const offerLink = (publicUrl: string, e: Pick<WaitlistRow, 'id' | 'booking_id'>) =>
  e.booking_id === null ? `${publicUrl}/waitlist-offer/${e.id}` : `${publicUrl}/booking-join/${e.booking_id}`;

/**
 * Queues the offer mail in the caller's unit of work, in the member's language, dates in the club's zone:
 * to the member, or to their parent's inbox when a child has no address of their own; kept on the
 * recipient's Communications page (`mailRecipients`). Nothing when nobody has an address.
 */
export async function queueWaitlistOfferMail(
  trx: Tx,
  deps: { clock: Clock; outbox: MailOutbox; config: { publicUrl: string } },
  e: WaitlistRow,
  until: Instant,
): Promise<void> {
  const to = await mailRecipientOf(trx, e.customer_id);
  if (!to) return;
  const [settings, cat] = await Promise.all([getMainSettings(trx), getCatalogue({ db: trx })]);
  const lang = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
  const t = texts[e.booking_id === null ? 'slot' : 'match'][lang];
  const vars: Record<string, string> = {
    name: `${to.name} ${to.surname}`.trim(),
    what: `${cat.typeById.get(e.booking_type_id)?.name ?? ''} - ${cat.resourceById.get(e.resource_id)?.name ?? ''}`,
    when: mailDateTime(e.starts_at, lang, settings.timeZone),
    until: mailDateTime(until, lang, settings.timeZone),
  };
  const fill = (s: string, html: boolean) => fillMail(s, vars, html);
  const link = offerLink(deps.config.publicUrl, e);
  await queueCustomerEmail(trx, deps, to.inbox, {
    subject: fill(t.subject, false),
    text: `${fill(t.body, false)}\n\n${t.button}: ${link}\n\n${settings.name}`,
    html: mailHtml([mailParagraph(fill(t.body, true)), mailButton(link, escapeHtml(t.button)), mailNote(escapeHtml(settings.name))]),
  });
}
