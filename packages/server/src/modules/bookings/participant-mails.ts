import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@clubportal/contract/languages';
import { currencyDecimals } from '@clubportal/contract/money';
import type { Executor } from '../../db/dialect.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { escapeHtml, mailHtml, mailLink, mailNote, mailParagraph } from '../../lib/mail-layout.js';
import type { MailOutbox } from '../comms/mail-outbox.service.js';
import { queueCustomerEmail } from '../comms/customer-mail.service.js';

/**
 * The mails of a shared booking's invitations (issue 19), in the recipient's language: the invited player
 * learns the court, the time, their share and the payment deadline; the owner learns when a place goes
 * back (declined, unanswered by the deadline, or a player left); the owner and the players of an open match
 * learn who joined it or left it (join.service.ts, player-moves-mail.ts). Queued in the caller's unit of work and
 * kept on the recipient's Communications page.
 */
export type ParticipantMailKind = 'invitation' | 'declined' | 'unanswered' | 'left' | 'joined';
type Texts = { subject: string; body: string; link: string };

const texts: Record<ParticipantMailKind, Record<Language, Texts>> = {
  invitation: {
    'es-ES': { subject: '{player} te invita: {what} el {when}', body: 'Hola {name}: {player} te ha invitado a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.', link: 'Responder en Mis reservas' },
    'en-US': { subject: '{player} invites you: {what} on {when}', body: 'Hi {name}, {player} has invited you to play {what} on {when}. Your share is {share}, to pay by {deadline}. You owe nothing until you accept: accept or decline the invitation in My Bookings.', link: 'Answer in My Bookings' },
    'es-MX': { subject: '{player} te invita: {what} el {when}', body: 'Hola, {name}: {player} te invitó a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.', link: 'Responder en Mis reservas' },
    'es-VE': { subject: '{player} te invita: {what} el {when}', body: 'Hola, {name}: {player} te invitó a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.', link: 'Responder en Mis reservas' },
    'fr-FR': { subject: '{player} vous invite : {what} le {when}', body: 'Bonjour {name}, {player} vous invite à jouer {what} le {when}. Votre part est de {share}, à payer avant le {deadline}. Vous ne devez rien tant que vous n’avez pas accepté : acceptez ou refusez l’invitation dans Mes réservations.', link: 'Répondre dans Mes réservations' },
    'it-IT': { subject: '{player} ti invita: {what} il {when}', body: 'Ciao {name}, {player} ti ha invitato a giocare {what} il {when}. La tua quota è {share}, da pagare entro il {deadline}. Non devi nulla finché non accetti: accetta o rifiuta l’invito in Le mie prenotazioni.', link: 'Rispondi in Le mie prenotazioni' },
  },
  declined: {
    'es-ES': { subject: '{player} no jugará {what} el {when}', body: 'Hola {name}: {player} ha rechazado tu invitación a {what} el {when}. Su plaza vuelve a estar libre.', link: 'Ver mis reservas' },
    'en-US': { subject: '{player} will not play {what} on {when}', body: 'Hi {name}, {player} declined your invitation to {what} on {when}. Their place is free again.', link: 'See my bookings' },
    'es-MX': { subject: '{player} no jugará {what} el {when}', body: 'Hola, {name}: {player} rechazó tu invitación a {what} el {when}. Su lugar vuelve a estar libre.', link: 'Ver mis reservas' },
    'es-VE': { subject: '{player} no jugará {what} el {when}', body: 'Hola, {name}: {player} rechazó tu invitación a {what} el {when}. Su puesto vuelve a estar libre.', link: 'Ver mis reservas' },
    'fr-FR': { subject: '{player} ne jouera pas {what} le {when}', body: 'Bonjour {name}, {player} a refusé votre invitation à {what} le {when}. Sa place est de nouveau libre.', link: 'Voir mes réservations' },
    'it-IT': { subject: '{player} non giocherà {what} il {when}', body: 'Ciao {name}, {player} ha rifiutato il tuo invito a {what} il {when}. Il suo posto è di nuovo libero.', link: 'Vedi le mie prenotazioni' },
  },
  unanswered: {
    'es-ES': { subject: '{player} no respondió: {what} el {when}', body: 'Hola {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su plaza vuelve a estar libre.', link: 'Ver mis reservas' },
    'en-US': { subject: '{player} did not answer: {what} on {when}', body: 'Hi {name}, {player} did not answer your invitation to {what} on {when} by the payment deadline. Their place is free again.', link: 'See my bookings' },
    'es-MX': { subject: '{player} no respondió: {what} el {when}', body: 'Hola, {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su lugar vuelve a estar libre.', link: 'Ver mis reservas' },
    'es-VE': { subject: '{player} no respondió: {what} el {when}', body: 'Hola, {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su puesto vuelve a estar libre.', link: 'Ver mis reservas' },
    'fr-FR': { subject: '{player} n’a pas répondu : {what} le {when}', body: 'Bonjour {name}, {player} n’a pas répondu à votre invitation à {what} le {when} avant la date limite de paiement. Sa place est de nouveau libre.', link: 'Voir mes réservations' },
    'it-IT': { subject: '{player} non ha risposto: {what} il {when}', body: 'Ciao {name}, {player} non ha risposto al tuo invito a {what} il {when} entro il termine di pagamento. Il suo posto è di nuovo libero.', link: 'Vedi le mie prenotazioni' },
  },
  left: {
    'es-ES': { subject: '{player} ha dejado {what} el {when}', body: 'Hola {name}: {player} ha dejado la reserva de {what} el {when}; su parte sin pagar se ha anulado. Su plaza vuelve a estar libre.', link: 'Ver mis reservas' },
    'en-US': { subject: '{player} left {what} on {when}', body: 'Hi {name}, {player} left the booking of {what} on {when}; their unpaid share was removed. Their place is free again.', link: 'See my bookings' },
    'es-MX': { subject: '{player} dejó {what} el {when}', body: 'Hola, {name}: {player} dejó la reserva de {what} el {when}; su parte sin pagar se anuló. Su lugar vuelve a estar libre.', link: 'Ver mis reservas' },
    'es-VE': { subject: '{player} dejó {what} el {when}', body: 'Hola, {name}: {player} dejó la reserva de {what} el {when}; su parte sin pagar se anuló. Su puesto vuelve a estar libre.', link: 'Ver mis reservas' },
    'fr-FR': { subject: '{player} a quitté {what} le {when}', body: 'Bonjour {name}, {player} a quitté la réservation de {what} le {when} ; sa part non payée a été annulée. Sa place est de nouveau libre.', link: 'Voir mes réservations' },
    'it-IT': { subject: '{player} ha lasciato {what} il {when}', body: 'Ciao {name}, {player} ha lasciato la prenotazione di {what} il {when}; la sua quota non pagata è stata annullata. Il suo posto è di nuovo libero.', link: 'Vedi le mie prenotazioni' },
  },
  joined: {
    'es-ES': { subject: '{player} se ha unido a {what} el {when}', body: 'Hola {name}: {player} se ha unido al partido de {what} el {when}.', link: 'Ver el partido' },
    'en-US': { subject: '{player} joined {what} on {when}', body: 'Hi {name}, {player} joined the match of {what} on {when}.', link: 'See the match' },
    'es-MX': { subject: '{player} se unió a {what} el {when}', body: 'Hola, {name}: {player} se unió al partido de {what} el {when}.', link: 'Ver el partido' },
    'es-VE': { subject: '{player} se unió a {what} el {when}', body: 'Hola, {name}: {player} se unió al partido de {what} el {when}.', link: 'Ver el partido' },
    'fr-FR': { subject: '{player} a rejoint {what} le {when}', body: 'Bonjour {name}, {player} a rejoint le match de {what} le {when}.', link: 'Voir le match' },
    'it-IT': { subject: '{player} si è unito a {what} il {when}', body: 'Ciao {name}, {player} si è unito alla partita di {what} il {when}.', link: 'Vedi la partita' },
  },
};

