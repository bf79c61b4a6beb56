/** The staff module's public face: other modules and the app import only this file. */
export { staffGuard, staffOf, staffSessionUntil } from './staff-guard.js';
export type { StaffPrincipal } from './permissions.js';
export { staffActor } from './staff-deps.js';
export { announceSetupLink, inviteOwner, SETUP_LINK_FILE, type OwnerInvitation } from './first-run.service.js';
export { resetTwoFactor } from './two-factor.service.js';
export { purgeStaleStaffSessions } from './staff-session.service.js';
export { findStaffByEmail } from './staff-accounts.repository.js';
export { staffAlerts, sendStaffDigest, staffRecipientsOf, type StaffDigestDeps } from './staff-mail.service.js';
