/**
 * The activities' constants and pure rules, apart from the zod schemas of `activities.ts`, so pages and rules
 * can read them without loading zod.
 */

/** Activities page size (spec section 9) and the pagination window of the list page. */
export const ACTIVITIES_PAGE_SIZE = 12;
export const ACTIVITIES_PAGE_WINDOW = 5;
/** The poster shown when an activity has none (spec section 9). */
export const ACTIVITY_DEFAULT_POSTER = '/img/activity-default.png';
/** `parentName` of an activity's custom sign-up form (its `parentId` is the activity's id). */
export const ACTIVITY_FORM_PARENT = 'Activity';
/** How long the first in line of a waitlist has the freed place to themselves. */
export const WAITLIST_OFFER_MINUTES = 60;

/** Spec section 4: statuses ongoing (default), upcoming, finished; types registration (default), activity. */
export const ACTIVITY_STATUSES = ['ongoing', 'upcoming', 'finished'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const ACTIVITY_TYPES = ['registration', 'activity'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** An unknown or missing status falls back to the default (spec: "unknown query values fall back to defaults"). */
export function activityStatusOf(value: unknown): ActivityStatus {
  return (ACTIVITY_STATUSES as readonly unknown[]).includes(value) ? (value as ActivityStatus) : 'ongoing';
}
export function activityTypeOf(value: unknown): ActivityType {
  return (ACTIVITY_TYPES as readonly unknown[]).includes(value) ? (value as ActivityType) : 'registration';
}

/**
 * Which status an activity has at `now` (ISO instants compare as text): finished once its end (or its start
 * when it has no end) has passed, upcoming before its start, ongoing in between.
 */
export function statusAt(a: { start: string; end: string | null }, now: string): ActivityStatus {
  if ((a.end ?? a.start) < now) return 'finished';
  return a.start > now ? 'upcoming' : 'ongoing';
}

/** What giving a sign-up back does at `now`: whether it is still possible, until when, and the refund in minor units. */
export type SignUpCancellation = { open: boolean; until: string; refund: number };

/**
 * The one rule of giving a sign-up back (issue 30). Nothing once the activity has started. A sign-up with
 * nothing paid (free, or its sale still in the cart) may be given back until the start, refunding nothing.
 * A paid one until `hoursBefore` hours before the start, refunding `refundPercent` % of what was paid
 * (rounded half up to the minor unit); after that the place is kept and paid for.
 */
export function signUpCancellation(
  a: { start: string; hoursBefore: number; refundPercent: number },
  paid: number,
  now: string,
): SignUpCancellation {
  const start = Date.parse(a.start);
  const until = paid > 0 ? new Date(start - a.hoursBefore * 3_600_000).toISOString() : a.start;
  const open = Date.parse(now) < Date.parse(until);
  const percent = Math.min(100, Math.max(0, a.refundPercent));
  return { open, until, refund: open && paid > 0 ? Math.floor((paid * percent + 50) / 100) : 0 };
}
