import type { Instant } from './clock.js';

/** Whose entries a member's feed holds: the member (named nowhere) and each linked child, named in its events. */
export type FeedPerson = { customerId: number; childName: string | null };

/** What the feed's entries need: whose they are, since when, the instant of the answer and the portal's links. */
export type CalendarScope = { people: readonly FeedPerson[]; since: Instant; now: Instant; host: string; publicUrl: string };

/** Cancelled events go out one revision later than the live ones (RFC 5546: a calendar keeps the higher SEQUENCE). */
export const LIVE_SEQUENCE = 0;
export const CANCELLED_SEQUENCE = 1;

/**
 * An entry's summary naming the children it is for, so a parent tells them apart in their own calendar:
 * "Pádel - Pista 1 - Lucía". The member's own entries keep the summary as it is.
 */
export function summaryFor(summary: string, childNames: readonly string[]): string {
  return childNames.length ? `${summary} - ${childNames.join(', ')}` : summary;
}
