import type { Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * Playing levels (issue 23): the club's own level of each member, and the level range a booking type or a
 * single match asks for. Levels are kept as whole hundredths (3.25 is 325), so no float ever reaches a rule;
 * the API speaks decimals. A null range end means no limit on that side; a booking's own range, when set,
 * replaces its type's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_levels')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('level_hundredths', 'integer', (c) => c.notNull())
    .addColumn('updated_at', instantType(db), (c) => c.notNull())
    .execute();
  for (const table of ['booking_types', 'bookings']) {
    await db.schema.alterTable(table).addColumn('min_level_hundredths', 'integer').execute();
    await db.schema.alterTable(table).addColumn('max_level_hundredths', 'integer').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['booking_types', 'bookings']) {
    await db.schema.alterTable(table).dropColumn('max_level_hundredths').execute();
    await db.schema.alterTable(table).dropColumn('min_level_hundredths').execute();
  }
  await db.schema.dropTable('customer_levels').execute();
}
