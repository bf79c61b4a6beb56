import {
  ACTIVITIES_PAGE_SIZE,
  ACTIVITY_DEFAULT_POSTER,
  activityStatusOf,
  activityTypeOf,
  type ActivityStatus,
  type ActivityType,
} from '@clubportal/contract/activity-limits';

/** What the list shows, read from (and kept in) the address: ?type=&status=&page=. */
export type ActivitiesView = { type: ActivityType; status: ActivityStatus; page: number };

/** Unknown or missing values fall back to the defaults (ongoing registrations, page 1). */
export function readActivitiesView(params: URLSearchParams): ActivitiesView {
  const page = Number(params.get('page'));
  return {
    type: activityTypeOf(params.get('type')),
    status: activityStatusOf(params.get('status')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address of a view; page 1 is left out, so a filter change (which returns to page 1) reads cleanly. */
export function activitiesHref(view: ActivitiesView): string {
  const params = new URLSearchParams({ type: view.type, status: view.status });
  if (view.page > 1) params.set('page', String(view.page));
  return `/activities?${params.toString()}`;
}

/** The rows of the list call for a page (endRow exclusive). */
export function pageRows(page: number): { startRow: number; endRow: number } {
  const startRow = (page - 1) * ACTIVITIES_PAGE_SIZE;
  return { startRow, endRow: startRow + ACTIVITIES_PAGE_SIZE };
}

export function pageCount(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / ACTIVITIES_PAGE_SIZE));
}

/** The poster's address, or the portal's default image when the activity has none. */
export function posterSrc(poster: string, resolve: (file: string) => string): string {
  return poster ? resolve(poster) : ACTIVITY_DEFAULT_POSTER;
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** Time left until `start` at `now` in whole units; null once it has started. */
export function countdown(start: string, now: number): Countdown | null {
  const left = Math.floor((Date.parse(start) - now) / 1000);
  if (!(left > 0)) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** What the sign-up area offers, from the activity and where the customer stands. */
export type SignUpState = 'hidden' | 'closed' | 'alreadyIn' | 'offer' | 'onWaitlist' | 'waitlist' | 'signUp';

export function signUpState(a: {
  onlineSignUp: boolean;
  placesLeft: number | null;
  signUpCloses: string | null;
  alreadyIn: boolean;
  waitlist: { position: number | null; offerExpiresAt: string | null };
  /** Null before the browser's time is known (server rendering): the server's own refusal covers a closed window. */
  now: number | null;
}): SignUpState {
  if (!a.onlineSignUp) return 'hidden';
  if (a.alreadyIn) return 'alreadyIn';
  if (a.now !== null && a.signUpCloses !== null && Date.parse(a.signUpCloses) < a.now) return 'closed';
  if (a.waitlist.offerExpiresAt !== null) return 'offer';
  if (a.placesLeft === 0) return a.waitlist.position !== null ? 'onWaitlist' : 'waitlist';
  return 'signUp';
}
