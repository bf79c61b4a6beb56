import { type Language, knownLanguage } from '@clubportal/contract/languages';
import { escapeHtml, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { textsOf } from '../../lib/texts/index.js';

type NewOutboxMail = Parameters<MailOutbox['enqueue']>[1];

type Texts = { subject: string; body: string; button: string; ignore: string; unsubscribe: string };

/** The double opt-in mail in each interface language; {club} is the club's name. */
const confirmTexts: Record<Language, Texts> = textsOf('newsletterConfirm');

/**
 * The headers every newsletter mail carries (RFC 2369 and RFC 8058): mail programs show an unsubscribe button
 * of their own, which POSTs `List-Unsubscribe=One-Click` to the address the mail's unsubscribe link opens.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The confirmation mail: the signed confirm link and, like every newsletter mail, the unsubscribe link
 * and its headers (a newsletter mail without them is never sent: `unsubscribeUrl` is required).
 */
export function confirmationMail(
  to: string,
  language: string,
  v: { clubName: string; confirmUrl: string; unsubscribeUrl: string; buttonColor: string },
): NewOutboxMail {
  const t = confirmTexts[knownLanguage(language)];
  const fill = (s: string) => s.replaceAll('{club}', v.clubName);
  const text = [fill(t.body), '', `${t.button}: ${v.confirmUrl}`, '', fill(t.ignore), '', `${t.unsubscribe}: ${v.unsubscribeUrl}`].join(
    '\n',
  );
  const html = mailHtml([
    mailParagraph(escapeHtml(fill(t.body))),
    mailButton(v.confirmUrl, escapeHtml(t.button), v.buttonColor),
    mailNote(escapeHtml(fill(t.ignore))),
    mailNote(`<a href="${escapeHtml(v.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a>`, 12),
  ]);
  return { to, subject: fill(t.subject), text, html, headers: unsubscribeHeaders(v.unsubscribeUrl) };
}
