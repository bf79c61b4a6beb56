import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import { escapeHtml, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { RenderedMail } from '../comms/index.js';

type Texts = { subject: string; body: string; button: string };

/** The waitlist offer, per interface language: {activity}, {until} (club time), {club}. */
const offer: Record<Language, Texts> = {
  'es-ES': {
    subject: '¡Hay una plaza para ti en {activity}!',
    body: 'Se ha liberado una plaza en {activity} y es tuya hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
    button: 'Inscribirme',
  },
  'en-US': {
    subject: 'A place is waiting for you at {activity}!',
    body: 'A place has freed up at {activity} and it is yours until {until}. After that it goes to the next person on the waitlist.',
    button: 'Sign me up',
  },
  'es-MX': {
    subject: '¡Hay un lugar para ti en {activity}!',
    body: 'Se liberó un lugar en {activity} y es tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
    button: 'Inscribirme',
  },
  'es-VE': {
    subject: '¡Hay un cupo para ti en {activity}!',
    body: 'Se liberó un cupo en {activity} y es tuyo hasta el {until}. Después pasará a la siguiente persona de la lista de espera.',
    button: 'Inscribirme',
  },
  'fr-FR': {
    subject: 'Une place vous attend à {activity} !',
    body: "Une place s'est libérée à {activity} et elle est à vous jusqu'au {until}. Ensuite, elle passera à la personne suivante sur la liste d'attente.",
    button: "M'inscrire",
  },
  'it-IT': {
    subject: 'C’è un posto per te a {activity}!',
    body: 'Si è liberato un posto a {activity} ed è tuo fino al {until}. Poi passerà alla persona successiva in lista d’attesa.',
    button: 'Iscrivimi',
  },
};

/** The mail telling the first in line that a place is theirs for a limited time, with the activity's link. */
export function waitlistOfferMail(
  language: string,
  vars: { name: string; activity: string; until: string; link: string; clubName: string },
): RenderedMail {
  const t = offer[isLanguage(language) ? language : DEFAULT_LANGUAGE];
  const fill = (s: string, esc: (v: string) => string) =>
    s.replaceAll('{activity}', esc(vars.activity)).replaceAll('{until}', esc(vars.until)).replaceAll('{club}', esc(vars.clubName));
  const same = (v: string) => v;
  const text = [`${vars.name},`, '', fill(t.body, same), '', `${t.button}: ${vars.link}`, '', vars.clubName].join('\n');
  const html = mailHtml([
    mailParagraph(`${escapeHtml(vars.name)},`),
    mailParagraph(fill(t.body, escapeHtml)),
    mailButton(vars.link, escapeHtml(t.button)),
    mailNote(escapeHtml(vars.clubName)),
  ]);
  return { subject: fill(t.subject, same), text, html };
}
