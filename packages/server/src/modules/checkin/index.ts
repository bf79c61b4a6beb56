/** The check-in module's public face (issue 33 §3): the app registers its routes; the day grid may check players in. */
export { checkInPlayer, checkIn, checkInsOf, undoCheckIn } from './checkins.service.js';
export { doorBookings } from './door-scan.service.js';
