import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import { escapeHtml, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { RenderedMail } from '../comms/index.js';

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
const texts: Record<Language, Texts> = {
  'es-ES': {
    paidWith: 'Pagado con {name}',
    session: '1 sesión',
    sessions: '{count} sesiones',
    subject: 'Tu pago en {club}: pedido {number}',
    greeting: 'Hola {name}:',
    body: 'Hemos recibido tu pago. Este es el resumen:',
    total: 'Total pagado',
    footer: 'Puedes ver tus pedidos en tu cuenta, en Mis pedidos.',
  },
  'en-US': {
    paidWith: 'Paid with {name}',
    session: '1 session',
    sessions: '{count} sessions',
    subject: 'Your payment at {club}: order {number}',
    greeting: 'Hi {name},',
    body: 'We have received your payment. Here is the summary:',
    total: 'Total paid',
    footer: 'You can see your orders in your account, under Your Orders.',
  },
  'es-MX': {
    paidWith: 'Pagado con {name}',
    session: '1 sesión',
    sessions: '{count} sesiones',
    subject: 'Tu pago en {club}: pedido {number}',
    greeting: 'Hola, {name}:',
    body: 'Recibimos tu pago. Este es el resumen:',
    total: 'Total pagado',
    footer: 'Puedes ver tus pedidos en tu cuenta, en Mis pedidos.',
  },
  'es-VE': {
    paidWith: 'Pagado con {name}',
    session: '1 sesión',
    sessions: '{count} sesiones',
    subject: 'Tu pago en {club}: pedido {number}',
    greeting: 'Hola, {name}:',
    body: 'Recibimos tu pago. Este es el resumen:',
    total: 'Total pagado',
    footer: 'Puedes ver tus pedidos en tu cuenta, en Mis pedidos.',
  },
  'fr-FR': {
    paidWith: 'Payé avec {name}',
    session: '1 séance',
    sessions: '{count} séances',
    subject: 'Votre paiement chez {club} : commande {number}',
    greeting: 'Bonjour {name},',
    body: 'Nous avons bien reçu votre paiement. En voici le récapitulatif :',
    total: 'Total payé',
    footer: 'Vos commandes sont dans votre compte, rubrique Vos commandes.',
  },
  'it-IT': {
    paidWith: 'Pagato con {name}',
    session: '1 sessione',
    sessions: '{count} sessioni',
    subject: 'Il tuo pagamento presso {club}: ordine {number}',
    greeting: 'Ciao {name},',
    body: 'Abbiamo ricevuto il tuo pagamento. Ecco il riepilogo:',
    total: 'Totale pagato',
    footer: 'Puoi vedere i tuoi ordini nel tuo account, in I tuoi ordini.',
  },
};

export type ReceiptLine = { title: string; number: string; amount: string };
/** A voucher or method that paid, with the sessions or the (formatted) money it gave. */
export type ReceiptMeans = { name: string; sessions?: number; amount?: string };

/**
 * The receipt of a settled payment: one line per sale it paid, then what paid it (a voucher's sessions or
 * money, the card's charge) and the money paid; `total` null when no money was paid (sessions only).
 * Amounts already formatted.
 */
export function renderReceipt(
  language: string,
  v: { name: string; clubName: string; lines: ReceiptLine[]; paidWith?: ReceiptMeans[]; total: string | null },
): RenderedMail {
  const t = texts[isLanguage(language) ? language : DEFAULT_LANGUAGE];
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
  const rows = v.lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(l.number)}</td><td style="padding:4px 12px 4px 0">${escapeHtml(l.title)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  const table = `<table style="border-collapse:collapse">${rows}${totals.map((x) => `<tr><td colspan="2" style="padding:8px 12px 0 0;font-weight:bold">${escapeHtml(x.label)}</td><td style="padding:8px 0 0;text-align:right;font-weight:bold">${escapeHtml(x.value)}</td></tr>`).join('')}</table>`;
  const html = mailHtml([mailParagraph(fill(t.greeting, true)), mailParagraph(fill(t.body, true)), table, mailNote(fill(t.footer, true))]);
  return { subject: fill(t.subject, false), text, html };
}
