import { type Language, knownLanguage } from '@clubportal/contract/languages';
import { escapeHtml, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { RenderedMail } from '../comms/index.js';
import { textsOf } from '../../lib/texts/index.js';

type Texts = {
  subject: string;
  greeting: string;
  body: string;
  total: string;
  footer: string;
  paidWith: string;
  session: string;
  sessions: string;
};

/** The receipt mail's words in each interface language; {club} is the club's name, {number} the order's. */
const texts: Record<Language, Texts> = textsOf('receipt');

export type ReceiptLine = { title: string; number: string; amount: string };
/** A voucher or method that paid, with the sessions or the (formatted) money it gave. */
export type ReceiptMeans = { name: string; sessions?: number; amount?: string };

/**
 * The receipt of a settled payment: one line per sale it paid, then what paid it (a voucher's sessions or
 * money, the card's charge) and the money paid; `total` null when no money was paid (sessions only).
 * Amounts already formatted.
 */
// The receipt table's cell styles (mail clients read inline styles only).
const LINE_CELL = 'padding:4px 12px 4px 0';
const LINE_AMOUNT = 'padding:4px 0;text-align:right';
const TOTAL_LABEL = 'padding:8px 12px 0 0;font-weight:bold';
const TOTAL_AMOUNT = 'padding:8px 0 0;text-align:right;font-weight:bold';

export function renderReceipt(
  language: string,
  v: { name: string; clubName: string; lines: ReceiptLine[]; paidWith?: ReceiptMeans[]; total: string | null },
): RenderedMail {
  const t = texts[knownLanguage(language)];
  const means = (v.paidWith ?? []).map((m) => ({
    label: t.paidWith.replace('{name}', m.name),
    value: m.sessions !== undefined ? (m.sessions === 1 ? t.session : t.sessions.replace('{count}', String(m.sessions))) : (m.amount ?? ''),
  }));
  const totals = [...means, ...(v.total === null ? [] : [{ label: t.total, value: v.total }])];
  const number = v.lines.map((l) => l.number).join(', ');
  const fill = (s: string, esc: boolean) => {
    const e = esc ? escapeHtml : (x: string) => x;
    return s.replaceAll('{club}', e(v.clubName)).replaceAll('{name}', e(v.name)).replaceAll('{number}', e(number));
  };
  const text = [
    fill(t.greeting, false),
    '',
    fill(t.body, false),
    '',
    ...v.lines.map((l) => `${l.number}  ${l.title}  ${l.amount}`),
    '',
    ...totals.map((x) => `${x.label}: ${x.value}`),
    '',
    fill(t.footer, false),
  ].join('\n');
  const cell = (value: string, style: string) => `<td style="${style}">${escapeHtml(value)}</td>`;
  const rows = v.lines.map((l) => `<tr>${cell(l.number, LINE_CELL)}${cell(l.title, LINE_CELL)}${cell(l.amount, LINE_AMOUNT)}</tr>`);
  const totalRows = totals.map(
    (x) => `<tr><td colspan="2" style="${TOTAL_LABEL}">${escapeHtml(x.label)}</td>${cell(x.value, TOTAL_AMOUNT)}</tr>`,
  );
  const table = `<table style="border-collapse:collapse">${[...rows, ...totalRows].join('')}</table>`;
  const html = mailHtml([mailParagraph(fill(t.greeting, true)), mailParagraph(fill(t.body, true)), table, mailNote(fill(t.footer, true))]);
  return { subject: fill(t.subject, false), text, html };
}
