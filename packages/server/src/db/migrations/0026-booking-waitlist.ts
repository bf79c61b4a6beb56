import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * The booking waitlist (issue 23, section 7; ARCHITECTURE.md, "Bookings"). An entry queues a member either
 * for a place in a full open match (`booking_id`) or for a court slot someone else holds (`booking_id`
 * null): resource, start, length and the booking type it would be booked as. A match's entry copies its
 * main court and time, so both kinds are found by resource and time. First come first served by `id`;
 * `status` waiting, offered (the slot or place is theirs alone until `offer_expires_at`), taken, lapsed, left.
 * A member is at most once in line per match or slot: partial unique indexes on the live statuses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const instant = instantType(db);
  await withId(db, db.schema.createTable('booking_waitlist'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id'))
    .addColumn('booking_type_id', 'integer', (c) => c.notNull().references('booking_types.id'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id'))
    .addColumn('starts_at', instant, (c) => c.notNull())
    .addColumn('ends_at', instant, (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('offer_expires_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute();
  const live = sql<boolean>`status in ('waiting', 'offered')`;
  await db.schema
    .createIndex('booking_waitlist_match_uq')
    .on('booking_waitlist')
    .columns(['booking_id', 'customer_id'])
    .unique()
    .where(sql<boolean>`booking_id is not null and ${live}`)
    .execute();
  await db.schema
    .createIndex('booking_waitlist_slot_uq')
    .on('booking_waitlist')
    .columns(['resource_id', 'starts_at', 'duration_minutes', 'booking_type_id', 'customer_id'])
    .unique()
    .where(sql<boolean>`booking_id is null and ${live}`)
    .execute();
  // What frees a slot looks by court and time; the job and the lists by status.
  await db.schema.createIndex('booking_waitlist_resource_idx').on('booking_waitlist').columns(['resource_id', 'starts_at']).execute();
  await db.schema.createIndex('booking_waitlist_status_idx').on('booking_waitlist').columns(['status', 'starts_at']).execute();
  await db.schema.createIndex('booking_waitlist_customer_idx').on('booking_waitlist').columns(['customer_id', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_waitlist').execute();
}
