/** The activities module's public face: other modules and the app import only this file. */
export { activityLookupScope, getActivity, nextActivityPoster } from './activities.service.js';
export { memberActivityEvents } from './calendar-entries.service.js';
export { signUp } from './inscription.service.js';
export { activityLineServer } from './waitlist.service.js';
export { signupHoldReleaser } from './signup-holds.js';
export { activityFormOwners, clubTextsOfActivities, writeNewActivity, type ActivityClub } from './activity-admin.service.js';
export {
  activityRoster,
  activitySessions,
  deskRemoveSignUp,
  deskSignUp,
  writeActivityCoach,
  type ActivityRemoval,
  type ActivitySession,
} from './activity-rosters.service.js';
