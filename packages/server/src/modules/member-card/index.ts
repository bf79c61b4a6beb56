/** The member-card module's public face: other modules and the app import only this file. */
export { passHoldersNow, passesToday, grantSeasonPass, setUpCard } from './member-card.service.js';
export { passBookingDays, runMembershipsDay, writeNewMembership, writePass, writePassEnd } from './memberships.service.js';
export { applyPassImport, planPassImport, type PassImportPlan } from './pass-import.service.js';
