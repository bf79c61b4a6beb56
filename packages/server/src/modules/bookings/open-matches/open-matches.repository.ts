import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';
import { holdStillHoldsSql } from '../../sales/index.js';

/**
 * What open matches read and write (issue 29): the owner's choice, the matches members can find, and the
 * places a member already holds (for the overlap and the club's limit). Queries only; the rules are in
 * open-matches.service.ts and join.service.ts.
 */

export async function setOpenMatchFlag(db: Executor, bookingId: number, open: boolean): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ open_match: open ? 1 : 0 })
    .where('id', '=', bookingId)
    .execute();
}

/** Open matches (active, still holding their time) starting in [from, to) and after `now`, of the given types. */
export function findOpenMatches(db: Executor, p: { from: Instant; to: Instant; now: Instant; typeIds: number[] }) {
  if (!p.typeIds.length) return Promise.resolve([]);
  return db
    .selectFrom('bookings as bk')
    .leftJoin('sales as s', 's.id', 'bk.sale_id')
    .select('bk.id')
    .where('bk.open_match', '=', 1)
    .where('bk.status', '=', 'active')
    .where('bk.booking_type_id', 'in', p.typeIds)
    .where('bk.starts_at', '>=', p.from)
    .where('bk.starts_at', '<', p.to)
    .where('bk.starts_at', '>', p.now)
    .where(holdStillHoldsSql('bk.hold_expires_at', 's.status', p.now))
    .orderBy('bk.starts_at')
    .orderBy('bk.id')
    .limit(500)
    .execute();
}

/** Live bookings other than `bookingId` in which the customer has said yes to a place (owner, accepted, joined) and that overlap [start, end). */
export async function findOverlappingPlaces(
  db: Executor,
  p: { customerId: number; start: Instant; end: Instant; bookingId: number; now: Instant },
): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as bk', 'bk.id', 'p.booking_id')
    .leftJoin('sales as s', 's.id', 'bk.sale_id')
    .select('bk.id')
    .where('p.customer_id', '=', p.customerId)
    .where('p.state', 'in', ['accepted', 'joined'])
    .where('bk.id', '<>', p.bookingId)
    .where('bk.status', '=', 'active')
    .where('bk.starts_at', '<', p.end)
    .where('bk.ends_at', '>', p.start)
    .where(holdStillHoldsSql('bk.hold_expires_at', 's.status', p.now))
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The places the customer took by joining others' matches that still count against the club's limit: the
 * match is still to be played, or their share is still unpaid.
 */
export async function countHeldOpenPlaces(db: Executor, customerId: number, now: Instant): Promise<number> {
  const row = await db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as bk', 'bk.id', 'p.booking_id')
    .leftJoin('sales as s', 's.id', 'bk.sale_id')
    .innerJoin('booking_types as bt', 'bt.id', 'bk.booking_type_id')
    .leftJoin('sales as mine', 'mine.id', 'p.sale_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    // A class's places (bookings by place) are the club's own sales, not open matches.
    .where('bt.by_place', '=', 0)
    .where('p.customer_id', '=', customerId)
    .where('p.state', '=', 'joined')
    .where('bk.status', '=', 'active')
    .where('bk.owner_customer_id', '<>', customerId)
    .where(holdStillHoldsSql('bk.hold_expires_at', 's.status', now))
    .where((eb) => eb.or([eb('bk.ends_at', '>', now), eb('mine.status', '=', 'pending')]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findOpenPlacesLimit(db: Executor): Promise<number> {
  const row = await db.selectFrom('booking_settings').select('open_places_limit').where('id', '=', 1).executeTakeFirst();
  return row?.open_places_limit ?? 5;
}
