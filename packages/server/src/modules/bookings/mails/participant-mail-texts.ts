/** The texts of the players' mails (participant-mails.ts), per kind and language: `{name}`-style fields filled by `fillMail`. */
import { type Language } from '@clubportal/contract/languages';
import { lapsedMailTexts } from './lapsed-booking-mail.js';

export type ParticipantMailKind = 'invitation' | 'declined' | 'unanswered' | 'left' | 'joined' | 'cancelled' | 'lapsed';

export type Texts = { subject: string; body: string; link: string };

export const texts: Record<ParticipantMailKind, Record<Language, Texts>> = {
  invitation: {
    'es-ES': {
      subject: '{player} te invita: {what} el {when}',
      body: 'Hola {name}: {player} te ha invitado a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.',
      link: 'Responder en Mis reservas',
    },
    'en-US': {
      subject: '{player} invites you: {what} on {when}',
      body: 'Hi {name}, {player} has invited you to play {what} on {when}. Your share is {share}, to pay by {deadline}. You owe nothing until you accept: accept or decline the invitation in My Bookings.',
      link: 'Answer in My Bookings',
    },
    'es-MX': {
      subject: '{player} te invita: {what} el {when}',
      body: 'Hola, {name}: {player} te invitó a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.',
      link: 'Responder en Mis reservas',
    },
    'es-VE': {
      subject: '{player} te invita: {what} el {when}',
      body: 'Hola, {name}: {player} te invitó a jugar {what} el {when}. Tu parte es {share}, a pagar antes del {deadline}. No debes nada hasta que aceptes: acepta o rechaza la invitación en Mis reservas.',
      link: 'Responder en Mis reservas',
    },
    'fr-FR': {
      subject: '{player} vous invite : {what} le {when}',
      body: 'Bonjour {name}, {player} vous invite à jouer {what} le {when}. Votre part est de {share}, à payer avant le {deadline}. Vous ne devez rien tant que vous n’avez pas accepté : acceptez ou refusez l’invitation dans Mes réservations.',
      link: 'Répondre dans Mes réservations',
    },
    'it-IT': {
      subject: '{player} ti invita: {what} il {when}',
      body: 'Ciao {name}, {player} ti ha invitato a giocare {what} il {when}. La tua quota è {share}, da pagare entro il {deadline}. Non devi nulla finché non accetti: accetta o rifiuta l’invito in Le mie prenotazioni.',
      link: 'Rispondi in Le mie prenotazioni',
    },
  },
  declined: {
    'es-ES': {
      subject: '{player} no jugará {what} el {when}',
      body: 'Hola {name}: {player} ha rechazado tu invitación a {what} el {when}. Su plaza vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'en-US': {
      subject: '{player} will not play {what} on {when}',
      body: 'Hi {name}, {player} declined your invitation to {what} on {when}. Their place is free again.',
      link: 'See my bookings',
    },
    'es-MX': {
      subject: '{player} no jugará {what} el {when}',
      body: 'Hola, {name}: {player} rechazó tu invitación a {what} el {when}. Su lugar vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'es-VE': {
      subject: '{player} no jugará {what} el {when}',
      body: 'Hola, {name}: {player} rechazó tu invitación a {what} el {when}. Su puesto vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'fr-FR': {
      subject: '{player} ne jouera pas {what} le {when}',
      body: 'Bonjour {name}, {player} a refusé votre invitation à {what} le {when}. Sa place est de nouveau libre.',
      link: 'Voir mes réservations',
    },
    'it-IT': {
      subject: '{player} non giocherà {what} il {when}',
      body: 'Ciao {name}, {player} ha rifiutato il tuo invito a {what} il {when}. Il suo posto è di nuovo libero.',
      link: 'Vedi le mie prenotazioni',
    },
  },
  unanswered: {
    'es-ES': {
      subject: '{player} no respondió: {what} el {when}',
      body: 'Hola {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su plaza vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'en-US': {
      subject: '{player} did not answer: {what} on {when}',
      body: 'Hi {name}, {player} did not answer your invitation to {what} on {when} by the payment deadline. Their place is free again.',
      link: 'See my bookings',
    },
    'es-MX': {
      subject: '{player} no respondió: {what} el {when}',
      body: 'Hola, {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su lugar vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'es-VE': {
      subject: '{player} no respondió: {what} el {when}',
      body: 'Hola, {name}: {player} no respondió a tu invitación a {what} el {when} antes del plazo de pago. Su puesto vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'fr-FR': {
      subject: '{player} n’a pas répondu : {what} le {when}',
      body: 'Bonjour {name}, {player} n’a pas répondu à votre invitation à {what} le {when} avant la date limite de paiement. Sa place est de nouveau libre.',
      link: 'Voir mes réservations',
    },
    'it-IT': {
      subject: '{player} non ha risposto: {what} il {when}',
      body: 'Ciao {name}, {player} non ha risposto al tuo invito a {what} il {when} entro il termine di pagamento. Il suo posto è di nuovo libero.',
      link: 'Vedi le mie prenotazioni',
    },
  },
  left: {
    'es-ES': {
      subject: '{player} ha dejado {what} el {when}',
      body: 'Hola {name}: {player} ha dejado la reserva de {what} el {when}; su parte sin pagar se ha anulado. Su plaza vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'en-US': {
      subject: '{player} left {what} on {when}',
      body: 'Hi {name}, {player} left the booking of {what} on {when}; their unpaid share was removed. Their place is free again.',
      link: 'See my bookings',
    },
    'es-MX': {
      subject: '{player} dejó {what} el {when}',
      body: 'Hola, {name}: {player} dejó la reserva de {what} el {when}; su parte sin pagar se anuló. Su lugar vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'es-VE': {
      subject: '{player} dejó {what} el {when}',
      body: 'Hola, {name}: {player} dejó la reserva de {what} el {when}; su parte sin pagar se anuló. Su puesto vuelve a estar libre.',
      link: 'Ver mis reservas',
    },
    'fr-FR': {
      subject: '{player} a quitté {what} le {when}',
      body: 'Bonjour {name}, {player} a quitté la réservation de {what} le {when} ; sa part non payée a été annulée. Sa place est de nouveau libre.',
      link: 'Voir mes réservations',
    },
    'it-IT': {
      subject: '{player} ha lasciato {what} il {when}',
      body: 'Ciao {name}, {player} ha lasciato la prenotazione di {what} il {when}; la sua quota non pagata è stata annullata. Il suo posto è di nuovo libero.',
      link: 'Vedi le mie prenotazioni',
    },
  },
  joined: {
    'es-ES': {
      subject: '{player} se ha unido a {what} el {when}',
      body: 'Hola {name}: {player} se ha unido al partido de {what} el {when}.',
      link: 'Ver el partido',
    },
    'en-US': {
      subject: '{player} joined {what} on {when}',
      body: 'Hi {name}, {player} joined the match of {what} on {when}.',
      link: 'See the match',
    },
    'es-MX': {
      subject: '{player} se unió a {what} el {when}',
      body: 'Hola, {name}: {player} se unió al partido de {what} el {when}.',
      link: 'Ver el partido',
    },
    'es-VE': {
      subject: '{player} se unió a {what} el {when}',
      body: 'Hola, {name}: {player} se unió al partido de {what} el {when}.',
      link: 'Ver el partido',
    },
    'fr-FR': {
      subject: '{player} a rejoint {what} le {when}',
      body: 'Bonjour {name}, {player} a rejoint le match de {what} le {when}.',
      link: 'Voir le match',
    },
    'it-IT': {
      subject: '{player} si è unito a {what} il {when}',
      body: 'Ciao {name}, {player} si è unito alla partita di {what} il {when}.',
      link: 'Vedi la partita',
    },
  },
  cancelled: {
    'es-ES': {
      subject: 'Reserva cancelada: {what} el {when}',
      body: 'Hola {name}: {player}, que organizaba la reserva de {what} el {when}, la ha cancelado.',
      link: 'Ver mis reservas',
    },
    'en-US': {
      subject: 'Booking cancelled: {what} on {when}',
      body: 'Hi {name}, {player}, who organised the booking of {what} on {when}, has cancelled it.',
      link: 'See my bookings',
    },
    'es-MX': {
      subject: 'Reserva cancelada: {what} el {when}',
      body: 'Hola, {name}: {player}, quien organizaba la reserva de {what} el {when}, la canceló.',
      link: 'Ver mis reservas',
    },
    'es-VE': {
      subject: 'Reserva cancelada: {what} el {when}',
      body: 'Hola, {name}: {player}, quien organizaba la reserva de {what} el {when}, la canceló.',
      link: 'Ver mis reservas',
    },
    'fr-FR': {
      subject: 'Réservation annulée : {what} le {when}',
      body: 'Bonjour {name}, {player}, qui organisait la réservation de {what} le {when}, l’a annulée.',
      link: 'Voir mes réservations',
    },
    'it-IT': {
      subject: 'Prenotazione annullata: {what} il {when}',
      body: 'Ciao {name}, {player}, che aveva organizzato la prenotazione di {what} il {when}, l’ha annullata.',
      link: 'Vedi le mie prenotazioni',
    },
  },
  lapsed: lapsedMailTexts,
};

