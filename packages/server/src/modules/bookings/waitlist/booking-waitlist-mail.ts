import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Clock, Instant } from '../../../lib/clock.js';
import { escapeHtml, fillMail, mailButton, mailHtml, mailNote, mailParagraph } from '../../../lib/mail-layout.js';
import type { MailOutbox } from '../../../lib/mail-outbox.js';
import { mailRecipientOf, queueCustomerEmail } from '../../comms/index.js';
import { getMainSettingsCached } from '../../settings/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import type { WaitlistRow } from './booking-waitlist.repository.js';
import { mailDateTime } from '../../../lib/mail-dates.js';

type Texts = { subject: string; body: string; button: string };
type Kind = 'slot' | 'match';

/** The offer to the first in line, per interface language: {what} (type - court), {when}, {until}. */
const texts: Record<Kind, Record<Language, Texts>> = {
  slot: {
    'es-ES': {
      subject: 'Se ha liberado {what} el {when}',
      body: 'Hola {name}: la pista que esperabas, {what} el {when}, se ha liberado y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Reservar ahora',
    },
    'en-US': {
      subject: '{what} on {when} is free for you',
      body: 'Hi {name}, the court you were waiting for, {what} on {when}, is free and yours alone until {until}. After that it goes to the next person on the waitlist.',
      button: 'Book it now',
    },
    'es-MX': {
      subject: 'Se liberó {what} el {when}',
      body: 'Hola, {name}: la cancha que esperabas, {what} el {when}, se liberó y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Reservar ahora',
    },
    'es-VE': {
      subject: 'Se liberó {what} el {when}',
      body: 'Hola, {name}: la cancha que esperabas, {what} el {when}, se liberó y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Reservar ahora',
    },
    'fr-FR': {
      subject: '{what} le {when} est libre pour vous',
      body: 'Bonjour {name}, le terrain que vous attendiez, {what} le {when}, s’est libéré et il est à vous seul jusqu’au {until}. Ensuite, il passera à la personne suivante sur la liste d’attente.',
      button: 'Réserver maintenant',
    },
    'it-IT': {
      subject: '{what} il {when} è libero per te',
      body: 'Ciao {name}, il campo che aspettavi, {what} il {when}, si è liberato ed è solo tuo fino al {until}. Poi passerà alla persona successiva in lista d’attesa.',
      button: 'Prenota ora',
    },
  },
  match: {
    'es-ES': {
      subject: 'Hay una plaza para ti: {what} el {when}',
      body: 'Hola {name}: se ha liberado una plaza en el partido {what} del {when} y es solo tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Unirme al partido',
    },
    'en-US': {
      subject: 'A place is yours: {what} on {when}',
      body: 'Hi {name}, a place has freed up in the match {what} on {when} and it is yours alone until {until}. After that it goes to the next person on the waitlist.',
      button: 'Join the match',
    },
    'es-MX': {
      subject: 'Hay un lugar para ti: {what} el {when}',
      body: 'Hola, {name}: se liberó un lugar en el partido {what} del {when} y es solo tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Unirme al partido',
    },
    'es-VE': {
      subject: 'Hay un puesto para ti: {what} el {when}',
      body: 'Hola, {name}: se liberó un puesto en el partido {what} del {when} y es solo tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
      button: 'Unirme al partido',
    },
    'fr-FR': {
      subject: 'Une place est pour vous : {what} le {when}',
      body: 'Bonjour {name}, une place s’est libérée dans le match {what} du {when} et elle est à vous seul jusqu’au {until}. Ensuite, elle passera à la personne suivante sur la liste d’attente.',
      button: 'Rejoindre le match',
    },
    'it-IT': {
      subject: 'C’è un posto per te: {what} il {when}',
      body: 'Ciao {name}, si è liberato un posto nella partita {what} del {when} ed è solo tuo fino al {until}. Poi passerà alla persona successiva in lista d’attesa.',
      button: 'Unisciti alla partita',
    },
  },
};

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
  const [settings, cat] = await Promise.all([getMainSettingsCached(trx, deps.clock), getCatalogue(trx, deps.clock)]);
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
