import { type Language, knownLanguage } from '@clubportal/contract/languages';
import { escapeHtml, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { RenderedMail } from '../comms/index.js';
import { textsOf } from '../../lib/texts/index.js';

type Texts = { subject: string; body: string; button: string };

/** The waitlist offer, per interface language: {activity}, {until} (club time), {club}. */
const offer: Record<Language, Texts> = textsOf('activityWaitlistOffer');

/** The mail telling the first in line that a place is theirs for a limited time, with the activity's link. */
export function waitlistOfferMail(
  language: string,
  vars: { name: string; activity: string; until: string; link: string; clubName: string },
): RenderedMail {
  const t = offer[knownLanguage(language)];
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
