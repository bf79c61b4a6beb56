/** Kysely writes of the club's booking setup: courts, opening hours, booking types, prices, closures, settings (the demo seed and the staff editors). */
import { type Insertable } from 'kysely';
import type { Executor } from '../../../db/dialect.js';
import type {
  BookingPricesTable,
  BookingSettingsTable,
  BookingsTable,
  BookingTypeResourcesTable,
  BookingTypesTable,
  OpeningHoursTable,
  ResourceBlocksTable,
  ResourcesTable,
} from '../../../db/schema.js';

export async function insertResource(db: Executor, r: Insertable<ResourcesTable>): Promise<number> {
  const { id } = await db.insertInto('resources').values(r).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertOpeningHours(db: Executor, rows: Insertable<OpeningHoursTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('opening_hours').values(rows).execute();
}

export async function insertBookingType(db: Executor, t: Insertable<BookingTypesTable>): Promise<number> {
  const { id } = await db.insertInto('booking_types').values(t).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertTypeResources(db: Executor, rows: Insertable<BookingTypeResourcesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('booking_type_resources').values(rows).execute();
}

export async function insertPrices(db: Executor, rows: Insertable<BookingPricesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('booking_prices').values(rows).execute();
}

export async function insertResourceBlock(db: Executor, r: Insertable<ResourceBlocksTable>): Promise<void> {
  await db.insertInto('resource_blocks').values(r).execute();
}

export async function updateBookingSettings(db: Executor, values: Partial<Omit<BookingSettingsTable, 'id'>>): Promise<void> {
  await db.updateTable('booking_settings').set(values).where('id', '=', 1).execute();
}

/** Many bookings at once (desk bookings of the demo club and the bench's history): one statement per table. */
export async function insertBookingsBulk(db: Executor, rows: Insertable<BookingsTable>[]): Promise<number[]> {
  if (!rows.length) return [];
  const ids = await db.insertInto('bookings').values(rows).returning('id').execute();
  return ids.map((r) => r.id);
}

/** Whether the club has a court to book: an active resource whose kind a published booking type with prices books. */
export async function hasBookableResource(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('resources as r')
    .innerJoin('booking_type_resources as btr', (j) => j.onRef('btr.resource_type', '=', 'r.resource_type').on('btr.main', '=', 1))
    .innerJoin('booking_types as bt', 'bt.id', 'btr.booking_type_id')
    .select('r.id')
    .where('r.active', '=', 1)
    .where('bt.published', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('booking_prices as p').select('p.id').whereRef('p.booking_type_id', '=', 'bt.id')))
    .executeTakeFirst();
  return row !== undefined;
}

/** Every booking type's texts in the club's default language (the translations editor), in the grid's order. */
export function findBookingTypeTexts(db: Executor) {
  return db
    .selectFrom('booking_types')
    .select(['id', 'name', 'category', 'description', 'extended_description', 'anticipation_text', 'cancel_text'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
