import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/* Queries of the desk's activity rosters (activity-rosters.service.ts). No rules. */

/**
 * Activities running in [from, to) (starting before `to` and not ended by `from`: a course that runs for weeks is on
 * every day's list), a coach's only when `coachId` is set, with their coach's name, in start order.
 */
export function findActivitySessions(db: Executor, from: Instant, to: Instant, coachId: number | null) {
  let q = db
    .selectFrom('activities as a')
    .leftJoin('staff_accounts as st', 'st.id', 'a.coach_staff_id')
    .select(['a.id', 'a.name', 'a.start_at', 'a.end_at', 'a.capacity', 'a.currency', 'a.coach_staff_id', 'st.name as coach_name'])
    .where('a.start_at', '<', to)
    .where((eb) => eb(eb.fn.coalesce('a.end_at', 'a.start_at'), '>=', from));
  if (coachId !== null) q = q.where('a.coach_staff_id', '=', coachId);
  return q.orderBy('a.start_at').orderBy('a.id').execute();
}

export function findActivitySession(db: Executor, id: number) {
  return db
    .selectFrom('activities as a')
    .leftJoin('staff_accounts as st', 'st.id', 'a.coach_staff_id')
    .select([
      'a.id',
      'a.name',
      'a.start_at',
      'a.end_at',
      'a.capacity',
      'a.currency',
      'a.price',
      'a.coach_staff_id',
      'st.name as coach_name',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** The live sign-ups of these activities with who is in and their sale, first signed first. */
export function findRosterSignups(db: Executor, activityIds: number[]) {
  if (!activityIds.length) return Promise.resolve([]);
  return db
    .selectFrom('activity_signups as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('sales', 'sales.id', 's.sale_id')
    .select([
      's.id',
      's.activity_id',
      's.customer_id',
      's.sale_id',
      's.hold_expires_at',
      'c.name',
      'c.surname',
      'c.email',
      'c.phone',
      'sales.status as sale_status',
      'sales.total as sale_total',
      'sales.online as sale_online',
      'sales.currency as sale_currency',
    ])
    .where('s.activity_id', 'in', activityIds)
    .where('s.status', '=', 'active')
    .orderBy('s.activity_id')
    .orderBy('s.id')
    .execute();
}

/** The live entries of these activities' lines (waiting or offered), first come first. */
export function findRosterWaiting(db: Executor, activityIds: number[]) {
  if (!activityIds.length) return Promise.resolve([]);
  return db
    .selectFrom('activity_waitlist as w')
    .innerJoin('customers as c', 'c.id', 'w.customer_id')
    .select(['w.id', 'w.activity_id', 'w.customer_id', 'w.status', 'w.offer_expires_at', 'c.name', 'c.surname'])
    .where('w.activity_id', 'in', activityIds)
    .where('w.status', 'in', ['waiting', 'offered'])
    .orderBy('w.activity_id')
    .orderBy('w.id')
    .execute();
}
