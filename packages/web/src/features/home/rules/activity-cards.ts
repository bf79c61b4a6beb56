/** Spec section 9: the home fetches up to 12 activity rows. */
export const HOME_ACTIVITY_ROWS = 12;
/** Spec section 2: at most 4 cards each for registrations and activities. */
export const HOME_ACTIVITY_CARDS = 4;

export type ActivityKind = 'registration' | 'activity';

/**
 * What the home shows of each type: what a visitor can still join, never what has finished. Registrations
 * (courses, leagues) are joined while they run: the ongoing ones. Activities (one-off events) are signed up
 * for before they happen: the upcoming ones. Asked explicitly, not left to the list's default.
 */
export const HOME_ACTIVITY_STATUS = { registration: 'ongoing', activity: 'upcoming' } as const satisfies Record<
  ActivityKind,
  'ongoing' | 'upcoming'
>;
export type HomeActivity = {
  id: number;
  name: string;
  start: string;
  end?: string | null | undefined;
  poster?: string | null | undefined;
  /** The sign-up price; 0 is free. */
  price: number;
};
export type HomeActivities = { activities: HomeActivity[]; totalCount: number };

/** The cards a type shows, and whether its View-all link does (only when the total exceeds 4). */
export function activityCards(list: HomeActivities): { cards: HomeActivity[]; viewAll: boolean } {
  return {
    cards: list.activities.slice(0, HOME_ACTIVITY_CARDS),
    viewAll: Math.max(list.totalCount, list.activities.length) > HOME_ACTIVITY_CARDS,
  };
}

/** The activities page of one type on the status the home shows of it (View all lists what the cards came from). */
export const activitiesHref = (type: ActivityKind) => `/activities?type=${type}&status=${HOME_ACTIVITY_STATUS[type]}`;
