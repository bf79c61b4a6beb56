/**
 * The waitlists' shared rules (issue 34 §2): an activity's line and the booking lines (a court slot, a place
 * in an open match) run on one engine (server modules/waitlists) with one status machine and one offer rule.
 * Each line keeps its own offer length (`WAITLIST_OFFER_MINUTES`, activity-limits.ts; `BOOKING_WAITLIST_OFFER_MINUTES`,
 * booking-waitlist.ts) and its own cap: when what it offers is no use any more.
 */

/** waiting → offered → taken | lapsed | left; a waiting entry may also be taken (booked directly), lapse or leave. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'taken', 'lapsed', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** The statuses of an entry still in line (its member may still get the place). */
export const LIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[];

/**
 * Until when an offer made at `now` stands: the line's `minutes` later, never past its `cap` (a court's start,
 * an activity's sign-up close: the place is no use after it). Null once the cap has come: nothing to offer.
 * ISO-8601 UTC instants in and out.
 */
export function offerDeadline(now: string, cap: string, minutes: number): string | null {
  const nowMs = Date.parse(now);
  const capMs = Date.parse(cap);
  if (capMs <= nowMs) return null;
  return new Date(Math.min(nowMs + minutes * 60_000, capMs)).toISOString();
}
