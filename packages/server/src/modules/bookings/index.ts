/** The bookings module's public face: other modules and the app import only this file. */
export { bookingFilters } from './grid/availability.service.js';
export { getCatalogue, type Catalogue } from './core/booking-catalogue.service.js';
export { writeCourtHours, writeNewCourt } from './courts/courts.service.js';
export { applyCourtImport, planCourtImport, type CourtImportPlan } from './courts/court-import.service.js';
export { writeBookingTypePublished, writeNewBookingType } from './types/booking-types.service.js';
export { writeNewPriceRule } from './prices/price-rules.service.js';
export { sendBookingMails } from './mails/booking-mail.service.js';
export {
  clubTextsOfBookingTypes,
  createBookingType,
  createResource,
  hasBookableResource,
  recordDeskBookings,
  setBookingSettings,
} from './setup/booking-setup.service.js';
export { findCourtSet, updateCourtSet, weeklyHours, type CourtSet } from './setup/court-set.service.js';
export { bookingByToken, bookingInfo } from './my-bookings/booking-views.service.js';
export { bookingLineServers } from './waitlist/booking-waitlist-offers.js';
export { classPlaceReleaser } from './by-place/by-place.service.js';
// The staff's floor plans (issue 32 §2): the demo seed draws its spinning room through them.
export { writeNewFloorPlan } from './floor-plans/floor-plans.service.js';
export { writeTypeFloorPlan } from './floor-plans/floor-plan-links.js';
export { memberBookingEvents } from './calendar-access/calendar-entries.service.js';
export { bookingHoldReleaser } from './grid/hold-release.service.js';
export { closeUnansweredInvitations } from './invitations/invitations.service.js';
export { joinPreview } from './open-matches/join-preview.service.js';
export { bookingDoorHolders } from './calendar-access/facility-access.service.js';
export { standUnansweredResults } from './results/result-answers.service.js';
// The front desk (issue 33 §1): the day grid's read and the desk's walk-ins, moves and extensions.
export { deskDay, type DeskReadDeps } from './desk/desk-day.service.js';
export { bookingDeskVersion, checkDeskSale, checkDeskVersion } from './desk/desk-version.js';
export { bookAtDesk, cancelUnpaidWalkIn, deskPrice, moveAtDesk, type DeskMove, type DeskSlot } from './desk/desk-bookings.service.js';
export {
  classRoster,
  classSessions,
  deskSeat,
  deskUnseat,
  writeClassCoach,
  type ClassSession,
  type DeskRemoval,
} from './by-place/class-rosters.service.js';
// Recurring bookings at the desk (issue 33 §2): a series' preview and creation, its view, and its edits.
export { bookSeries, planSeries, seriesOfBooking } from './desk/desk-series.service.js';
export { cancelSeries, moveSeries, type SeriesEdit } from './desk/desk-series-edits.service.js';
export { rescheduleSeries, type Rescheduled } from './desk/desk-series-reschedule.service.js';
export { queueSeriesMails } from './desk/series-mails.js';
// The desk's blocks and closures (issue 33 §2): preview, save with moves and refunds, the list and lifting.
export { liftBlocks, previewBlocks, saveBlocks, upcomingBlocks } from './desk/desk-blocks.service.js';
