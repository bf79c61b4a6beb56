import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Instant } from '../../lib/clock.js';

/**
 * A hold: an unpaid sale keeps something for its customer (a prebooked court, a checkout's units and promo
 * use) until `hold_expires_at`. The sale owns the instant; a booking and its blocks carry copies of it,
 * written in the same unit of work, so availability reads one table. This file is the one home of the rule:
 * how long holds last, the TypeScript test and the SQL test, used by every query and service that asks;
 * hold-release.ts is the one engine that gives back what ran out.
 */

/** A booking type's hold when staff set none (`booking_types.hold_minutes`). */
export const DEFAULT_BOOKING_HOLD_MINUTES = 15;
/**
 * How long a checkout paid online keeps what it took (stock, a promo use) while its customer pays. Each time
 * the customer goes back to the provider (the same checkout sent again, a retry after a decline) it is
 * counted again. Then the `release-holds` job gives it back (the payments' checkout releaser, hold-release.ts).
 */
export const CHECKOUT_HOLD_MINUTES = 30;

/** The instant a hold of `minutes` taken at `now` runs out. */
export function holdUntil(now: Instant, minutes: number): Instant {
  return new Date(Date.parse(now) + minutes * 60_000).toISOString() as Instant;
}

/** Whether a hold still keeps its time or goods at `now`: there is none, it has not run out, or the sale is paid (paying ends the hold for good). */
export function holdStillHolds(holdExpiresAt: string | null, saleStatus: string | null, now: Instant): boolean {
  return holdExpiresAt === null || holdExpiresAt > now || saleStatus === 'paid';
}

/*
 * The same rule in SQL, for Kysely's where(): the columns are passed as references ("alias.column") because
 * the bookings, their blocks and the sales carry the instant under different aliases.
 */

/** SQL: {@link holdStillHolds}. */
export function holdStillHoldsSql(holdColumn: string, saleStatusColumn: string, now: Instant): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(holdColumn)} is null or ${sql.ref(holdColumn)} > ${now} or ${sql.ref(saleStatusColumn)} = 'paid')`;
}

/** SQL: the hold ran out unpaid (the negation of {@link holdStillHoldsSql} for a row that has a sale). */
export function holdRanOutSql(holdColumn: string, saleStatusColumn: string, now: Instant): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${holdInstantPassedSql(holdColumn, now)} and ${sql.ref(saleStatusColumn)} <> 'paid')`;
}

/**
 * SQL: the hold's instant has come, whatever the sale: the seekable part of {@link holdRanOutSql}, for a
 * table without the sale's status (booking blocks) that narrows the candidates an outer query then decides on.
 */
export function holdInstantPassedSql(holdColumn: string, now: Instant): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(holdColumn)} <= ${now}`;
}

/** SQL: until when a row still takes its time by its hold (null: for good, being paid or holding nothing). */
export function holdLiveUntilSql(holdColumn: string, saleStatusColumn: string): RawBuilder<Instant | null> {
  return sql<Instant | null>`case when ${sql.ref(saleStatusColumn)} = 'paid' then null else ${sql.ref(holdColumn)} end`;
}
