import type { Language } from '@clubportal/contract/languages';
import type { Executor } from '../../../db/dialect.js';
import { escapeHtml, fillMail, mailButton, mailHtml, mailNote, mailParagraph } from '../../../lib/mail-layout.js';
import type { OfferMail } from '../../waitlists/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import type { WaitlistRow } from './booking-waitlist.repository.js';
import { mailDateTime } from '../../../lib/mail-dates.js';
import { kindsOf } from '../../../lib/texts/index.js';

type Texts = { subject: string; body: string; button: string };
type Kind = 'slot' | 'match';

/** The offer to the first in line, per interface language: {what} (type - court), {when}, {until}. */
const texts: Record<Kind, Record<Language, Texts>> = kindsOf('bookingWaitlist');

/** Where the offer's button goes: the page that books an offered court at once (login first), or the match's join page. */
const offerLink = (publicUrl: string, e: Pick<WaitlistRow, 'id' | 'booking_id'>) =>
  e.booking_id === null ? `${publicUrl}/waitlist-offer/${e.id}` : `${publicUrl}/booking-join/${e.booking_id}`;

/**
 * The booking line's words for an offer (a court slot or a match's place), for the waitlist engine's one
 * sending path (`offerPlace`): in the recipient's language, dates in the club's zone, with the offer's link.
 */
export async function bookingOfferMail(db: Executor, publicUrl: string, e: WaitlistRow): Promise<OfferMail> {
  const cat = await getCatalogue({ db });
  const what = `${cat.typeById.get(e.booking_type_id)?.name ?? ''} - ${cat.resourceById.get(e.resource_id)?.name ?? ''}`;
  const link = offerLink(publicUrl, e);
  return (to, until) => {
    const t = texts[e.booking_id === null ? 'slot' : 'match'][to.language];
    const vars: Record<string, string> = {
      name: to.name,
      what,
      when: mailDateTime(e.starts_at, to.language, to.timeZone),
      until: mailDateTime(until, to.language, to.timeZone),
    };
    const fill = (s: string, html: boolean) => fillMail(s, vars, html);
    return {
      subject: fill(t.subject, false),
      text: `${fill(t.body, false)}\n\n${t.button}: ${link}\n\n${to.clubName}`,
      html: mailHtml([mailParagraph(fill(t.body, true)), mailButton(link, escapeHtml(t.button)), mailNote(escapeHtml(to.clubName))]),
    };
  };
}
