import { sql } from 'kysely';
import type { ActivityStatus, ActivityType } from '@clubportal/contract/activities';
import type { Executor } from '../../db/dialect.js';
import type { ActivitiesTable, ActivitySignupStatus } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';
import { holdRanOutSql } from '../sales/index.js';

/** The where clause of a status at `now` (the SQL side of the contract's `statusAt`). */
function statusFilter(status: ActivityStatus, now: Instant) {
  const ends = sql<Instant>`coalesce(end_at, start_at)`;
  if (status === 'finished') return sql<boolean>`${ends} < ${now}`;
  if (status === 'upcoming') return sql<boolean>`start_at > ${now}`;
  return sql<boolean>`start_at <= ${now} and ${ends} >= ${now}`;
}

export async function findActivitiesPage(
  db: Executor,
  q: { type: ActivityType; status: ActivityStatus; now: Instant; offset: number; limit: number },
) {
  const base = db.selectFrom('activities').where('published', '=', 1).where('type', '=', q.type).where(statusFilter(q.status, q.now));
  // Finished ones newest first; the others soonest first.
  const order = q.status === 'finished' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    q.limit === 0
      ? Promise.resolve([])
      : base.selectAll().orderBy('start_at', order).orderBy('id', order).offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

export function findActivity(db: Executor, id: number) {
  return db.selectFrom('activities').selectAll().where('id', '=', id).where('published', '=', 1).executeTakeFirst();
}
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** The poster of the soonest published activity still to start that has one (either type). */
export async function findNextPoster(db: Executor, now: Instant): Promise<string | undefined> {
  const row = await db
    .selectFrom('activities')
    .select('poster')
    .where('published', '=', 1)
    .where('start_at', '>', now)
    .where('poster', '!=', '')
    .orderBy('start_at', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.poster;
}

/** Live sign-ups per activity (expired holds are ended before anyone counts: see `endLapsedSignups`). */
export async function countActiveSignups(db: Executor, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity_signups')
    .select(['activity_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('activity_id', 'in', activityIds)
    .where('status', '=', 'active')
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((r) => [r.activity_id, Number(r.n)]));
}

/** Sign-ups still 'active' whose sale's hold ran out unpaid (the rule: sales/sale-holds.ts). */
function lapsedSignups(db: Executor, now: Instant) {
  return db
    .selectFrom('activity_signups as s')
    .innerJoin('sales', 'sales.id', 's.sale_id')
    .where('s.status', '=', 'active')
    .where(holdRanOutSql('s.hold_expires_at', 'sales.status', now));
}

/** An activity's lapsed sign-ups, listed so the caller ends them (and cancels their sales) in its unit of work. */
export function findLapsedSignups(db: Executor, activityId: number, now: Instant) {
  return lapsedSignups(db, now).select(['s.id', 's.sale_id']).where('s.activity_id', '=', activityId).execute();
}

/** Activities with a lapsed sign-up (at most `limit`): the hold engine's list. */
export async function activitiesWithLapsedSignups(db: Executor, now: Instant, limit: number): Promise<number[]> {
  const rows = await lapsedSignups(db, now).select('s.activity_id').distinct().orderBy('s.activity_id').limit(limit).execute();
  return rows.map((r) => r.activity_id);
}

/** The customer's 'active' sign-up, with its sale's status (null when free). */
export function findActiveSignup(db: Executor, activityId: number, customerId: number) {
  return db
    .selectFrom('activity_signups as s')
    .leftJoin('sales', 'sales.id', 's.sale_id')
    .selectAll('s')
    .select('sales.status as sale_status')
    .where('s.activity_id', '=', activityId)
    .where('s.customer_id', '=', customerId)
    .where('s.status', '=', 'active')
    .executeTakeFirst();
}

export async function insertSignup(
  db: Executor,
  row: {
    activity_id: number;
    customer_id: number;
    signed_by_id: number;
    sale_id: number | null;
    hold_expires_at: Instant | null;
    answers: string;
    created_at: Instant;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('activity_signups')
    .values({ ...row, status: 'active' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function endSignup(db: Executor, id: number, status: Exclude<ActivitySignupStatus, 'active'>, now: Instant): Promise<void> {
  await db.updateTable('activity_signups').set({ status, ended_at: now }).where('id', '=', id).where('status', '=', 'active').execute();
}

export function findWaitlistEntry(db: Executor, activityId: number, customerId: number) {
  return db
    .selectFrom('activity_waitlist')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();
}

/** The ids of an activity's live entries (waiting or offered): what the engine may lapse. */
export async function findLiveWaitlistIds(db: Executor, activityId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('activity_waitlist')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('status', 'in', ['waiting', 'offered'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function insertWaitlistEntry(
  db: Executor,
  row: { activity_id: number; customer_id: number; created_at: Instant },
): Promise<number> {
  const { id } = await db
    .insertInto('activity_waitlist')
    .values({ ...row, status: 'waiting', offer_expires_at: null, updated_at: row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Live offers: places kept for someone in line. */
export async function findLiveOffers(db: Executor, activityIds: number[], now: Instant) {
  if (activityIds.length === 0) return [];
  return db
    .selectFrom('activity_waitlist')
    .select(['id', 'customer_id', 'activity_id'])
    .where('activity_id', 'in', activityIds)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now)
    .execute();
}

export function findNextWaiting(db: Executor, activityId: number) {
  return db
    .selectFrom('activity_waitlist')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('status', '=', 'waiting')
    .orderBy('id')
    .executeTakeFirst();
}

/** Activities not finished with someone in line: what the waitlist job looks at. */
export async function activitiesWithWaitlist(db: Executor, now: Instant): Promise<number[]> {
  const rows = await db
    .selectFrom('activity_waitlist as w')
    .innerJoin('activities as a', 'a.id', 'w.activity_id')
    .select('w.activity_id')
    .distinct()
    .where('w.status', 'in', ['waiting', 'offered'])
    .where(sql<boolean>`coalesce(a.end_at, a.start_at) >= ${now}`)
    .orderBy('w.activity_id')
    .execute();
  return rows.map((r) => r.activity_id);
}

export type NewActivity = Omit<
  ActivitiesTable,
  | 'id'
  | 'poster'
  | 'description'
  | 'price'
  | 'online_signup'
  | 'published'
  | 'cancel_hours_before'
  | 'refund_percent'
  | 'for_children'
  | 'coach_staff_id'
> & {
  coach_staff_id?: number | null;
  for_children?: number;
  cancel_hours_before?: number;
  refund_percent?: number;
  poster?: string;
  description?: string;
  price?: number;
  online_signup?: number;
  published?: number;
};

/** Demo seed and tests' factories write activities through here. */
export async function insertActivity(db: Executor, row: NewActivity): Promise<number> {
  const { id } = await db.insertInto('activities').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The sports (booking type ids) an activity is about; none: the activity names no sport. */
export async function findActivitySports(db: Executor, activityId: number): Promise<number[]> {
  const rows = await db.selectFrom('activity_sports').select('booking_type_id').where('activity_id', '=', activityId).execute();
  return rows.map((r) => r.booking_type_id);
}

export async function insertActivitySports(db: Executor, activityId: number, bookingTypeIds: number[]): Promise<void> {
  if (bookingTypeIds.length === 0) return;
  await db
    .insertInto('activity_sports')
    .values(bookingTypeIds.map((id) => ({ activity_id: activityId, booking_type_id: id })))
    .execute();
}

/**
 * Live sign-ups of activities not ended yet that the customer holds or made for someone (a linked child),
 * soonest first, with the activity's cancellation rule and the sale's state and amount paid.
 */
export function findCustomerSignups(db: Executor, customerId: number, now: Instant) {
  return db
    .selectFrom('activity_signups as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .leftJoin('sales', 'sales.id', 's.sale_id')
    .select([
      's.id',
      's.activity_id',
      's.customer_id',
      's.hold_expires_at',
      'a.name',
      'a.start_at',
      'a.end_at',
      'a.poster',
      'a.currency',
      'a.cancel_hours_before',
      'a.refund_percent',
      'c.name as customer_name',
      'c.surname as customer_surname',
      'sales.status as sale_status',
      'sales.paid as sale_paid',
    ])
    .where('s.status', '=', 'active')
    .where((eb) => eb.or([eb('s.customer_id', '=', customerId), eb('s.signed_by_id', '=', customerId)]))
    .where(sql<boolean>`coalesce(a.end_at, a.start_at) >= ${now}`)
    .orderBy('a.start_at')
    .orderBy('s.id')
    .execute();
}

/** The customer's places in the lines of activities not ended yet (waiting or offered), soonest first. */
export function findCustomerWaitlistEntries(db: Executor, customerIds: number[], now: Instant) {
  return db
    .selectFrom('activity_waitlist as w')
    .innerJoin('activities as a', 'a.id', 'w.activity_id')
    .innerJoin('customers as c', 'c.id', 'w.customer_id')
    .select([
      'w.id',
      'w.activity_id',
      'w.customer_id',
      'w.status',
      'w.offer_expires_at',
      'a.name',
      'a.start_at',
      'c.name as customer_name',
      'c.surname as customer_surname',
    ])
    .where('w.customer_id', 'in', customerIds)
    .where('w.status', 'in', ['waiting', 'offered'])
    .where(sql<boolean>`coalesce(a.end_at, a.start_at) >= ${now}`)
    .orderBy('a.start_at')
    .orderBy('w.id')
    .execute();
}
