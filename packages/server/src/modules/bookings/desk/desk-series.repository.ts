import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';

export async function insertSeries(
  db: Executor,
  row: {
    owner_customer_id: number;
    booking_type_id: number;
    resource_id: number;
    first_date: string;
    local_time: string;
    weekday: number;
    duration_minutes: number;
    every_weeks: number;
    guest_name: string;
    price_override: number | null;
    price_override_reason: string | null;
    created_by_staff_id: number | null;
    created_at: Instant;
  },
): Promise<number> {
  const r = await db.insertInto('booking_series').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function setBookingsSeries(db: Executor, seriesId: number, bookingIds: number[]): Promise<void> {
  if (bookingIds.length) await db.updateTable('bookings').set({ series_id: seriesId }).where('id', 'in', bookingIds).execute();
}

/** What the series is from now on (an edit of the following or all dates): its time, weekday, court or length. */
export async function setSeriesPattern(
  db: Executor,
  seriesId: number,
  pattern: Partial<{ local_time: string; weekday: number; resource_id: number; duration_minutes: number }>,
): Promise<void> {
  await db.updateTable('booking_series').set(pattern).where('id', '=', seriesId).execute();
}

export function findSeries(db: Executor, seriesId: number) {
  return db
    .selectFrom('booking_series as s')
    .innerJoin('customers as o', 'o.id', 's.owner_customer_id')
    .innerJoin('booking_types as t', 't.id', 's.booking_type_id')
    .select([
      's.id',
      's.owner_customer_id',
      's.booking_type_id',
      's.resource_id',
      's.local_time',
      's.weekday',
      's.duration_minutes',
      's.every_weeks',
      's.guest_name',
      's.price_override',
      's.price_override_reason',
      'o.name as owner_name',
      'o.surname as owner_surname',
      't.name as type_name',
    ])
    .where('s.id', '=', seriesId)
    .executeTakeFirst();
}

export async function seriesIdOf(db: Executor, bookingId: number): Promise<number | null> {
  const r = await db.selectFrom('bookings').select('series_id').where('id', '=', bookingId).executeTakeFirst();
  return r?.series_id ?? null;
}

/** A series' occurrences, in date order, each with its main court and its sale's state. */
export function findSeriesBookings(db: Executor, seriesId: number) {
  return db
    .selectFrom('bookings as bk')
    .leftJoin('sales as s', 's.id', 'bk.sale_id')
    .select([
      'bk.id',
      'bk.owner_customer_id',
      'bk.starts_at',
      'bk.ends_at',
      'bk.duration_minutes',
      'bk.price',
      'bk.status',
      'bk.sale_id',
      's.status as sale_status',
      's.paid as sale_paid',
      (eb) =>
        eb
          .selectFrom('booking_blocks as b')
          .select('b.resource_id')
          .whereRef('b.booking_id', '=', 'bk.id')
          .orderBy('b.active', 'desc')
          .orderBy('b.no_online')
          .orderBy('b.id')
          .limit(1)
          .as('resource_id'),
    ])
    .where('bk.series_id', '=', seriesId)
    .orderBy('bk.starts_at')
    .execute();
}
