import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Match results and level history (issue 23, sections 3 and 4).
 * - `booking_types.result_sets`: how many sets a match of the type has (3 or 5; 3 by default).
 * - `booking_results`: one result per booking (the primary key makes a second save, however concurrent,
 *   lose); the games of each filled set as JSON arrays.
 * - `level_history`: each change of a member's club level, with the match that made it (its score from the
 *   member's side and the opponents, so the comment is written in the reader's language).
 * - `customer_level_links`: the member's account at a rating provider (Pandora, World Padel Rating).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_types')
    .addColumn('result_sets', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await db.schema
    .createTable('booking_results')
    .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('n_sets', 'integer', (c) => c.notNull())
    .addColumn('team1', 'text', (c) => c.notNull())
    .addColumn('team2', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('level_history'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('old_level_hundredths', 'integer', (c) => c.notNull())
    .addColumn('new_level_hundredths', 'integer', (c) => c.notNull())
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('score', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('opponents', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('level_history_customer').on('level_history').columns(['customer_id', 'created_at']).execute();
  await db.schema
    .createTable('customer_level_links')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('linked_at', instantType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_level_links_pk', ['customer_id', 'provider'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_level_links').execute();
  await db.schema.dropTable('level_history').execute();
  await db.schema.dropTable('booking_results').execute();
  await db.schema.alterTable('booking_types').dropColumn('result_sets').execute();
}
