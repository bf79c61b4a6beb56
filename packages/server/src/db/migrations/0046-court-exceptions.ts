import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.js';

/**
 * The staff's courts editor (issue 32 §2): a court gets a description, and its weekly hours get dated
 * exceptions (`opening_exceptions`): on a club-local date (`yyyy-MM-dd`) a court with rows there opens only in
 * those bands; a row without times (`open_time` null) closes it all day (a holiday). A tournament day is bands.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('resources')
    .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await withId(db, db.schema.createTable('opening_exceptions'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('open_time', 'varchar(5)')
    .addColumn('close_time', 'varchar(5)')
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('opening_exceptions_day_idx').on('opening_exceptions').columns(['resource_id', 'date']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table opening_exceptions`.execute(db);
  await db.schema.alterTable('resources').dropColumn('description').execute();
}
