import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import { escapeHtml, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';

type NewOutboxMail = Parameters<MailOutbox['enqueue']>[1];

type Texts = { subject: string; body: string; button: string; ignore: string; unsubscribe: string };

/** The double opt-in mail in each interface language; {club} is the club's name. */
const confirmTexts: Record<Language, Texts> = {
  'es-ES': {
    subject: 'Confirma tu suscripción al boletín de {club}',
    body: 'Hemos recibido una solicitud para suscribir esta dirección al boletín de {club}. Pulsa el botón para confirmarla.',
    button: 'Confirmar suscripción',
    ignore: 'Si no lo has pedido tú, ignora este correo: no te enviaremos nada.',
    unsubscribe: 'Darse de baja',
  },
  'en-US': {
    subject: 'Confirm your subscription to the {club} newsletter',
    body: 'We received a request to subscribe this address to the {club} newsletter. Press the button to confirm it.',
    button: 'Confirm subscription',
    ignore: 'If you did not ask for this, ignore this email: we will send you nothing.',
    unsubscribe: 'Unsubscribe',
  },
  'es-MX': {
    subject: 'Confirma tu suscripción al boletín de {club}',
    body: 'Recibimos una solicitud para suscribir esta dirección al boletín de {club}. Da clic en el botón para confirmarla.',
    button: 'Confirmar suscripción',
    ignore: 'Si tú no lo solicitaste, ignora este correo: no te enviaremos nada.',
    unsubscribe: 'Darse de baja',
  },
  'es-VE': {
    subject: 'Confirma tu suscripción al boletín de {club}',
    body: 'Recibimos una solicitud para suscribir esta dirección al boletín de {club}. Haz clic en el botón para confirmarla.',
    button: 'Confirmar suscripción',
    ignore: 'Si no fuiste tú, ignora este correo: no te enviaremos nada.',
    unsubscribe: 'Darse de baja',
  },
  'fr-FR': {
    subject: 'Confirmez votre inscription à la newsletter de {club}',
    body: "Nous avons reçu une demande d'inscription de cette adresse à la newsletter de {club}. Cliquez sur le bouton pour la confirmer.",
    button: "Confirmer l'inscription",
    ignore: "Si vous n'avez rien demandé, ignorez ce message : nous ne vous enverrons rien.",
    unsubscribe: 'Se désinscrire',
  },
  'it-IT': {
    subject: 'Conferma la tua iscrizione alla newsletter di {club}',
    body: 'Abbiamo ricevuto una richiesta di iscrizione di questo indirizzo alla newsletter di {club}. Premi il pulsante per confermarla.',
    button: 'Conferma iscrizione',
    ignore: 'Se non sei stato tu, ignora questa email: non ti invieremo nulla.',
    unsubscribe: 'Annulla iscrizione',
  },
};

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
  const t = confirmTexts[isLanguage(language) ? language : DEFAULT_LANGUAGE];
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
