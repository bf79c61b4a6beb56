import { sql, type RawBuilder } from 'kysely';
import type { MergeHolding } from '@clubportal/contract/staff-customer-merge';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/*
 * What a merge reads to plan itself (issue 33 §4): each side's holdings, money and the duplicates the kept
 * customer may hold once. Read-only views of the feature modules' tables, as the customer's file reads them.
 */

const HELD = sql`('invited', 'accepted', 'joined')`;
const LIVE_LINE = sql`('waiting', 'offered')`;

/** One count per holding, each a subquery of one statement (one round trip per side). */
const HOLDINGS: Record<MergeHolding, (id: number, now: Instant) => RawBuilder<unknown>> = {
  bookings: (id) => sql`select count(*) from bookings where owner_customer_id = ${id}`,
  places: (id) =>
    sql`select count(*) from booking_participants p join bookings b on b.id = p.booking_id
        where p.customer_id = ${id} and p.state in ('accepted', 'joined') and b.owner_customer_id <> ${id}`,
  invitations: (id) => sql`select count(*) from booking_participants where customer_id = ${id} and state = 'invited'`,
  series: (id) => sql`select count(*) from booking_series where owner_customer_id = ${id}`,
  sales: (id) => sql`select count(*) from sales where customer_id = ${id}`,
  fees: (id) => sql`select count(*) from periodic_fees where customer_id = ${id}`,
  vouchers: (id) => sql`select count(*) from vouchers where customer_id = ${id}`,
  payments: (id) => sql`select count(*) from payments where customer_id = ${id}`,
  refunds: (id) =>
    sql`select (select count(*) from booking_refunds where customer_id = ${id}) + (select count(*) from staff_refunds where customer_id = ${id})`,
  dependants: (id) => sql`select count(*) from customers where parent_id = ${id} and deleted_at is null`,
  groups: (id) => sql`select count(*) from customer_group_members where customer_id = ${id}`,
  passes: (id) => sql`select count(*) from season_passes where customer_id = ${id}`,
  level: (id) => sql`select count(*) from customer_levels where customer_id = ${id}`,
  levelHistory: (id) => sql`select count(*) from level_history where customer_id = ${id}`,
  ratingLinks: (id) => sql`select count(*) from customer_level_links where customer_id = ${id}`,
  results: (id) => sql`select count(*) from booking_results where saved_by = ${id} or answered_by = ${id}`,
  signups: (id) => sql`select count(*) from activity_signups where customer_id = ${id}`,
  waitlists: (id) =>
    sql`select (select count(*) from activity_waitlist where customer_id = ${id}) + (select count(*) from booking_waitlist where customer_id = ${id})`,
  teams: (id) =>
    sql`select (select count(*) from team_members where customer_id = ${id}) + (select count(*) from training_absences where customer_id = ${id})`,
  attendance: (id) =>
    sql`select (select count(*) from checkins where customer_id = ${id}) + (select count(*) from no_shows where customer_id = ${id})
        + (select count(*) from roster_attendance where customer_id = ${id})`,
  prices: (id) =>
    sql`select (select count(*) from customer_prices where customer_id = ${id}) + (select count(*) from booking_prices where customer_id = ${id})`,
  savedCards: (id) => sql`select count(*) from payment_tokens where customer_id = ${id} and deleted_at is null`,
  partnerLinks: (id) => sql`select count(*) from external_account_links where customer_id = ${id}`,
  customFields: (id) => sql`select count(*) from customer_custom_values where customer_id = ${id}`,
  mails: (id) =>
    sql`select (select count(*) from customer_emails where customer_id = ${id}) + (select count(*) from customer_sms where customer_id = ${id})`,
  calendarLinks: (id) => sql`select count(*) from calendar_feeds where customer_id = ${id} and revoked_at is null`,
  doorCredentials: (id, now) =>
    sql`select count(*) from door_credentials where customer_id = ${id} and revoked_at is null and expires_at > ${now}`,
  signInLinks: (id) => sql`select count(*) from customer_tokens where customer_id = ${id}`,
  mergedRecords: (id) => sql`select count(*) from customers where merged_into_id = ${id}`,
};

export async function countHoldings(db: Executor, id: number, now: Instant): Promise<Record<MergeHolding, number>> {
  const keys = Object.keys(HOLDINGS) as MergeHolding[];
  const columns = keys.map((key) => sql`(${HOLDINGS[key](id, now)}) as ${sql.ref(key)}`);
  const { rows } = await sql<Record<MergeHolding, number | string>>`select ${sql.join(columns)}`.execute(db);
  const row = rows[0]!;
  return Object.fromEntries(keys.map((key) => [key, Number(row[key])])) as Record<MergeHolding, number>;
}

