/**
 * The one look of the club's mails: the wrapper, the button, the plain link and the small grey note. Every
 * part takes HTML the caller has escaped (templates escape their variables with `escapeHtml`), so a mail
 * changes its words without copying the markup.
 */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The club's green, the buttons' colour when the club has none of its own. */
export const MAIL_BUTTON_COLOR = '#0a7d4f';

/** The mail's body: its blocks, one a line, in the readable column. */
export const mailHtml = (blocks: string[]) =>
  `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1d2733;max-width:560px">\n${blocks.join('\n')}\n</div>`;

export const mailParagraph = (html: string) => `<p>${html}</p>`;

const BUTTON_STYLE = 'display:inline-block;padding:12px 22px;border-radius:8px;color:#fff;text-decoration:none;font-weight:bold';

export const mailButton = (href: string, labelHtml: string, color: string = MAIL_BUTTON_COLOR) =>
  `<p><a href="${escapeHtml(href)}" style="${BUTTON_STYLE};background:${escapeHtml(color)}">${labelHtml}</a></p>`;

export const mailLink = (href: string, labelHtml: string) => `<p><a href="${escapeHtml(href)}">${labelHtml}</a></p>`;

/** Small grey print: the club's name, a footer, an unsubscribe link (`size` 12). */
export const mailNote = (html: string, size: 12 | 13 = 13) => `<p style="font-size:${size}px;color:#5b6673">${html}</p>`;

/** Fills a mail template's `{key}`s (unknown keys stay as written); `html` escapes the values. */
export const fillMail = (template: string, vars: Record<string, string>, html: boolean) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in vars ? (html ? escapeHtml(vars[key]!) : vars[key]!) : all));

/** A paragraph of a mail: a template and its values, filled by `fillMail`. */
export type MailLine = { template: string; vars: Record<string, string> };

/** A part of a mail's body: a paragraph to fill, or a block written both ways already (a list). */
export type MailPart = MailLine | { text: string; html: string };

/** A mail's words: its subject, its opening paragraph (or paragraphs) and the link's label, `{key}`s filled from one set of values. */
export type LinkedMailTexts = { subject: string; body: string | readonly string[]; link: string };

/**
 * The usual mail to a member: the subject, the opening paragraphs and then `more` (lines with values of their own, a
 * list), then the link under its label and the club's name, in text and HTML alike (parts apart by a blank line in
 * the text, values escaped in the HTML).
 */
export function linkedMail(
  t: LinkedMailTexts,
  vars: Record<string, string>,
  m: { more?: readonly MailPart[]; href: string; clubName: string },
): { subject: string; text: string; html: string } {
  const parts: MailPart[] = [
    ...(typeof t.body === 'string' ? [t.body] : t.body).map((template) => ({ template, vars })),
    ...(m.more ?? []),
  ];
  const text = (p: MailPart) => ('template' in p ? fillMail(p.template, p.vars, false) : p.text);
  const html = (p: MailPart) => ('template' in p ? mailParagraph(fillMail(p.template, p.vars, true)) : p.html);
  return {
    subject: fillMail(t.subject, vars, false),
    text: [...parts.map(text), `${t.link}: ${m.href}`, m.clubName].join('\n\n'),
    html: mailHtml([...parts.map(html), mailLink(m.href, escapeHtml(t.link)), mailNote(escapeHtml(m.clubName))]),
  };
}