export type OutcomeTexts = { card: string; voucher: string; sessions: string; club: string; kept: string; unpaidCancelled: string };

/** Mexico and Venezuela say these alike. */
const americanSpanishOutcomes: OutcomeTexts = {
  card: 'Te devolvemos {amount} a tu tarjeta ({method}); tu banco puede tardar unos días en reflejarlo.',
  voucher: 'Te devolvemos {amount} a tu bono {method}, listo para usar.',
  sessions: 'Sesiones devueltas a tu bono {method}: {sessions}.',
  club: 'El club te devolverá {amount} en sus instalaciones.',
  kept: 'Según las condiciones de cancelación de esta reserva, lo que pagaste no se reembolsa.',
  unpaidCancelled: 'Tu parte sin pagar se anuló: no debes nada.',
};

/** {amount} formatted in the club's currency, {method} the card's provider or the voucher's name, {sessions} a count. */
export const outcomeTexts: Record<Language, OutcomeTexts> = {
  'es-ES': {
    card: 'Te devolvemos {amount} a tu tarjeta ({method}); tu banco puede tardar unos días en mostrarlo.',
    voucher: 'Te devolvemos {amount} a tu bono {method}, listo para usar.',
    sessions: 'Sesiones devueltas a tu bono {method}: {sessions}.',
    club: 'El club te devolverá {amount} en sus instalaciones.',
    kept: 'Según las condiciones de cancelación de esta reserva, lo que pagaste no se devuelve.',
    unpaidCancelled: 'Tu parte sin pagar se ha anulado: no debes nada.',
  },
  'en-US': {
    card: 'We are refunding {amount} to your card ({method}); your bank may take a few days to show it.',
    voucher: '{amount} goes back to your voucher {method}, ready to use.',
    sessions: 'Sessions back on your voucher {method}: {sessions}.',
    club: 'The club will give you back {amount} at its front desk.',
    kept: 'Under this booking’s cancellation terms, what you paid is not refunded.',
    unpaidCancelled: 'Your unpaid share has been cancelled: you owe nothing.',
  },
  'es-MX': americanSpanishOutcomes,
  'es-VE': americanSpanishOutcomes,
  'fr-FR': {
    card: 'Nous remboursons {amount} sur votre carte ({method}) ; votre banque peut mettre quelques jours à l’afficher.',
    voucher: '{amount} revient sur votre bon {method}, prêt à l’emploi.',
    sessions: 'Séances rendues sur votre bon {method} : {sessions}.',
    club: 'Le club vous rendra {amount} sur place.',
    kept: 'Selon les conditions d’annulation de cette réservation, ce que vous avez payé n’est pas remboursé.',
    unpaidCancelled: 'Votre part non payée a été annulée : vous ne devez rien.',
  },
  'it-IT': {
    card: 'Ti rimborsiamo {amount} sulla tua carta ({method}); la tua banca può impiegare qualche giorno a mostrarlo.',
    voucher: '{amount} torna sul tuo buono {method}, pronto da usare.',
    sessions: 'Sessioni restituite sul tuo buono {method}: {sessions}.',
    club: 'Il club ti restituirà {amount} presso la struttura.',
    kept: 'Secondo le condizioni di cancellazione di questa prenotazione, quanto pagato non viene rimborsato.',
    unpaidCancelled: 'La tua quota non pagata è stata annullata: non devi nulla.',
  },
};
