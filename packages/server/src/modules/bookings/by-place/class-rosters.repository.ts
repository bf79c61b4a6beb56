import { sql } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';
import { classPlacesQuery } from './by-place.repository.js';

/* Queries of the desk's class rosters (class-rosters.service.ts): classes in a range, their coach, who holds each place. No rules. */

/** Active classes (bookings of a by-place type) starting in [from, to), a coach's only when `coachId` is set, in start order. */
export function findClassSessions(db: Executor, from: Instant, to: Instant, coachId: number | null) {
  let q = db
    .selectFrom('bookings as bk')
    .innerJoin('booking_types as t', 't.id', 'bk.booking_type_id')
    .leftJoin('staff_accounts as st', 'st.id', 'bk.coach_staff_id')
    .select([
      'bk.id',
      'bk.booking_type_id',
      'bk.starts_at',
      'bk.ends_at',
      'bk.max_participants',
      'bk.coach_staff_id',
      'st.name as coach_name',
      't.name as type_name',
    ])
    .where('t.by_place', '=', 1)
    .where('bk.status', '=', 'active')
    .where('bk.starts_at', '>=', from)
    .where('bk.starts_at', '<', to);
  if (coachId !== null) q = q.where('bk.coach_staff_id', '=', coachId);
  return q.orderBy('bk.starts_at').orderBy('bk.id').execute();
}

/** One class as the roster reads it (any booking: the caller checks it is an active by-place one). */
export function findClassSession(db: Executor, id: number) {
  return db
    .selectFrom('bookings as bk')
    .innerJoin('booking_types as t', 't.id', 'bk.booking_type_id')
    .leftJoin('staff_accounts as st', 'st.id', 'bk.coach_staff_id')
    .select([
      'bk.id',
      'bk.booking_type_id',
      'bk.starts_at',
      'bk.ends_at',
      'bk.max_participants',
      'bk.status',
      'bk.duration_minutes',
      'bk.booking_template_id',
      'bk.coach_staff_id',
      'st.name as coach_name',
      't.name as type_name',
      't.by_place',
    ])
    .where('bk.id', '=', id)
    .executeTakeFirst();
}

/** The held-or-not places of these classes with who is in each, their sale and the plan's label. */
export function findRosterPlaces(db: Executor, bookingIds: number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return classPlacesQuery(db, bookingIds)
    .select(['p.customer_id', 'p.price', 'p.sale_id', 'c.email', 'c.phone', 's.online as sale_online', 's.currency as sale_currency'])
    .orderBy(sql`coalesce(tp.sort_order, 0)`)
    .orderBy('p.position')
    .execute();
}

export async function setClassCoach(db: Executor, id: number, coachId: number | null): Promise<void> {
  await db.updateTable('bookings').set({ coach_staff_id: coachId }).where('id', '=', id).execute();
}
