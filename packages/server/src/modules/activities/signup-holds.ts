import { lockRow } from '../../db/unit-of-work.js';
import type { HoldReleaser } from '../sales/index.js';
import { activitiesWithLapsedSignups } from './activities.repository.js';
import { WAITLIST_RULE, endLapsedSignups, requireActivity, type InscriptionDeps } from './activity-places.js';
import { settlePlaces } from './waitlist.service.js';

/**
 * Activity sign-ups held until paid, for the hold engine: under the activity's lock, the sign-ups whose hold
 * ran out unpaid end (their sales cancelled), and the places they free go to the line first in the same unit
 * of work (`settlePlaces`), as when a request or the waitlist job finds them.
 */
export function signupHoldReleaser(deps: InscriptionDeps): HoldReleaser {
  return {
    rule: WAITLIST_RULE,
    ranOut: (db, now, limit) => activitiesWithLapsedSignups(db, now, limit),
    release: async (trx, id, now) => {
      await lockRow(trx, 'activities', id);
      const ended = await endLapsedSignups(trx, id, now);
      await settlePlaces(trx, deps, await requireActivity(trx, id), now);
      return ended;
    },
  };
}
