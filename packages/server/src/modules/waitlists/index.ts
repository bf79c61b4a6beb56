/** The waitlists module's public face (issue 34 §2): the one engine every line runs on, and its one job. */
export {
  offerPlace,
  lapseEntries,
  lapseRunOutOffers,
  takeEntries,
  leaveEntry,
  positionInLine,
  type WaitlistLine,
  type WaitlistEntryRef,
  type OfferMail,
  type OfferMailDeps,
} from './waitlist-entries.js';
export { serveWaitlists, waitlistRegistry, type WaitlistLineServer, type WaitlistJobDeps } from './waitlist-offers.js';
