import { recordAudit, systemActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { cancelUnpaidSale } from '../sales/index.js';
import {
  countActiveSignups,
  endSignup,
  findActivity,
  findLapsedSignups,
  findLiveOffers,
  type ActivityRow,
} from './activities.repository.js';

/** What sign-up and waitlist work needs: the database, the clock, the mail outbox and the portal's address (mail links). */
export type InscriptionDeps = DbDeps & { outbox: MailOutbox; publicUrl: string };

export async function requireActivity(db: Executor, id: number): Promise<ActivityRow> {
  const row = await findActivity(db, id);
  if (!row) throw new AppError('not_found', 'activityNotFound');
  return row;
}

/** Sign-up closes when staff say, else when the activity ends (a course runs on while people join). */
export function signUpClosesAt(row: Pick<ActivityRow, 'signup_closes_at' | 'end_at' | 'start_at'>): Instant {
  return row.signup_closes_at ?? row.end_at ?? row.start_at;
}

/** Places taken at `now`: live sign-ups, and places kept for those offered a place from the waitlist. */
export type PlacesTaken = { signups: number; offers: Array<{ id: number; customer_id: number }> };

/**
 * The one rule of places left (issue 29 section 6): the capacity less the live sign-ups and the places kept for
 * the waitlist's live offers; null without a capacity. Shown (the list and the detail alike, to anyone): every
 * offer counts as taken, so both answer the same number while an offer stands (whoever holds it sees it as
 * their offer). Admitting `forCustomerId`: a place offered to them is theirs to take, not counted against them.
 */
export function placesLeft(capacity: number | null, taken: PlacesTaken, forCustomerId?: number): number | null {
  if (capacity === null) return null;
  const offers = taken.offers.filter((o) => forCustomerId === undefined || o.customer_id !== forCustomerId).length;
  return Math.max(0, capacity - taken.signups - offers);
}

/** The places taken of each activity at `now` (a page of the list at once). */
export async function placesTakenOf(db: Executor, activityIds: number[], now: Instant): Promise<Map<number, PlacesTaken>> {
  const [signups, offers] = await Promise.all([countActiveSignups(db, activityIds), findLiveOffers(db, activityIds, now)]);
  return new Map(
    activityIds.map((id) => [
      id,
      {
        signups: signups.get(id) ?? 0,
        offers: offers.filter((o) => o.activity_id === id).map((o) => ({ id: o.id, customer_id: o.customer_id })),
      },
    ]),
  );
}

export async function placesTaken(db: Executor, activityId: number, now: Instant): Promise<PlacesTaken> {
  return (await placesTakenOf(db, [activityId], now)).get(activityId) ?? { signups: 0, offers: [] };
}

/** Places freed and offered by the activities' own rules (a hold or an offer running out) are this rule's. */
export const WAITLIST_RULE = 'activity-waitlist';
export const WAITLIST_JOB = systemActor(WAITLIST_RULE);

/**
 * Ends, in the caller's unit of work, the sign-ups whose unpaid sale's hold ran out (their sales cancelled):
 * their places are free again. Run under the activity's lock before anyone counts places. In the audit log
 * as the `activity-waitlist` rule's, whoever found them first (a request, the waitlist job, the hold engine).
 */
export async function endLapsedSignups(trx: Tx, activityId: number, now: Instant): Promise<number> {
  const lapsed = await findLapsedSignups(trx, activityId, now);
  for (const s of lapsed) {
    await endSignup(trx, s.id, 'expired', now);
    if (s.sale_id !== null) await cancelUnpaidSale(trx, s.sale_id);
    const change = { before: { status: 'active' }, after: { status: 'expired', sale: s.sale_id, saleStatus: 'cancelled' } };
    await recordAudit(trx, { actor: WAITLIST_JOB, action: 'signup.hold_lapsed', entity: 'signup', entityId: s.id, ...change }, now);
  }
  return lapsed.length;
}
