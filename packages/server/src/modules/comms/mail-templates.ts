import { type Language, knownLanguage } from '@clubportal/contract/languages';
import { escapeHtml, MAIL_BUTTON_COLOR, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import { textsOf, kindsOf } from '../../lib/texts/index.js';

export type RenderedMail = { subject: string; text: string; html: string };
type Texts = { subject: string; greeting: string; body: string; button: string; footer: string };
/** `link: null` renders the customer's stored copy: the secret link is only ever in the mail itself. */
type Vars = { name: string; clubName: string; link: string | null; /** The dependant a parent's mail is about. */ child?: string };

/** Stands in for the link in the copy kept on the customer's Communications page. */
const linkOnlyInMail: Record<Language, string> = textsOf('linkOnlyInMail');

/** The customer's mails in each interface language; {club} is the club's name. */
const templates: Record<'activation' | 'dependantActivation' | 'reset', Record<Language, Texts>> = kindsOf('account');

export function renderMail(kind: keyof typeof templates, language: string, vars: Vars, buttonColor = MAIL_BUTTON_COLOR): RenderedMail {
  const lang = knownLanguage(language);
  const t = templates[kind][lang];
  const fill = (s: string, escape: boolean) => {
    const e = escape ? escapeHtml : (x: string) => x;
    return s
      .replaceAll('{club}', e(vars.clubName))
      .replaceAll('{name}', e(vars.name))
      .replaceAll('{child}', e(vars.child ?? ''));
  };
  const link = vars.link;
  const text = [
    fill(t.greeting, false),
    '',
    fill(t.body, false),
    '',
    link ? `${fill(t.button, false)}: ${link}` : linkOnlyInMail[lang],
    '',
    fill(t.footer, false),
  ].join('\n');
  const action = link
    ? [mailButton(link, fill(t.button, true), buttonColor), mailNote(escapeHtml(link))]
    : [mailParagraph(`<em>${escapeHtml(linkOnlyInMail[lang])}</em>`)];
  const html = mailHtml([
    mailParagraph(fill(t.greeting, true)),
    mailParagraph(fill(t.body, true)),
    ...action,
    mailNote(fill(t.footer, true)),
  ]);
  return { subject: fill(t.subject, false), text, html };
}
