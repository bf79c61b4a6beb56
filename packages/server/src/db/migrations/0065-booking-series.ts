import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Recurring bookings at the front desk (issue 33 §2): a series is what staff asked for (weekly, every N weeks, from
 * a first date); each occurrence is a booking of its own (its own sale, price and payment) pointing at its series.
 * `bookings.series_id` null: a booking of no series.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('booking_series'))
    .addColumn('owner_customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('booking_type_id', 'integer', (c) => c.notNull().references('booking_types.id'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id'))
    // Club-local first date (YYYY-MM-DD) and time (HH:mm) as asked.
    .addColumn('first_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('local_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('every_weeks', 'integer', (c) => c.notNull())
    .addColumn('guest_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('series_id', 'integer', (c) => c.references('booking_series.id'))
    .execute();
  await db.schema.createIndex('bookings_series_idx').on('bookings').column('series_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_series_idx').execute();
  await db.schema.alterTable('bookings').dropColumn('series_id').execute();
  await db.schema.dropTable('booking_series').execute();
}
