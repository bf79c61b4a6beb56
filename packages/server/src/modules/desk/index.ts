/** The desk module's public face: the front desk's day grid and walk-ins (issue 33 §1); the app registers its routes. */
export { readDeskDay, bookWalkIn, moveBooking, type DeskDeps } from './desk.service.js';