export type ParticipantMail = {
  kind: ParticipantMailKind;
  to: { id: number; email: string | null; name: string; language: string | null };
  player: string;
  what: string;
  startsAt: Instant;
  deadline: Instant;
  /** Minor units of `currency`. */
  share: number;
  currency: string;
  zone: string;
  clubName: string;
  link: string;
};

/** Queues one participant mail in the caller's unit of work (nothing when the recipient has no address). */
export async function queueParticipantMail(db: Executor, deps: { clock: Clock; outbox: MailOutbox }, m: ParticipantMail): Promise<void> {
  if (!m.to.email) return;
  const lang = isLanguage(m.to.language) ? m.to.language : DEFAULT_LANGUAGE;
  const t = texts[m.kind][lang];
  // Dates and prices in the recipient's language, the club's zone and currency.
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone: m.zone });
  const digits = currencyDecimals(m.currency);
  const share = new Intl.NumberFormat(lang, { style: 'currency', currency: m.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(m.share / 10 ** digits);
  const vars: Record<string, string> = { name: m.to.name, player: m.player, what: m.what, when: date.format(new Date(m.startsAt)), deadline: date.format(new Date(m.deadline)), share };
  const fill = (s: string, esc: boolean) => s.replace(/\{(\w+)\}/g, (all, key: string) => (key in vars ? (esc ? escapeHtml(vars[key]!) : vars[key]!) : all));
  await queueCustomerEmail(db, deps, { id: m.to.id, email: m.to.email }, {
    subject: fill(t.subject, false),
    text: `${fill(t.body, false)}\n\n${t.link}: ${m.link}\n\n${m.clubName}`,
    html: mailHtml([mailParagraph(fill(t.body, true)), mailLink(m.link, escapeHtml(t.link)), mailNote(escapeHtml(m.clubName))]),
  });
}
