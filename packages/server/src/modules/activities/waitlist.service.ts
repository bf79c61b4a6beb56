import { WAITLIST_OFFER_MINUTES, type WaitlistStanding } from '@clubportal/contract/activities';
import type { AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { mailDateTime } from '../../lib/mail-dates.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, requireCustomer } from '../accounts/index.js';
import {
  lapseRunOutOffers,
  offerPlace,
  positionInLine,
  takeEntries,
  type OfferMail,
  type WaitlistLine,
  type WaitlistLineServer,
} from '../waitlists/index.js';
import {
  activitiesWithWaitlist,
  findActiveSignup,
  findLiveWaitlistIds,
  findNextWaiting,
  findWaitlistEntry,
  insertWaitlistEntry,
  type ActivityRow,
} from './activities.repository.js';
import {
  WAITLIST_RULE,
  endLapsedSignups,
  placesLeft,
  placesTaken,
  requireActivity,
  signUpClosesAt,
  type InscriptionDeps,
} from './activity-places.js';
import { waitlistOfferMail } from './waitlist-mail.js';

/**
 * An activity's line on the one waitlist engine (modules/waitlists): its entries, its rule on the audit log,
 * and its offer length, WAITLIST_OFFER_MINUTES, never past the sign-up's close (the line's cap).
 */
export const ACTIVITY_LINE: WaitlistLine = { table: 'activity_waitlist', rule: WAITLIST_RULE, offerMinutes: WAITLIST_OFFER_MINUTES };

/** Where a customer stands in an activity's line: their position and, when offered, until when. */
export async function waitlistStanding(db: Executor, activityId: number, customerId: number, now: Instant): Promise<WaitlistStanding> {
  const entry = await findWaitlistEntry(db, activityId, customerId);
  if (!entry || (entry.status === 'offered' && entry.offer_expires_at !== null && entry.offer_expires_at <= now))
    return { position: null, offerExpiresAt: null };
  return {
    position: await positionInLine(db, ACTIVITY_LINE, entry.id, { activity_id: activityId }),
    offerExpiresAt: entry.status === 'offered' ? entry.offer_expires_at : null,
  };
}

/** The offered customer signed up: their offer is used (in the audit log as the signer's). */
export async function takeOffer(trx: Tx, entryId: number, actor: AuditActor, now: Instant): Promise<void> {
  await takeEntries(trx, ACTIVITY_LINE, [entryId], actor, now);
}

/**
 * POST publicactivities/waitlist: the member (or a linked child) joins a full activity's line. Only when
 * it is full for them, they are not in, not in line already, and sign-up is online and not closed.
 */
export async function joinWaitlist(
  deps: InscriptionDeps,
  session: SessionClaims | null,
  input: { customerId: number; id: number },
): Promise<WaitlistStanding> {
  await requireCustomer(deps.db, session);
  const person = await authorizeCustomer(deps.db, session, input.customerId);
  const now = nowInstant(deps.clock);
  const name = `${person.name} ${person.surname}`.trim();
  // A place freed by a lapsed hold goes to the line first, and stays offered even when this join is refused.
  await settleActivity(deps, input.id, now);
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', input.id);
    const row = await requireActivity(trx, input.id);
    if (row.online_signup !== 1) throw new AppError('forbidden', 'signUpNotOnline');
    if (signUpClosesAt(row) < now) throw new AppError('conflict', 'signUpClosed');
    if (await findActiveSignup(trx, row.id, person.id)) throw new AppError('conflict', 'alreadySignedUp', { name });
    if (await findWaitlistEntry(trx, row.id, person.id)) throw new AppError('conflict', 'alreadyOnWaitlist', { name });
    if (placesLeft(row.capacity, await placesTaken(trx, row.id, now)) !== 0) throw new AppError('conflict', 'activityNotFull');
    await insertWaitlistEntry(trx, { activity_id: row.id, customer_id: person.id, created_at: now });
    return waitlistStanding(trx, row.id, person.id, now);
  });
}

/**
 * The one home of "a place freed goes to the line first" (issue 22), run under the activity's lock before
 * anyone counts places (sign-up, waitlist, cancel, the job): ends the sign-ups whose unpaid hold ran out and
 * the offers that lapsed, then gives each free place to the next in line (the engine's `offerPlace`), by mail
 * with the activity's link. An offered place is kept for them (others find the activity full) until the offer
 * lapses; then the next in line gets it, and only with nobody left in line is it anyone's. `present` is the
 * customer signing up right now: offered the place, they take it in the same request, so no mail.
 */
export async function settlePlaces(trx: Tx, deps: InscriptionDeps, row: ActivityRow, now: Instant, present?: number): Promise<number> {
  await endLapsedSignups(trx, row.id, now);
  if (row.capacity === null || signUpClosesAt(row) < now) return 0;
  await lapseRunOutOffers(trx, ACTIVITY_LINE, await findLiveWaitlistIds(trx, row.id), now);
  let free = placesLeft(row.capacity, await placesTaken(trx, row.id, now)) ?? 0;
  let offered = 0;
  while (free > 0) {
    const next = await findNextWaiting(trx, row.id);
    if (!next) break;
    const mail = next.customer_id === present ? null : offerMail(deps, row);
    if (!(await offerPlace(trx, deps, ACTIVITY_LINE, next, { cap: signUpClosesAt(row), now, mail }))) break;
    free -= 1;
    offered += 1;
  }
  return offered;
}

/** The activity's offer, in the recipient's language, with the activity's link. */
const offerMail =
  (deps: InscriptionDeps, row: ActivityRow): OfferMail =>
  (to, until) =>
    waitlistOfferMail(to.language, {
      name: to.name,
      activity: row.name,
      until: mailDateTime(until, to.language, to.timeZone),
      link: `${deps.publicUrl}/activity/${row.id}`,
      clubName: to.clubName,
    });

/** Settles one activity in the caller's unit of work, under its row lock. */
async function settleLocked(trx: Tx, deps: InscriptionDeps, activityId: number, now: Instant, present?: number): Promise<number> {
  await lockRow(trx, 'activities', activityId);
  return settlePlaces(trx, deps, await requireActivity(trx, activityId), now, present);
}

/**
 * `settlePlaces` in a unit of work of its own, under the activity's row lock: what it frees and offers is
 * committed even when the caller's own work is then refused (a sign-up finding the place offered to the
 * first in line is refused as full, and the offer and its mail must stand).
 */
export function settleActivity(deps: InscriptionDeps, activityId: number, now: Instant, present?: number): Promise<number> {
  return unitOfWork(deps.db, (trx) => settleLocked(trx, deps, activityId, now, present));
}

/**
 * The activities' line server for the `waitlist-offers` job: settles each activity not finished with someone
 * in line (a hold or an offer may have run out with nobody calling since), under its row lock, so two
 * instances running it at once offer a place once.
 */
export function activityLineServer(deps: InscriptionDeps): WaitlistLineServer {
  return {
    name: 'activities',
    line: ACTIVITY_LINE,
    lines: (db, now) => activitiesWithWaitlist(db, now),
    serve: (trx, id, now) => settleLocked(trx, deps, id, now),
  };
}
