import { sql, type Selectable } from 'kysely';
import { LIVE_WAITLIST_STATUSES } from '@clubportal/contract/booking-waitlist';
import type { Executor } from '../../../db/dialect.js';
import type { BookingWaitlistTable } from '../../../db/schema.js';
import type { Instant } from '../../../lib/clock.js';
import { holdStillHoldsSql } from '../../sales/index.js';

/** Kysely queries of the booking waitlist (booking_waitlist, migration 0026); the rules are in booking-waitlist.service.ts (a member's line) and booking-waitlist-offers.ts (offers). */

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

/** Moves an entry from one of `from` to `to` in one conditional statement; false when it had moved on. */
export async function moveWaitlistEntry(
  db: Executor,
  id: number,
  from: readonly string[],
  set: { status: BookingWaitlistTable['status']; offerExpiresAt: Instant | null; now: Instant },
): Promise<boolean> {
  const res = await db
    .updateTable('booking_waitlist')
    .set({ status: set.status, offer_expires_at: set.offerExpiresAt, updated_at: set.now })
    .where('id', '=', id)
    .where('status', 'in', from as BookingWaitlistTable['status'][])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Offers that ran out become 'lapsed' (their slot or place goes to the next in line); the ids moved. */
export async function lapseRunOutOffers(
  db: Executor,
  now: Instant,
  scope: { resourceIds?: number[]; bookingId?: number } = {},
): Promise<LapsedEntry[]> {
  let q = db
    .updateTable('booking_waitlist')
    .set({ status: 'lapsed', updated_at: now })
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now);
  if (scope.resourceIds) q = q.where('booking_id', 'is', null).where('resource_id', 'in', scope.resourceIds);
  if (scope.bookingId !== undefined) q = q.where('booking_id', '=', scope.bookingId);
  return q.returning(['id', 'customer_id']).execute();
}

/** Entries a statement lapsed (for the audit log). */
export type LapsedEntry = { id: number; customer_id: number };

/** Entries still in line for what has started: nothing is left to offer them. */
export async function lapseStarted(db: Executor, now: Instant): Promise<LapsedEntry[]> {
  return db
    .updateTable('booking_waitlist')
    .set({ status: 'lapsed', updated_at: now })
    .where('status', 'in', live)
    .where('starts_at', '<=', now)
    .returning(['id', 'customer_id'])
    .execute();
}

/** A match cancelled or released: its line ends. */
export async function lapseMatchLine(db: Executor, bookingId: number, now: Instant): Promise<LapsedEntry[]> {
  return db
    .updateTable('booking_waitlist')
    .set({ status: 'lapsed', updated_at: now })
    .where('booking_id', '=', bookingId)
    .where('status', 'in', live)
    .returning(['id', 'customer_id'])
    .execute();
}

/** The customer's entries (and which of theirs overlap) taken: they booked the court themselves. */
export async function markTaken(db: Executor, ids: number[], now: Instant): Promise<LapsedEntry[]> {
  if (!ids.length) return [];
  return db
    .updateTable('booking_waitlist')
    .set({ status: 'taken', offer_expires_at: null, updated_at: now })
    .where('id', 'in', ids)
    .where('status', 'in', live)
    .returning(['id', 'customer_id'])
    .execute();
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

/** How many are ahead of an entry in its line (waiting or offered, joined earlier). */
export async function countAhead(db: Executor, e: WaitlistRow): Promise<number> {
  let q = db
    .selectFrom('booking_waitlist')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', live)
    .where('id', '<', e.id);
  q =
    e.booking_id !== null
      ? q.where('booking_id', '=', e.booking_id)
      : q
          .where('booking_id', 'is', null)
          .where('resource_id', '=', e.resource_id)
          .where('starts_at', '=', e.starts_at)
          .where('duration_minutes', '=', e.duration_minutes)
          .where('booking_type_id', '=', e.booking_type_id);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}
