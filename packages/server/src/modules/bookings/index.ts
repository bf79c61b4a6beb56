/** The bookings module's public face: other modules and the app import only this file. */
export { bookingFilters } from './availability.service.js';
export { getCatalogue } from './booking-catalogue.service.js';
export { sendBookingMails } from './booking-mail.service.js';
export { createBookingType, createResource, hasBookableResource, recordDeskBookings, setBookingSettings } from './booking-setup.service.js';
export { bookingByToken, bookingInfo } from './booking-views.service.js';
export { runBookingWaitlist } from './booking-waitlist-offers.js';
export { releaseLapsedPlaces } from './by-place.service.js';
export { memberBookingEvents } from './calendar-entries.service.js';
export { releaseExpiredHolds } from './hold-release.service.js';
export { closeUnansweredInvitations } from './invitations.service.js';
export { joinPreview } from './join-preview.service.js';
export { bookingDoorHolders } from './facility-access.service.js';
export { standUnansweredResults } from './result-answers.service.js';
