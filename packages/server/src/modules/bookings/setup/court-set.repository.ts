/** Kysely reads and writes of one booking type with its main courts, hours and base prices (the go-live wizard's courts). */
import type { Executor } from '../../../db/dialect.js';

export async function findTypeForCourts(db: Executor, bookingTypeId: number) {
  return db
    .selectFrom('booking_types as bt')
    .innerJoin('booking_type_resources as btr', (j) => j.onRef('btr.booking_type_id', '=', 'bt.id').on('btr.main', '=', 1))
    .select(['bt.id', 'bt.name', 'bt.max_participants', 'bt.slot_step_minutes', 'btr.resource_type'])
    .where('bt.id', '=', bookingTypeId)
    .executeTakeFirst();
}

export function findCourtsOfKind(db: Executor, resourceType: string) {
  return db
    .selectFrom('resources')
    .select(['id', 'name'])
    .where('resource_type', '=', resourceType)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findHoursOf(db: Executor, resourceId: number) {
  return db
    .selectFrom('opening_hours')
    .select(['weekday', 'open_time', 'close_time'])
    .where('resource_id', '=', resourceId)
    .orderBy('weekday')
    .orderBy('open_time')
    .execute();
}

/** The prices valid all day, every weekday, on every court, for everyone, without dates: the base price per duration. */
export function findBasePrices(db: Executor, bookingTypeId: number) {
  return db
    .selectFrom('booking_prices')
    .select(['duration_minutes', 'price'])
    .where('booking_type_id', '=', bookingTypeId)
    .where('weekday', 'is', null)
    .where('customer_group_id', 'is', null)
    .where('from_time', '=', '00:00')
    .where('to_time', '=', '24:00')
    .where('resource_id', 'is', null)
    .where('customer_id', 'is', null)
    .where('valid_from', 'is', null)
    .where('valid_to', 'is', null)
    .orderBy('duration_minutes')
    .execute();
}

export async function updateTypeBasics(
  db: Executor,
  id: number,
  values: { name: string; maxParticipants: number; durations: number[]; preferredDuration: number },
): Promise<void> {
  await db
    .updateTable('booking_types')
    .set({
      name: values.name,
      category: values.name,
      max_participants: values.maxParticipants,
      durations: JSON.stringify(values.durations),
      preferred_duration: values.preferredDuration,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteBasePrices(db: Executor, bookingTypeId: number): Promise<void> {
  await db
    .deleteFrom('booking_prices')
    .where('booking_type_id', '=', bookingTypeId)
    .where('weekday', 'is', null)
    .where('customer_group_id', 'is', null)
    .where('from_time', '=', '00:00')
    .where('to_time', '=', '24:00')
    .where('resource_id', 'is', null)
    .where('customer_id', 'is', null)
    .where('valid_from', 'is', null)
    .where('valid_to', 'is', null)
    .execute();
}

export async function renameResource(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('resources').set({ name }).where('id', '=', id).execute();
}

export async function deleteHoursOf(db: Executor, resourceId: number): Promise<void> {
  await db.deleteFrom('opening_hours').where('resource_id', '=', resourceId).execute();
}
