import { WAITLIST_OFFER_MINUTES, type WaitlistStanding } from '@clubportal/contract/activities';
import { DEFAULT_LANGUAGE, isLanguage } from '@clubportal/contract/languages';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow, nowInstant, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, requireCustomer } from '../accounts/index.js';
import { mailRecipientOf, queueCustomerEmail } from '../comms/index.js';
import { getMainSettings } from '../settings/index.js';
import {
  activitiesWithWaitlist,
  countAhead,
  findActiveSignup,
  findNextWaiting,
  findWaitlistEntry,
  insertWaitlistEntry,
  lapseOffers,
  setWaitlistStatus,
  type ActivityRow,
} from './activities.repository.js';
import {
  WAITLIST_JOB,
  endLapsedSignups,
  placesLeft,
  placesTaken,
  requireActivity,
  signUpClosesAt,
  type InscriptionDeps,
} from './activity-places.js';
import { waitlistOfferMail } from './waitlist-mail.js';
import { mailDateTime } from '../../lib/mail-dates.js';

/** Where a customer stands in an activity's line: their position and, when offered, until when. */
export async function waitlistStanding(db: Executor, activityId: number, customerId: number, now: Instant): Promise<WaitlistStanding> {
  const entry = await findWaitlistEntry(db, activityId, customerId);
  if (!entry || (entry.status === 'offered' && entry.offer_expires_at !== null && entry.offer_expires_at <= now))
    return { position: null, offerExpiresAt: null };
  return {
    position: (await countAhead(db, activityId, entry.id)) + 1,
    offerExpiresAt: entry.status === 'offered' ? entry.offer_expires_at : null,
  };
}

/** The offered customer signed up: their offer is used (in the audit log as the signer's). */
export async function takeOffer(trx: Tx, entryId: number, actor: AuditActor, now: Instant): Promise<void> {
  await setWaitlistStatus(trx, entryId, 'taken');
  const change = { before: { status: 'offered' }, after: { status: 'taken' } };
  await recordAudit(trx, { actor, action: 'waitlist.taken', entity: 'activity_waitlist', entityId: entryId, ...change }, now);
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
 * the offers that lapsed, then gives each free place to the next in line, for WAITLIST_OFFER_MINUTES, by mail
 * with the activity's link. An offered place is kept for them (others find the activity full) until the offer
 * lapses; then the next in line gets it, and only with nobody left in line is it anyone's. `present` is the
 * customer signing up right now: offered the place, they take it in the same request, so no mail.
 */
export async function settlePlaces(trx: Tx, deps: InscriptionDeps, row: ActivityRow, now: Instant, present?: number): Promise<number> {
  await endLapsedSignups(trx, row.id, now);
  if (row.capacity === null || signUpClosesAt(row) < now) return 0;
  for (const lapsed of await lapseOffers(trx, row.id, now)) {
    const change = { before: { status: 'offered' }, after: { status: 'lapsed', customer: lapsed.customer_id } };
    await recordAudit(
      trx,
      { actor: WAITLIST_JOB, action: 'waitlist.lapsed', entity: 'activity_waitlist', entityId: lapsed.id, ...change },
      now,
    );
  }
  let free = placesLeft(row.capacity, await placesTaken(trx, row.id, now)) ?? 0;
  let offered = 0;
  while (free > 0) {
    const next = await findNextWaiting(trx, row.id);
    if (!next) break;
    const until = minutesFromNow(deps.clock, WAITLIST_OFFER_MINUTES);
    await setWaitlistStatus(trx, next.id, 'offered', until);
    const change = { before: { status: 'waiting' }, after: { status: 'offered', customer: next.customer_id, offerExpiresAt: until } };
    await recordAudit(
      trx,
      { actor: WAITLIST_JOB, action: 'waitlist.offer', entity: 'activity_waitlist', entityId: next.id, ...change },
      now,
    );
    if (next.customer_id !== present) await mailOffer(trx, deps, row, next.customer_id, until);
    free -= 1;
    offered += 1;
  }
  return offered;
}

/** To the customer, or to their parent's inbox when a child has no email of their own (`mailRecipients`). */
async function mailOffer(trx: Tx, deps: InscriptionDeps, row: ActivityRow, customerId: number, until: Instant): Promise<void> {
  const to = await mailRecipientOf(trx, customerId);
  if (!to) return;
  const settings = await getMainSettings(trx);
  const language = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
  const mail = waitlistOfferMail(language, {
    name: `${to.name} ${to.surname}`.trim(),
    activity: row.name,
    until: mailDateTime(until, language, settings.timeZone),
    link: `${deps.publicUrl}/activity/${row.id}`,
    clubName: settings.name,
  });
  await queueCustomerEmail(trx, deps, to.inbox, mail);
}

/**
 * `settlePlaces` in a unit of work of its own, under the activity's row lock: what it frees and offers is
 * committed even when the caller's own work is then refused (a sign-up finding the place offered to the
 * first in line is refused as full, and the offer and its mail must stand).
 */
export function settleActivity(deps: InscriptionDeps, activityId: number, now: Instant, present?: number): Promise<number> {
  return unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'activities', activityId);
    return settlePlaces(trx, deps, await requireActivity(trx, activityId), now, present);
  });
}

/**
 * The `activity-waitlist` job: settles each activity with someone in line (a hold or an offer may have run
 * out with nobody calling since). Each in its own unit of work under its row lock, so two instances running
 * it at once offer a place once.
 */
export async function runWaitlistOffers(deps: InscriptionDeps): Promise<number> {
  const now = nowInstant(deps.clock);
  let offered = 0;
  for (const id of await activitiesWithWaitlist(deps.db, now)) offered += await settleActivity(deps, id, now);
  return offered;
}
