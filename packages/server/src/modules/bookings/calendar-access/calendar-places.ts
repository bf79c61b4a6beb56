import { holdsPlace } from '@clubportal/contract/bookings';
import type { FeedPerson } from '../../../lib/calendar-scope.js';
import type { Instant } from '../../../lib/clock.js';

/** A place in one booking of someone whose entries the feed holds (the member or a linked child). */
export type FeedPlace = { customer_id: number | null; state: string | null; responded_at: Instant | null };

/** How the household stands in one booking, for its one event in the feed. */
export type HouseholdPlace = {
  /** Someone of the household holds a place (invited counts: they were asked). */
  holds: boolean;
  /** Every place held is an invitation not yet answered. */
  tentative: boolean;
  /** The children the event is for, in the order of `people`: those holding a place, or all who had one. */
  childNames: string[];
  /** When the places that count last changed (an answer), if ever. */
  respondedAt: Instant | null;
};

/**
 * One event per booking, whoever of the household is in it: a parent playing with their child, or two
 * children in one class, get one event (its UID is the booking's, the same as its .ics) and not two at the
 * same time. A person with more than one place (left, then invited again) counts by the one that holds.
 */
export function householdPlace(people: readonly FeedPerson[], places: readonly FeedPlace[]): HouseholdPlace {
  const byPerson = new Map<number | null, FeedPlace>();
  for (const place of places) {
    const seen = byPerson.get(place.customer_id);
    if (!seen || (!holdsPlace(seen.state) && holdsPlace(place.state))) byPerson.set(place.customer_id, place);
  }
  const counted = [...byPerson.values()];
  const holding = counted.filter((p) => holdsPlace(p.state));
  const relevant = holding.length ? holding : counted;
  const ids = new Set(relevant.map((p) => p.customer_id));
  const respondedAt = relevant
    .map((p) => p.responded_at)
    .reduce<Instant | null>((latest, at) => (at !== null && (latest === null || at > latest) ? at : latest), null);
  return {
    holds: holding.length > 0,
    tentative: holding.length > 0 && holding.every((p) => p.state === 'invited'),
    childNames: people.flatMap((p) => (p.childName !== null && ids.has(p.customerId) ? [p.childName] : [])),
    respondedAt,
  };
}
