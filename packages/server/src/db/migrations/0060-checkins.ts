import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Front desk check-in and no-shows (issue 33 §3). A player of a booking or a class place (a
 * `booking_participants` row) is checked in once: the unique participant is the last word when two desks
 * scan the same player; undoing the check-in deletes the row (the audit log keeps both). A no-show is a flag,
 * once per player, with the pending sale that charged its fee when the club's rule charges one. The rule is
 * one row: `flag` or `fee` with its amount in minor units of the club's currency.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('checkins'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('booking_participants.id'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('checked_in_at', instantType(db), (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('staff_name', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('checkins_participant_uq').on('checkins').column('participant_id').unique().execute();
  await db.schema.createIndex('checkins_booking_idx').on('checkins').column('booking_id').execute();

  await withId(db, db.schema.createTable('no_shows'))
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('booking_participants.id'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('marked_at', instantType(db), (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('staff_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sale_id', 'integer', (c) => c.references('sales.id'))
    .execute();
  await db.schema.createIndex('no_shows_participant_uq').on('no_shows').column('participant_id').unique().execute();
  await db.schema.createIndex('no_shows_customer_idx').on('no_shows').columns(['customer_id', 'marked_at']).execute();

  await db.schema
    .createTable('no_show_rule')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', instantType(db))
    .execute();
  await db.insertInto('no_show_rule').values({ id: 1, mode: 'flag', fee: 0, updated_at: null }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('no_show_rule').execute();
  await sql`drop index no_shows_customer_idx`.execute(db);
  await sql`drop index no_shows_participant_uq`.execute(db);
  await db.schema.dropTable('no_shows').execute();
  await sql`drop index checkins_booking_idx`.execute(db);
  await sql`drop index checkins_participant_uq`.execute(db);
  await db.schema.dropTable('checkins').execute();
}
