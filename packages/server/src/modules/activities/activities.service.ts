import {
  ACTIVITY_FORM_PARENT,
  activitiesWindow,
  statusAt,
  type Activity,
  type ActivityDetail,
  type ActivitiesList,
  type ActivityStatus,
  type ActivityType,
} from '@clubportal/contract/activities';
import { money, toDecimal } from '@clubportal/contract/money';
import type { Executor } from '../../db/dialect.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { DbDeps } from '../../lib/route-types.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/index.js';
import { overlayTexts, type TextLanguages } from '../club-texts/index.js';
import { hasForm } from '../dynamic-forms/index.js';
import { holdStillHolds } from '../sales/index.js';
import { findActiveSignup, findActivitiesPage, findActivitySports, findNextPoster, type ActivityRow } from './activities.repository.js';
import { placesLeft, placesTaken, placesTakenOf, requireActivity, signUpClosesAt, type PlacesTaken } from './activity-places.js';
import { waitlistStanding } from './waitlist.service.js';

/** An activity as the API shows it, its places left by the one rule (`placesLeft`) the list and the detail share. */
export function toActivity(row: ActivityRow, taken: PlacesTaken, now: Instant): Activity {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    start: row.start_at,
    end: row.end_at,
    poster: row.poster,
    description: row.description,
    onlineSignUp: row.online_signup === 1,
    price: toDecimal(money(row.price, row.currency)),
    capacity: row.capacity,
    placesLeft: placesLeft(row.capacity, taken),
    signUpOpens: row.signup_opens_at,
    signUpCloses: signUpClosesAt(row),
    status: statusAt({ start: row.start_at, end: row.end_at }, now),
    forChildren: row.for_children === 1,
  };
}

/** What a public read needs: the database, the clock, and the app's caches for the club's translations (null: read them). */
export type ActivityReadDeps = DbDeps & { caches?: AppCaches | null };

/**
 * The activities' name and description in the reader's language where the club wrote one (issue 32 §6), else
 * the club's default text; without `languages`, the default texts.
 */
function inLanguage(deps: ActivityReadDeps, rows: ActivityRow[], languages: TextLanguages | undefined): Promise<ActivityRow[]> {
  if (!languages) return Promise.resolve(rows);
  const fields = { name: 'name', description: 'description' } as const;
  return overlayTexts({ db: deps.db, caches: deps.caches ?? null }, 'activity', rows, (r) => r.id, fields, languages);
}

/** GET publicactivities/list: a page (at most 12) of one type and status; unknown filters already fell back. */
export async function listActivities(
  deps: ActivityReadDeps,
  q: { startRow: number; endRow?: number | undefined; status: ActivityStatus; type: ActivityType },
  languages?: TextLanguages,
): Promise<ActivitiesList> {
  const now = nowInstant(deps.clock);
  const { offset, limit } = activitiesWindow(q);
  const page = await findActivitiesPage(deps.db, { type: q.type, status: q.status, now, offset, limit });
  const { totalCount } = page;
  const rows = await inLanguage(deps, page.rows, languages);
  const taken = await placesTakenOf(
    deps.db,
    rows.map((r) => r.id),
    now,
  );
  return {
    activities: rows.map((r) => toActivity(r, taken.get(r.id) ?? { signups: 0, offers: [] }, now)),
    totalCount,
    startRow: offset,
    endRow: offset + rows.length,
  };
}

/** The poster of the next activity to come (the activities page's link preview); none when no coming one has a poster. */
export function nextActivityPoster(deps: DbDeps): Promise<string | undefined> {
  return findNextPoster(deps.db, nowInstant(deps.clock));
}

/**
 * GET publicactivities/{id}[/{customerId}]: the activity, whether it has a custom sign-up form, and, for a
 * customer the session may act for (themselves or a linked child), whether they are in and where they stand
 * on the waitlist.
 */
export async function getActivity(
  deps: ActivityReadDeps,
  session: SessionClaims | null,
  id: number,
  customerId?: number,
  languages?: TextLanguages,
): Promise<Omit<ActivityDetail, 'ok'>> {
  // Whose sign-up is asked about is checked first: a stranger learns nothing, not even which ids exist.
  if (customerId !== undefined) await authorizeCustomer(deps.db, session, customerId);
  const now = nowInstant(deps.clock);
  const [row] = await inLanguage(deps, [await requireActivity(deps.db, id)], languages);
  const taken = await placesTaken(deps.db, id, now);
  const hasCustomSignUp = await hasForm(deps.db, ACTIVITY_FORM_PARENT, id);
  const model = toActivity(row!, taken, now);
  if (customerId === undefined) {
    return {
      model,
      hasCustomSignUp,
      alreadyIn: false,
      waitlist: { position: null, offerExpiresAt: null },
    };
  }
  const [signup, waitlist] = await Promise.all([
    findLiveSignup(deps.db, id, customerId, now),
    waitlistStanding(deps.db, id, customerId, now),
  ]);
  // A place offered to this customer shows as their offer (`waitlist.offerExpiresAt`), not as a place left to anyone.
  return { model, hasCustomSignUp, alreadyIn: signup !== undefined, waitlist };
}

/**
 * What an activity's sign-up form offers in its sport and court lists: the sports it names (and their
 * courts), or the club's whole lists when it names none. An unknown activity is refused.
 */
export async function activityLookupScope(db: Executor, activityId: number): Promise<{ sports: number[] } | null> {
  await requireActivity(db, activityId);
  const sports = await findActivitySports(db, activityId);
  return sports.length > 0 ? { sports } : null;
}

/** A sign-up that still holds its place (an unpaid one whose hold ran out does not). */
export async function findLiveSignup(db: Executor, activityId: number, customerId: number, now: Instant) {
  const signup = await findActiveSignup(db, activityId, customerId);
  return signup && holdStillHolds(signup.hold_expires_at, signup.sale_status, now) ? signup : undefined;
}
