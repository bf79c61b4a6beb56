/**
 * Time for services. Every "now" comes from an injected Clock, so tests move time instead of sleeping,
 * and every instant we store is an Instant: one sortable UTC text form (`2026-11-21T22:34:29.000Z`).
 * On PostgreSQL the columns are `timestamptz` and read back into the same form (see db/dialect.ts).
 */
export interface Clock {
  now(): Date;
}

/** An ISO-8601 UTC instant with milliseconds, as `Date.prototype.toISOString()` writes it. */
export type Instant = string & { readonly __instant: unique symbol };

export const systemClock: Clock = { now: () => new Date() };

export function toInstant(date: Date): Instant {
  return date.toISOString() as Instant;
}

/** The clock's current instant. */
export function nowInstant(clock: Clock): Instant {
  return toInstant(clock.now());
}

/** An instant `minutes` after (or, when negative, before) the clock's now. */
export function minutesFromNow(clock: Clock, minutes: number): Instant {
  return toInstant(new Date(clock.now().getTime() + minutes * 60_000));
}
