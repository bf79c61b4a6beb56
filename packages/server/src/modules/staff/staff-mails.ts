import { STAFF_INVITATION_HOURS, STAFF_RESET_HOURS } from '@clubportal/contract/staff';
import type { Language } from '@clubportal/contract/languages';
import { escapeHtml, fillMail, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { NewOutboxMail } from '../../lib/mail-outbox.repository.js';
import { kindsOf } from '../../lib/texts/index.js';

type Texts = { subject: string; body: string; button: string; note: string };

/** The staff's mails in each interface language: {club}, {name}, {hours}. */
const TEXTS: Record<'invitation' | 'reset', Record<Language, Texts>> = kindsOf('staff');

/** The invitation or reset mail to one staff member, in their language, carrying the one-time link. */
export function staffLinkMail(
  kind: 'invitation' | 'reset',
  to: { email: string; name: string; language: Language },
  clubName: string,
  link: string,
): NewOutboxMail {
  const texts = TEXTS[kind][to.language];
  const vars = { club: clubName, name: to.name, hours: String(kind === 'invitation' ? STAFF_INVITATION_HOURS : STAFF_RESET_HOURS) };
  const text = (s: string) => fillMail(s, vars, false);
  const html = (s: string) => fillMail(s, vars, true);
  return {
    to: to.email,
    subject: text(texts.subject),
    text: `${text(texts.body)}\n\n${link}\n\n${text(texts.note)}`,
    html: mailHtml([mailParagraph(html(texts.body)), mailButton(link, escapeHtml(text(texts.button))), mailNote(html(texts.note))]),
  };
}