/** Money per currency: the wallets' (money vouchers') balance, what pending sales still owe, what payments paid. */
export async function moneyOf(db: Executor, id: number) {
  const [wallet, owed, paid] = await Promise.all([
    db
      .selectFrom('vouchers')
      .select((eb) => ['currency', eb.fn.sum<number>('balance').as('amount')])
      .where('customer_id', '=', id)
      .where('kind', '=', 'money')
      .groupBy('currency')
      .execute(),
    db
      .selectFrom('sales')
      .select((eb) => ['currency', eb.fn.sum<number>(sql`total - paid`).as('amount')])
      .where('customer_id', '=', id)
      .where('status', '=', 'pending')
      .groupBy('currency')
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => ['currency', eb.fn.sum<number>('amount').as('amount')])
      .where('customer_id', '=', id)
      .where('status', '=', 'paid')
      .groupBy('currency')
      .execute(),
  ]);
  const rows = (kind: 'wallet' | 'owed' | 'paid', list: Array<{ currency: string; amount: number | string | null }>) =>
    list.map((r) => ({ kind, currency: r.currency, amount: Number(r.amount ?? 0) }));
  return [...rows('wallet', wallet), ...rows('owed', owed), ...rows('paid', paid)];
}

/** A held place in a booking or class both customers hold one in, with its share sale. */
export function findSharedPlaces(db: Executor, keptId: number, mergedId: number) {
  return db
    .selectFrom('booking_participants as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
    .leftJoin('sales as s', 's.id', 'p.sale_id')
    .select((eb) => [
      'p.id',
      'p.booking_id',
      'p.customer_id',
      'p.state',
      'p.sale_id',
      's.status as sale_status',
      's.paid as sale_paid',
      's.total as sale_total',
      's.currency as sale_currency',
      'b.owner_customer_id',
      'b.sale_id as booking_sale_id',
      'b.starts_at',
      't.name as type_name',
      eb
        .selectFrom('booking_blocks as bb')
        .innerJoin('resources as r', 'r.id', 'bb.resource_id')
        .select('r.name')
        .whereRef('bb.booking_id', '=', 'b.id')
        .orderBy('bb.id')
        .limit(1)
        .as('court'),
    ])
    .where('p.customer_id', 'in', [keptId, mergedId])
    .where(sql<boolean>`p.state in ${HELD}`)
    .where(
      sql<boolean>`p.booking_id in (select booking_id from booking_participants where customer_id = ${keptId} and state in ${HELD}
        intersect select booking_id from booking_participants where customer_id = ${mergedId} and state in ${HELD})`,
    )
    .orderBy('b.starts_at')
    .orderBy('p.id')
    .execute();
}

/** Active sign-ups to an activity both are signed up to, with their sales. */
export function findSharedSignups(db: Executor, keptId: number, mergedId: number) {
  return db
    .selectFrom('activity_signups as g')
    .innerJoin('activities as a', 'a.id', 'g.activity_id')
    .leftJoin('sales as s', 's.id', 'g.sale_id')
    .select([
      'g.id',
      'g.activity_id',
      'g.customer_id',
      'g.sale_id',
      's.status as sale_status',
      's.paid as sale_paid',
      's.total as sale_total',
    ])
    .select(['s.currency as sale_currency'])
    .select(['a.name', 'a.start_at'])
    .where('g.customer_id', 'in', [keptId, mergedId])
    .where('g.status', '=', 'active')
    .where(
      sql<boolean>`g.activity_id in (select activity_id from activity_signups where customer_id = ${keptId} and status = 'active'
        intersect select activity_id from activity_signups where customer_id = ${mergedId} and status = 'active')`,
    )
    .orderBy('g.id')
    .execute();
}

/**
 * The merged customer's live lines for something the kept customer is already in line for (or, for an activity,
 * signed up to; for a match, holds a place in): those lines are left.
 */
export async function findDuplicateLines(db: Executor, keptId: number, mergedId: number) {
  const [activities, bookings] = await Promise.all([
    db
      .selectFrom('activity_waitlist as w')
      .innerJoin('activities as a', 'a.id', 'w.activity_id')
      .select(['w.id', 'a.name', 'a.start_at as at'])
      .where('w.customer_id', '=', mergedId)
      .where(sql<boolean>`w.status in ${LIVE_LINE}`)
      .where(
        sql<boolean>`(exists (select 1 from activity_waitlist k where k.activity_id = w.activity_id and k.customer_id = ${keptId} and k.status in ${LIVE_LINE})
          or exists (select 1 from activity_signups g where g.activity_id = w.activity_id and g.customer_id = ${keptId} and g.status = 'active'))`,
      )
      .execute(),
    db
      .selectFrom('booking_waitlist as w')
      .innerJoin('resources as r', 'r.id', 'w.resource_id')
      .select(['w.id', 'r.name', 'w.starts_at as at'])
      .where('w.customer_id', '=', mergedId)
      .where(sql<boolean>`w.status in ${LIVE_LINE}`)
      .where(
        sql<boolean>`exists (select 1 from booking_waitlist k where k.customer_id = ${keptId} and k.status in ${LIVE_LINE} and (
          (w.booking_id is not null and k.booking_id = w.booking_id)
          or (w.booking_id is null and k.booking_id is null and k.resource_id = w.resource_id and k.starts_at = w.starts_at
              and k.duration_minutes = w.duration_minutes and k.booking_type_id = w.booking_type_id)))`,
      )
      .execute(),
  ]);
  return { activities, bookings };
}

/** The merged customer's passes of a membership the kept customer also holds (not ended, not run out by `day`). */
export function findDuplicatePasses(db: Executor, keptId: number, mergedId: number, day: string) {
  const held = sql<boolean>`ended_at is null and (ends_on is null or ends_on >= ${day})`;
  return db
    .selectFrom('season_passes as p')
    .select(['p.id', 'p.name'])
    .where('p.customer_id', '=', mergedId)
    .where(held)
    .where(
      sql<boolean>`p.membership_type_id in (select membership_type_id from season_passes where customer_id = ${keptId} and membership_type_id is not null and ${held})`,
    )
    .orderBy('p.id')
    .execute();
}

/** Groups both belong to, with how each got there. */
export function findSharedGroups(db: Executor, keptId: number, mergedId: number) {
  return db
    .selectFrom('customer_group_members as m')
    .innerJoin('customer_groups as g', 'g.id', 'm.customer_group_id')
    .innerJoin('customer_group_members as k', (j) =>
      j.onRef('k.customer_group_id', '=', 'm.customer_group_id').on('k.customer_id', '=', keptId),
    )
    .select(['g.id', 'g.name', 'm.by_pass as merged_by_pass', 'k.by_pass as kept_by_pass'])
    .where('m.customer_id', '=', mergedId)
    .orderBy('g.id')
    .execute();
}

/** Teams both are in, and trainings both were marked absent from. */
export async function findSharedTeams(db: Executor, keptId: number, mergedId: number) {
  const [teams, absences] = await Promise.all([
    db
      .selectFrom('team_members as m')
      .innerJoin('teams as t', 't.id', 'm.team_id')
      .select(['t.name'])
      .where('m.customer_id', '=', mergedId)
      .where(sql<boolean>`m.team_id in (select team_id from team_members where customer_id = ${keptId})`)
      .execute(),
    db
      .selectFrom('training_absences as a')
      .innerJoin('trainings as tr', 'tr.id', 'a.training_id')
      .innerJoin('teams as t', 't.id', 'tr.team_id')
      .select(['t.name', 'tr.starts_at'])
      .where('a.customer_id', '=', mergedId)
      .where(sql<boolean>`a.training_id in (select training_id from training_absences where customer_id = ${keptId})`)
      .execute(),
  ]);
  return { teams, absences };
}

/** Roster sessions both were marked at. */
export function findSharedAttendance(db: Executor, keptId: number, mergedId: number) {
  return db
    .selectFrom('roster_attendance as m')
    .innerJoin('roster_attendance as k', (j) =>
      j.onRef('k.kind', '=', 'm.kind').onRef('k.session_id', '=', 'm.session_id').on('k.customer_id', '=', keptId),
    )
    .select(['m.kind', 'm.session_id', 'm.present as merged_present', 'k.present as kept_present'])
    .where('m.customer_id', '=', mergedId)
    .execute();
}

export function findLevels(db: Executor, keptId: number, mergedId: number) {
  return db.selectFrom('customer_levels').selectAll().where('customer_id', 'in', [keptId, mergedId]).execute();
}

/** Rating providers both are linked to. */
export function findSharedRatingLinks(db: Executor, keptId: number, mergedId: number) {
  return db
    .selectFrom('customer_level_links')
    .select('provider')
    .where('customer_id', '=', mergedId)
    .where(sql<boolean>`provider in (select provider from customer_level_links where customer_id = ${keptId})`)
    .execute();
}

/** Products both have an own price of. */
export function findSharedPrices(db: Executor, keptId: number, mergedId: number) {
  return db
    .selectFrom('customer_prices as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select('p.name')
    .where('c.customer_id', '=', mergedId)
    .where(sql<boolean>`c.product_id in (select product_id from customer_prices where customer_id = ${keptId})`)
    .execute();
}

/** Custom fields both answered. */
export function findSharedCustomFields(db: Executor, keptId: number, mergedId: number) {
  return db
    .selectFrom('customer_custom_values as v')
    .innerJoin('custom_fields as f', 'f.id', 'v.custom_field_id')
    .select('f.label')
    .where('v.customer_id', '=', mergedId)
    .where(sql<boolean>`v.custom_field_id in (select custom_field_id from customer_custom_values where customer_id = ${keptId})`)
    .execute();
}

/** The roster session's start, for a shared attendance mark (a class is a booking; an activity has one start). */
export async function sessionStart(db: Executor, kind: 'activity' | 'class', sessionId: number): Promise<string | null> {
  const row =
    kind === 'class'
      ? await db.selectFrom('bookings').select('starts_at as at').where('id', '=', sessionId).executeTakeFirst()
      : await db.selectFrom('activities').select('start_at as at').where('id', '=', sessionId).executeTakeFirst();
  return row?.at ?? null;
}
