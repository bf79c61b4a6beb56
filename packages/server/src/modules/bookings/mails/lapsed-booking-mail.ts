import type { Language } from '@clubportal/contract/languages';

/**
 * The mail to a player of a booking released because its owner did not pay within the hold (issue 29: a
 * member joined an open match still held, paid their share, and the owner's hold ran out). Sent by
 * hold-release.service.ts through `mailBookingPlayers`, with the lines of what came back of their share.
 */
export const lapsedMailTexts: Record<Language, { subject: string; body: string; link: string }> = {
  'es-ES': {
    subject: 'Reserva anulada: {what} el {when}',
    body: 'Hola {name}: la reserva de {what} el {when} se ha anulado porque {player}, quien la organizaba, no la pagó a tiempo.',
    link: 'Ver mis reservas',
  },
  'en-US': {
    subject: 'Booking released: {what} on {when}',
    body: 'Hi {name}, the booking of {what} on {when} has been released because {player}, who organised it, did not pay for it in time.',
    link: 'See my bookings',
  },
  'es-MX': {
    subject: 'Reserva anulada: {what} el {when}',
    body: 'Hola, {name}: la reserva de {what} el {when} se anuló porque {player}, quien la organizaba, no la pagó a tiempo.',
    link: 'Ver mis reservas',
  },
  'es-VE': {
    subject: 'Reserva anulada: {what} el {when}',
    body: 'Hola, {name}: la reserva de {what} el {when} se anuló porque {player}, quien la organizaba, no la pagó a tiempo.',
    link: 'Ver mis reservas',
  },
  'fr-FR': {
    subject: 'Réservation annulée : {what} le {when}',
    body: 'Bonjour {name}, la réservation de {what} le {when} a été annulée : {player}, qui l’organisait, ne l’a pas payée à temps.',
    link: 'Voir mes réservations',
  },
  'it-IT': {
    subject: 'Prenotazione annullata: {what} il {when}',
    body: 'Ciao {name}, la prenotazione di {what} il {when} è stata annullata perché {player}, che l’aveva organizzata, non l’ha pagata in tempo.',
    link: 'Vedi le mie prenotazioni',
  },
};
