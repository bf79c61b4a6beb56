import { STAFF_INVITATION_HOURS, STAFF_RESET_HOURS } from '@clubportal/contract/staff';
import type { Language } from '@clubportal/contract/languages';
import { escapeHtml, fillMail, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { NewOutboxMail } from '../../lib/mail-outbox.repository.js';

type Texts = { subject: string; body: string; button: string; note: string };
const es = (subject: string, body: string, button: string, note: string): Texts => ({ subject, body, button, note });

/** The staff's mails in each interface language: {club}, {name}, {hours}. */
const TEXTS: Record<'invitation' | 'reset', Record<Language, Texts>> = {
  invitation: {
    'en-US': {
      subject: 'You are invited to the {club} staff console',
      body: 'Hi {name}, you have been invited to the staff console of {club}. Press the button to choose your password.',
      button: 'Accept the invitation',
      note: 'The link works once, for {hours} hours.',
    },
    'es-ES': es(
      'Te han invitado a la consola del personal de {club}',
      'Hola, {name}: te han invitado a la consola del personal de {club}. Pulsa el botón para elegir tu contraseña.',
      'Aceptar la invitación',
      'El enlace funciona una vez, durante {hours} horas.',
    ),
    'es-MX': es(
      'Te invitaron a la consola del personal de {club}',
      'Hola, {name}: te invitaron a la consola del personal de {club}. Da clic en el botón para elegir tu contraseña.',
      'Aceptar la invitación',
      'El enlace funciona una vez, durante {hours} horas.',
    ),
    'es-VE': es(
      'Te invitaron a la consola del personal de {club}',
      'Hola, {name}: te invitaron a la consola del personal de {club}. Pulsa el botón para elegir tu contraseña.',
      'Aceptar la invitación',
      'El enlace funciona una vez, durante {hours} horas.',
    ),
    'fr-FR': es(
      'Vous êtes invité à la console du personnel de {club}',
      'Bonjour {name}, vous êtes invité à la console du personnel de {club}. Cliquez sur le bouton pour choisir votre mot de passe.',
      'Accepter l’invitation',
      'Le lien fonctionne une fois, pendant {hours} heures.',
    ),
    'it-IT': es(
      'Sei stato invitato alla console del personale di {club}',
      'Ciao {name}, sei stato invitato alla console del personale di {club}. Premi il pulsante per scegliere la tua password.',
      'Accetta l’invito',
      'Il link funziona una volta, per {hours} ore.',
    ),
  },
  reset: {
    'en-US': {
      subject: 'Choose a new password for the {club} staff console',
      body: 'Hi {name}, press the button to choose a new password for the staff console of {club}.',
      button: 'Choose a new password',
      note: 'The link works once, for {hours} hours. If you did not ask for it, ignore this email.',
    },
    'es-ES': es(
      'Elige una contraseña nueva para la consola del personal de {club}',
      'Hola, {name}: pulsa el botón para elegir una contraseña nueva para la consola del personal de {club}.',
      'Elegir una contraseña nueva',
      'El enlace funciona una vez, durante {hours} horas. Si no lo has pedido tú, ignora este correo.',
    ),
    'es-MX': es(
      'Elige una contraseña nueva para la consola del personal de {club}',
      'Hola, {name}: da clic en el botón para elegir una contraseña nueva para la consola del personal de {club}.',
      'Elegir una contraseña nueva',
      'El enlace funciona una vez, durante {hours} horas. Si no lo pediste, ignora este correo.',
    ),
    'es-VE': es(
      'Elige una contraseña nueva para la consola del personal de {club}',
      'Hola, {name}: pulsa el botón para elegir una contraseña nueva para la consola del personal de {club}.',
      'Elegir una contraseña nueva',
      'El enlace funciona una vez, durante {hours} horas. Si no lo pediste, ignora este correo.',
    ),
    'fr-FR': es(
      'Choisissez un nouveau mot de passe pour la console du personnel de {club}',
      'Bonjour {name}, cliquez sur le bouton pour choisir un nouveau mot de passe pour la console du personnel de {club}.',
      'Choisir un nouveau mot de passe',
      'Le lien fonctionne une fois, pendant {hours} heures. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
    ),
    'it-IT': es(
      'Scegli una nuova password per la console del personale di {club}',
      'Ciao {name}, premi il pulsante per scegliere una nuova password per la console del personale di {club}.',
      'Scegli una nuova password',
      'Il link funziona una volta, per {hours} ore. Se non l’hai chiesto tu, ignora questa email.',
    ),
  },
};

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
