/** Kysely reads and writes of the staff's courts editor: courts, their weekly hours, dated exceptions, the bookings to come on them. */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { OpeningExceptionsTable, ResourcesTable } from '../../../db/schema.js';
import type { Instant } from '../../../lib/clock.js';
import { holdStillHoldsSql } from '../../sales/index.js';

const courtColumns = [
  'id',
  'name',
  'resource_type',
  'description',
  'image',
  'show_name_online',
  'active',
  'sort_order',
  'external_id',
] as const;

/** Courts by sport, in their order; archived ones (`active` 0) only when asked. */
export function findCourts(db: Executor, opts: { archived: boolean }) {
  let q = db.selectFrom('resources').select(courtColumns);
  if (!opts.archived) q = q.where('active', '=', 1);
  return q.orderBy('resource_type').orderBy('active', 'desc').orderBy('sort_order').orderBy('id').execute();
}
export type CourtRow = Awaited<ReturnType<typeof findCourts>>[number];

export function findCourt(db: Executor, id: number) {
  return db.selectFrom('resources').select(courtColumns).where('id', '=', id).executeTakeFirst();
}

/** The active courts of a sport in their order. */
export function findActiveCourtsOfKind(db: Executor, kind: string) {
  return db
    .selectFrom('resources')
    .select(['id', 'sort_order'])
    .where('resource_type', '=', kind)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The kinds booking types book as their main resource: the sports a new court may join. */
export async function findBookedKinds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('booking_type_resources').select('resource_type').distinct().orderBy('resource_type').execute();
  return rows.map((r) => r.resource_type);
}

/** The booking types that book each kind as their main resource, by kind (their names, in the grid's order). */
export function findTypeNamesByKind(db: Executor) {
  return db
    .selectFrom('booking_type_resources as btr')
    .innerJoin('booking_types as bt', 'bt.id', 'btr.booking_type_id')
    .select(['btr.resource_type', 'bt.name'])
    .where('btr.main', '=', 1)
    .orderBy('bt.sort_order')
    .orderBy('bt.id')
    .execute();
}

export async function updateCourt(db: Executor, id: number, values: Updateable<ResourcesTable>): Promise<void> {
  await db.updateTable('resources').set(values).where('id', '=', id).execute();
}

export async function renumberCourts(db: Executor, ids: number[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .updateTable('resources')
      .set({ sort_order: i + 1 })
      .where('id', '=', id)
      .execute();
}

export function findHoursOfCourts(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('opening_hours')
    .select(['resource_id', 'weekday', 'open_time', 'close_time'])
    .where('resource_id', 'in', ids)
    .orderBy('resource_id')
    .orderBy('weekday')
    .orderBy('open_time')
    .execute();
}

/** Exceptions on or after `fromDate` (club-local `yyyy-MM-dd`). */
export function findExceptionsOfCourts(db: Executor, ids: number[], fromDate: string) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('opening_exceptions')
    .select(['resource_id', 'date', 'open_time', 'close_time', 'reason'])
    .where('resource_id', 'in', ids)
    .where('date', '>=', fromDate)
    .orderBy('resource_id')
    .orderBy('date')
    .orderBy('open_time')
    .execute();
}

export async function deleteExceptionsOn(db: Executor, resourceId: number, date: string): Promise<number> {
  const res = await db.deleteFrom('opening_exceptions').where('resource_id', '=', resourceId).where('date', '=', date).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function insertExceptions(db: Executor, rows: Insertable<OpeningExceptionsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('opening_exceptions').values(rows).execute();
}

/**
 * The bookings still to come on a court (from `now`, an active booking whose block still holds the time: confirmed,
 * paid, or a hold not yet run out), with the booker's name, first first.
 */
export function findBookingsToCome(db: Executor, resourceId: number, now: Instant) {
  return db
    .selectFrom('booking_blocks as b')
    .innerJoin('bookings as k', 'k.id', 'b.booking_id')
    .innerJoin('customers as c', 'c.id', 'k.owner_customer_id')
    .leftJoin('sales as s', 's.id', 'b.sale_id')
    .select(['k.id', 'b.starts_at', 'b.ends_at', 'c.name', 'c.surname'])
    .where('b.resource_id', '=', resourceId)
    .where('b.active', '=', 1)
    .where('b.ends_at', '>', now)
    .where('k.status', '=', 'active')
    .where(holdStillHoldsSql('b.hold_expires_at', 's.status', now))
    .orderBy('b.starts_at')
    .orderBy('k.id')
    .execute();
}
export type BookingToCome = Awaited<ReturnType<typeof findBookingsToCome>>[number];
