import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import { escapeHtml, MAIL_BUTTON_COLOR, mailButton, mailHtml, mailNote, mailParagraph } from '../../lib/mail-layout.js';

export type RenderedMail = { subject: string; text: string; html: string };
type Texts = { subject: string; greeting: string; body: string; button: string; footer: string };
/** `link: null` renders the customer's stored copy: the secret link is only ever in the mail itself. */
type Vars = { name: string; clubName: string; link: string | null; /** The dependant a parent's mail is about. */ child?: string };

/** Stands in for the link in the copy kept on the customer's Communications page. */
const linkOnlyInMail: Record<Language, string> = {
  'es-ES': 'Por seguridad, el enlace solo está en el correo que te hemos enviado.',
  'en-US': 'For your security, the link is only in the email we sent to your inbox.',
  'es-MX': 'Por seguridad, el enlace solo está en el correo que te enviamos.',
  'es-VE': 'Por seguridad, el enlace solo está en el correo que te enviamos.',
  'fr-FR': "Pour votre sécurité, le lien figure uniquement dans l'e-mail envoyé à votre adresse.",
  'it-IT': "Per sicurezza, il link si trova solo nell'email inviata alla tua casella.",
};

/** The customer's mails in each interface language; {club} is the club's name. */
const templates: Record<'activation' | 'dependantActivation' | 'reset', Record<Language, Texts>> = {
  activation: {
    'es-ES': {
      subject: 'Activa tu cuenta de {club}',
      greeting: 'Hola {name}:',
      body: 'Gracias por registrarte en {club}. Pulsa el botón para activar tu cuenta y empezar a reservar.',
      button: 'Activar mi cuenta',
      footer: 'Si no te has registrado tú, ignora este correo.',
    },
    'en-US': {
      subject: 'Activate your {club} account',
      greeting: 'Hi {name},',
      body: 'Thanks for signing up at {club}. Press the button to activate your account and start booking.',
      button: 'Activate my account',
      footer: 'If you did not sign up, please ignore this email.',
    },
    'es-MX': {
      subject: 'Activa tu cuenta de {club}',
      greeting: 'Hola, {name}:',
      body: 'Gracias por registrarte en {club}. Da clic en el botón para activar tu cuenta y empezar a reservar.',
      button: 'Activar mi cuenta',
      footer: 'Si tú no te registraste, ignora este correo.',
    },
    'es-VE': {
      subject: 'Activa tu cuenta de {club}',
      greeting: 'Hola, {name}:',
      body: 'Gracias por registrarte en {club}. Haz clic en el botón para activar tu cuenta y empezar a reservar.',
      button: 'Activar mi cuenta',
      footer: 'Si no fuiste tú quien se registró, ignora este correo.',
    },
    'fr-FR': {
      subject: 'Activez votre compte {club}',
      greeting: 'Bonjour {name},',
      body: 'Merci de votre inscription à {club}. Cliquez sur le bouton pour activer votre compte et commencer à réserver.',
      button: 'Activer mon compte',
      footer: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    },
    'it-IT': {
      subject: 'Attiva il tuo account {club}',
      greeting: 'Ciao {name},',
      body: 'Grazie per esserti registrato a {club}. Premi il pulsante per attivare il tuo account e iniziare a prenotare.',
      button: 'Attiva il mio account',
      footer: 'Se non ti sei registrato tu, ignora questa email.',
    },
  },
  // A dependant without an email of their own: the parent gets the link, addressed to them about the child.
  dependantActivation: {
    'es-ES': {
      subject: 'Activa la cuenta de {child} en {club}',
      greeting: 'Hola {name}:',
      body: 'Has añadido a {child} a tu cuenta de {club}. Pulsa el botón para activar su cuenta; luego podrás reservar e inscribirle desde la tuya.',
      button: 'Activar la cuenta de {child}',
      footer: 'Si no has añadido tú a {child}, ignora este correo.',
    },
    'en-US': {
      subject: "Activate {child}'s {club} account",
      greeting: 'Hi {name},',
      body: "You added {child} to your {club} account. Press the button to activate {child}'s account; you can then book and sign {child} up from yours.",
      button: "Activate {child}'s account",
      footer: 'If you did not add {child}, please ignore this email.',
    },
    'es-MX': {
      subject: 'Activa la cuenta de {child} en {club}',
      greeting: 'Hola, {name}:',
      body: 'Agregaste a {child} a tu cuenta de {club}. Da clic en el botón para activar su cuenta; después podrás reservar e inscribirle desde la tuya.',
      button: 'Activar la cuenta de {child}',
      footer: 'Si tú no agregaste a {child}, ignora este correo.',
    },
    'es-VE': {
      subject: 'Activa la cuenta de {child} en {club}',
      greeting: 'Hola, {name}:',
      body: 'Agregaste a {child} a tu cuenta de {club}. Haz clic en el botón para activar su cuenta; después podrás reservar e inscribirle desde la tuya.',
      button: 'Activar la cuenta de {child}',
      footer: 'Si no fuiste tú quien agregó a {child}, ignora este correo.',
    },
    'fr-FR': {
      subject: 'Activez le compte {club} de {child}',
      greeting: 'Bonjour {name},',
      body: 'Vous avez ajouté {child} à votre compte {club}. Cliquez sur le bouton pour activer son compte ; vous pourrez ensuite réserver et l’inscrire depuis le vôtre.',
      button: 'Activer le compte de {child}',
      footer: "Si vous n'avez pas ajouté {child}, ignorez ce message.",
    },
    'it-IT': {
      subject: 'Attiva l’account {club} di {child}',
      greeting: 'Ciao {name},',
      body: 'Hai aggiunto {child} al tuo account {club}. Premi il pulsante per attivare il suo account; potrai poi prenotare e iscriverlo dal tuo.',
      button: 'Attiva l’account di {child}',
      footer: 'Se non hai aggiunto tu {child}, ignora questa email.',
    },
  },
  reset: {
    'es-ES': {
      subject: 'Restablece tu contraseña de {club}',
      greeting: 'Hola {name}:',
      body: 'Hemos recibido una solicitud para cambiar tu contraseña. Pulsa el botón para elegir una nueva.',
      button: 'Elegir nueva contraseña',
      footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
    },
    'en-US': {
      subject: 'Reset your {club} password',
      greeting: 'Hi {name},',
      body: 'We received a request to change your password. Press the button to choose a new one.',
      button: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this email: your password will not change.',
    },
    'es-MX': {
      subject: 'Restablece tu contraseña de {club}',
      greeting: 'Hola, {name}:',
      body: 'Recibimos una solicitud para cambiar tu contraseña. Da clic en el botón para elegir una nueva.',
      button: 'Elegir nueva contraseña',
      footer: 'Si tú no lo solicitaste, ignora este correo: tu contraseña no cambiará.',
    },
    'es-VE': {
      subject: 'Restablece tu contraseña de {club}',
      greeting: 'Hola, {name}:',
      body: 'Recibimos una solicitud para cambiar tu contraseña. Haz clic en el botón para elegir una nueva.',
      button: 'Elegir nueva contraseña',
      footer: 'Si no fuiste tú, ignora este correo: tu contraseña no cambiará.',
    },
    'fr-FR': {
      subject: 'Réinitialisez votre mot de passe {club}',
      greeting: 'Bonjour {name},',
      body: 'Nous avons reçu une demande de changement de mot de passe. Cliquez sur le bouton pour en choisir un nouveau.',
      button: 'Choisir un nouveau mot de passe',
      footer: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne changera pas.",
    },
    'it-IT': {
      subject: 'Reimposta la password di {club}',
      greeting: 'Ciao {name},',
      body: 'Abbiamo ricevuto una richiesta di modifica della password. Premi il pulsante per sceglierne una nuova.',
      button: 'Scegli una nuova password',
      footer: 'Se non sei stato tu, ignora questa email: la tua password non cambierà.',
    },
  },
};

export function renderMail(kind: keyof typeof templates, language: string, vars: Vars, buttonColor = MAIL_BUTTON_COLOR): RenderedMail {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
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
