import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Memberships and season pass types in the staff console (issue 32 §3). A type has a price and either a period
 * (charged every `period_months` until the pass is ended) or validity dates (charged once); the customer group it
 * puts its holders in; the days ahead its holders may book. A season pass given from a type points at it and at
 * the periodic fee that charges it. A group membership a pass gave (`by_pass`) goes when no running pass gives
 * it any more; one the staff added by hand stays.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('membership_types'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // JSON object: the name in the club's other languages ({ "en-US": "Season pass" }).
    .addColumn('names_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('period_months', 'integer')
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_to', 'varchar(10)')
    .addColumn('customer_group_id', 'integer', (c) => c.references('customer_groups.id'))
    .addColumn('booking_days', 'integer')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', instantType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('season_passes')
    .addColumn('membership_type_id', 'integer', (c) => c.references('membership_types.id'))
    .execute();
  await db.schema
    .alterTable('season_passes')
    .addColumn('periodic_fee_id', 'integer', (c) => c.references('periodic_fees.id'))
    .execute();
  await db.schema.alterTable('season_passes').addColumn('reason', 'varchar(500)').execute();
  await db.schema.alterTable('season_passes').addColumn('ended_at', instantType(db)).execute();
  await db.schema.createIndex('season_passes_type_idx').on('season_passes').column('membership_type_id').execute();
  await db.schema
    .alterTable('customer_group_members')
    .addColumn('by_pass', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_group_members').dropColumn('by_pass').execute();
  await sql`drop index season_passes_type_idx`.execute(db);
  for (const column of ['ended_at', 'reason', 'periodic_fee_id', 'membership_type_id'])
    await db.schema.alterTable('season_passes').dropColumn(column).execute();
  await db.schema.dropTable('membership_types').execute();
}
