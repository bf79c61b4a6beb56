import { sql, type Selectable } from 'kysely';
import { LIVE_WAITLIST_STATUSES } from '@clubportal/contract/waitlist';
import type { Executor } from '../../../db/dialect.js';
import type { BookingWaitlistTable } from '../../../db/schema.js';
import type { Instant } from '../../../lib/clock.js';
import { holdStillHoldsSql } from '../../sales/index.js';

/**
 * Kysely queries of the booking waitlist (booking_waitlist, migration 0026); the rules are in booking-waitlist.service.ts
 * (a member's line) and booking-waitlist-offers.ts (offers). Entries move only through the waitlist engine (modules/waitlists).
 */

export type WaitlistRow = Selectable<BookingWaitlistTable>;
export type NewWaitlistEntry = Omit<BookingWaitlistTable, 'id' | 'status' | 'offer_expires_at' | 'updated_at'>;

const live = LIVE_WAITLIST_STATUSES;

export async function insertWaitlistEntry(db: Executor, row: NewWaitlistEntry): Promise<number> {
  const { id } = await db
    .insertInto('booking_waitlist')
    .values({ ...row, status: 'waiting', offer_expires_at: null, updated_at: row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findWaitlistEntry(db: Executor, id: number) {
  return db.selectFrom('booking_waitlist').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer's live entry for a match, or for a court slot (resource, start, length, type). */
export function findLiveEntryFor(
  db: Executor,
  customerId: number,
  target: { bookingId: number } | { resourceId: number; start: Instant; duration: number; bookingTypeId: number },
) {
  let q = db.selectFrom('booking_waitlist').selectAll().where('customer_id', '=', customerId).where('status', 'in', live);
  q =
    'bookingId' in target
      ? q.where('booking_id', '=', target.bookingId)
      : q
          .where('booking_id', 'is', null)
          .where('resource_id', '=', target.resourceId)
          .where('starts_at', '=', target.start)
          .where('duration_minutes', '=', target.duration)
          .where('booking_type_id', '=', target.bookingTypeId);
  return q.executeTakeFirst();
}

/** Live entries of one match, in line order. */
export function findMatchLine(db: Executor, bookingId: number) {
  return db
    .selectFrom('booking_waitlist')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('status', 'in', live)
    .orderBy('id')
    .execute();
}

/** Live court-slot entries on these resources whose time overlaps [from, to), in line order. */
export function findSlotLinesOverlapping(db: Executor, resourceIds: number[], from: Instant, to: Instant) {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_waitlist')
    .selectAll()
    .where('booking_id', 'is', null)
    .where('resource_id', 'in', resourceIds)
    .where('status', 'in', live)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .orderBy('id')
    .execute();
}

/** Live court-slot entries on these resources starting after `now` (what a freed court may be offered to), in line order. */
export function findSlotLinesOn(db: Executor, resourceIds: number[], now: Instant) {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_waitlist')
    .selectAll()
    .where('booking_id', 'is', null)
    .where('resource_id', 'in', resourceIds)
    .where('status', 'in', live)
    .where('starts_at', '>', now)
    .orderBy('id')
    .execute();
}

/**
 * Court slots kept by a standing offer on these resources within [from, to), in the shape of the grid's busy
 * rows (`live_until`: when the offer lapses): the same for every viewer, so the shared grid shows them taken.
 */
export function findOfferedSlots(db: Executor, resourceIds: number[], from: Instant, to: Instant, now: Instant) {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_waitlist')
    .select(['resource_id', 'starts_at', 'ends_at', sql<Instant | null>`offer_expires_at`.as('live_until')])
    .where('booking_id', 'is', null)
    .where('resource_id', 'in', resourceIds)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
}

/** Active booking blocks overlapping [from, to) on the resources that still take their time at `now` (live holds, paid, desk). */
export function findLiveBlocksOverlapping(
  db: Executor,
  resourceIds: number[],
  from: Instant,
  to: Instant,
  now: Instant,
  longestMinutes: number,
) {
  if (!resourceIds.length) return Promise.resolve([]);
  const earliest = new Date(Date.parse(from) - longestMinutes * 60_000).toISOString() as Instant;
  return db
    .selectFrom('booking_blocks as b')
    .innerJoin('bookings as bk', 'bk.id', 'b.booking_id')
    .leftJoin('sales as s', 's.id', 'b.sale_id')
    .select(['b.booking_id', 'b.resource_id', 'b.starts_at', 'b.ends_at', 'bk.owner_customer_id'])
    .where('b.resource_id', 'in', resourceIds)
    .where('b.active', '=', 1)
    .where('b.starts_at', '>=', earliest)
    .where('b.starts_at', '<', to)
    .where('b.ends_at', '>', from)
    .where(holdStillHoldsSql('b.hold_expires_at', 's.status', now))
    .execute();
}

/** The club's own closures of the resources overlapping [from, to). */
export function findClosureTimes(db: Executor, resourceIds: number[], from: Instant, to: Instant) {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .selectFrom('resource_blocks')
    .select(['resource_id', 'starts_at', 'ends_at'])
    .where('resource_id', 'in', resourceIds)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .execute();
}

/** The live online blocks of a club day on the resources: the court slots someone holds (the grid's "taken"). */
export function findTakenBlocks(db: Executor, resourceIds: number[], from: Instant, to: Instant, now: Instant) {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_blocks as b')
    .leftJoin('sales as s', 's.id', 'b.sale_id')
    .select(['b.resource_id', 'b.starts_at', 'b.ends_at'])
    .where('b.resource_id', 'in', resourceIds)
    .where('b.active', '=', 1)
    .where('b.no_online', '=', 0)
    .where('b.starts_at', '>=', from)
    .where('b.starts_at', '<', to)
    .where(holdStillHoldsSql('b.hold_expires_at', 's.status', now))
    .orderBy('b.resource_id')
    .orderBy('b.starts_at')
    .execute();
}

/** The ids of the live entries of one match, or of the court-slot entries on these resources: what the engine may lapse. */
export async function findLiveEntryIds(db: Executor, scope: { bookingId: number } | { resourceIds: number[] }): Promise<number[]> {
  if ('resourceIds' in scope && !scope.resourceIds.length) return [];
  let q = db.selectFrom('booking_waitlist').select('id').where('status', 'in', live);
  q =
    'bookingId' in scope
      ? q.where('booking_id', '=', scope.bookingId)
      : q.where('booking_id', 'is', null).where('resource_id', 'in', scope.resourceIds);
  return (await q.orderBy('id').execute()).map((r) => r.id);
}

/** The ids of live court-slot (or match) entries for what has started: nothing is left to offer them. */
export async function findStartedEntryIds(db: Executor, kind: 'slot' | 'match', now: Instant): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_waitlist')
    .select('id')
    .where('booking_id', kind === 'slot' ? 'is' : 'is not', null)
    .where('status', 'in', live)
    .where('starts_at', '<=', now)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** What the job looks at: resources with court-slot entries in line, and matches with entries in line. */
export async function linesToServe(db: Executor, now: Instant): Promise<{ resourceIds: number[]; bookingIds: number[] }> {
  const rows = await db
    .selectFrom('booking_waitlist')
    .select(['resource_id', 'booking_id'])
    .distinct()
    .where('status', 'in', live)
    .where('starts_at', '>', now)
    .execute();
  const resourceIds = [...new Set(rows.filter((r) => r.booking_id === null).map((r) => r.resource_id))].sort((a, b) => a - b);
  const bookingIds = [...new Set(rows.map((r) => r.booking_id).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  return { resourceIds, bookingIds };
}

/** The customer's live entries with the names the screens show, soonest first. */
export function findCustomerEntries(db: Executor, customerId: number, now: Instant) {
  return db
    .selectFrom('booking_waitlist as w')
    .innerJoin('booking_types as t', 't.id', 'w.booking_type_id')
    .innerJoin('resources as r', 'r.id', 'w.resource_id')
    .selectAll('w')
    .select(['t.name as type_name', 'r.name as resource_name'])
    .where('w.customer_id', '=', customerId)
    .where('w.status', 'in', live)
    .where('w.starts_at', '>', now)
    .orderBy('w.starts_at')
    .orderBy('w.id')
    .execute();
}
export type CustomerEntryRow = Awaited<ReturnType<typeof findCustomerEntries>>[number];
