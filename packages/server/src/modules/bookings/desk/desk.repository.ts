import { PLACE_HOLDING_STATES } from '@clubportal/contract/bookings';
import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';
import { holdStillHoldsSql } from '../../sales/index.js';

/**
 * The desk's reads of one day: every booking block still taking time (an unpaid hold until it runs out), with its
 * booking, owner and sale, in one statement seeking (resource_id, starts_at) as the members' grid does.
 */
export function findDayBlocks(db: Executor, resourceIds: number[], from: Instant, to: Instant, now: Instant, longestMinutes: number) {
  if (!resourceIds.length) return Promise.resolve([]);
  const earliest = new Date(Date.parse(from) - longestMinutes * 60_000).toISOString() as Instant;
  return db
    .selectFrom('booking_blocks as b')
    .innerJoin('bookings as bk', 'bk.id', 'b.booking_id')
    .innerJoin('customers as o', 'o.id', 'bk.owner_customer_id')
    .leftJoin('sales as s', 's.id', 'b.sale_id')
    .select([
      'b.resource_id',
      'b.starts_at',
      'b.ends_at',
      'bk.id',
      'bk.booking_type_id',
      'bk.owner_customer_id',
      'bk.duration_minutes',
      'bk.price',
      'bk.origin',
      'bk.open_match',
      'bk.guest_name',
      'bk.hold_expires_at',
      'bk.sale_id',
      'bk.series_id',
      's.status as sale_status',
      'o.name as owner_name',
      'o.surname as owner_surname',
    ])
    .where('b.resource_id', 'in', resourceIds)
    .where('b.starts_at', '>=', earliest)
    .where('b.starts_at', '<', to)
    .where('b.ends_at', '>', from)
    .where('b.active', '=', 1)
    .where(holdStillHoldsSql('b.hold_expires_at', 's.status', now))
    .orderBy('b.starts_at')
    .orderBy('b.resource_id')
    .execute();
}

/** The occurrences still booked of these recurring bookings, in date order (where each one stands in its series). */
export function findSeriesOccurrences(db: Executor, seriesIds: number[]) {
  if (!seriesIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bookings')
    .select(['id', 'series_id'])
    .where('series_id', 'in', seriesIds)
    .where('status', '=', 'active')
    .orderBy('series_id')
    .orderBy('starts_at')
    .execute();
}

/** The named players still in these bookings (invited, accepted or joined), with their own sale's state. */
export function findDayPlayers(db: Executor, bookingIds: number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_participants as p')
    .innerJoin('customers as c', 'c.id', 'p.customer_id')
    .leftJoin('sales as s', 's.id', 'p.sale_id')
    .select([
      'p.id',
      'p.booking_id',
      'p.customer_id',
      'p.position',
      'p.state',
      'p.sale_id',
      'c.name',
      'c.surname',
      's.status as sale_status',
    ])
    .where('p.booking_id', 'in', bookingIds)
    .where('p.state', 'in', [...PLACE_HOLDING_STATES])
    .orderBy('p.booking_id')
    .orderBy('p.position')
    .execute();
}

/** The club's own blocks of the day (maintenance, a tournament...). */
export function findDayClosures(db: Executor, resourceIds: number[], from: Instant, to: Instant) {
  if (!resourceIds.length) return Promise.resolve([]);
  return db
    .selectFrom('resource_blocks')
    .select(['id', 'resource_id', 'starts_at', 'ends_at', 'reason', 'kind'])
    .where('resource_id', 'in', resourceIds)
    .where('starts_at', '<', to)
    .where('ends_at', '>', from)
    .orderBy('starts_at')
    .execute();
}

/** A booking the desk moves, with its sale's state, and its blocks. */
export function findMovable(db: Executor, bookingId: number) {
  return db
    .selectFrom('bookings as bk')
    .leftJoin('sales as s', 's.id', 'bk.sale_id')
    .select([
      'bk.id',
      'bk.booking_type_id',
      'bk.owner_customer_id',
      'bk.starts_at',
      'bk.ends_at',
      'bk.duration_minutes',
      'bk.price',
      'bk.currency',
      'bk.payment_type',
      'bk.status',
      'bk.sale_id',
      's.status as sale_status',
      's.paid as sale_paid',
    ])
    .where('bk.id', '=', bookingId)
    .executeTakeFirst();
}

/** The sales of a booking: its own and its players' (a shared booking's places are sold apart). */
export async function findBookingSaleIds(db: Executor, bookingId: number): Promise<number[]> {
  const [own, places] = await Promise.all([
    db.selectFrom('bookings').select('sale_id').where('id', '=', bookingId).executeTakeFirst(),
    db.selectFrom('booking_participants').select('sale_id').where('booking_id', '=', bookingId).where('sale_id', 'is not', null).execute(),
  ]);
  return [own?.sale_id, ...places.map((p) => p.sale_id)].filter((id): id is number => id !== null && id !== undefined);
}

export function findBookingBlocks(db: Executor, bookingId: number) {
  return db
    .selectFrom('booking_blocks')
    .select(['id', 'resource_id', 'starts_at', 'ends_at', 'no_online'])
    .where('booking_id', '=', bookingId)
    .where('active', '=', 1)
    .orderBy('no_online')
    .orderBy('id')
    .execute();
}

/**
 * What a slot on these resources in [from, to) would collide with, other than booking `bookingId` (0: none): the
 * club's block ('blocked', said first), another booking's time ('taken'), or nothing (null).
 */
export async function findCollisions(
  db: Executor,
  bookingId: number,
  resourceIds: number[],
  from: Instant,
  to: Instant,
  longest: number,
): Promise<'blocked' | 'taken' | null> {
  const earliest = new Date(Date.parse(from) - longest * 60_000).toISOString() as Instant;
  const [booked, closed] = await Promise.all([
    db
      .selectFrom('booking_blocks')
      .select('id')
      .where('resource_id', 'in', resourceIds)
      .where('booking_id', '<>', bookingId)
      .where('active', '=', 1)
      .where('starts_at', '>=', earliest)
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .execute(),
    db
      .selectFrom('resource_blocks')
      .select('id')
      .where('resource_id', 'in', resourceIds)
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
      .execute(),
  ]);
  return closed.length ? 'blocked' : booked.length ? 'taken' : null;
}

export async function updateBookingSlot(
  db: Executor,
  move: { bookingId: number; startsAt: Instant; endsAt: Instant; duration: number; price: number; mainBlockId: number; resourceId: number },
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ starts_at: move.startsAt, ends_at: move.endsAt, duration_minutes: move.duration, price: move.price })
    .where('id', '=', move.bookingId)
    .execute();
  await db
    .updateTable('booking_blocks')
    .set({ starts_at: move.startsAt, ends_at: move.endsAt })
    .where('booking_id', '=', move.bookingId)
    .where('active', '=', 1)
    .execute();
  await db.updateTable('booking_blocks').set({ resource_id: move.resourceId }).where('id', '=', move.mainBlockId).execute();
}

export async function updateOwnerPlacePrice(db: Executor, bookingId: number, price: number): Promise<void> {
  await db.updateTable('booking_participants').set({ price }).where('booking_id', '=', bookingId).where('position', '=', 0).execute();
}
