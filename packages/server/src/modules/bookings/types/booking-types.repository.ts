/** Kysely reads and writes of the staff's booking types editor (a type's row, its main kind, its order). */
import type { Updateable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type { BookingTypesTable } from '../../../db/schema.js';

/** Every booking type in the members' order (unpublished ones too), with the kind of court it books. */
export function findStaffBookingTypes(db: Executor, id?: number) {
  let q = db
    .selectFrom('booking_types as bt')
    .leftJoin('booking_type_resources as btr', (j) => j.onRef('btr.booking_type_id', '=', 'bt.id').on('btr.main', '=', 1))
    .selectAll('bt')
    .select('btr.resource_type as kind');
  if (id !== undefined) q = q.where('bt.id', '=', id);
  return q.orderBy('bt.sort_order').orderBy('bt.id').execute();
}
export type BookingTypeRow = Awaited<ReturnType<typeof findStaffBookingTypes>>[number];

/** The kinds of court the club has, and those its types book. */
export async function findKinds(db: Executor): Promise<string[]> {
  const [courts, booked] = await Promise.all([
    db.selectFrom('resources').select('resource_type').distinct().where('active', '=', 1).execute(),
    db.selectFrom('booking_type_resources').select('resource_type').distinct().where('main', '=', 1).execute(),
  ]);
  return [...new Set([...courts, ...booked].map((r) => r.resource_type))].sort();
}

export async function updateBookingType(db: Executor, id: number, values: Updateable<BookingTypesTable>): Promise<void> {
  await db.updateTable('booking_types').set(values).where('id', '=', id).execute();
}

export async function updateMainKind(db: Executor, id: number, kind: string): Promise<void> {
  await db
    .updateTable('booking_type_resources')
    .set({ resource_type: kind })
    .where('booking_type_id', '=', id)
    .where('main', '=', 1)
    .execute();
}

export async function renumberBookingTypes(db: Executor, ids: number[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .updateTable('booking_types')
      .set({ sort_order: i + 1 })
      .where('id', '=', id)
      .execute();
}

/** A type's price rules in their order (the price rules editor numbers them 1, 2, ... the same way), with the court each names. */
export function findPriceRulesOf(db: Executor, bookingTypeId: number) {
  return db
    .selectFrom('booking_prices')
    .select(['id', 'duration_minutes', 'resource_id'])
    .where('booking_type_id', '=', bookingTypeId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
