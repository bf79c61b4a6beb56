import type { Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/** Teams, their members and trainings with media and who did not show (issue 22, section 4). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('teams'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('team_members')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('team_members_pk', ['team_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('team_members_customer_idx').on('team_members').column('customer_id').execute();
  await withId(db, db.schema.createTable('trainings'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('starts_at', instantType(db), (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('public_comments', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('trainings_team_start_idx').on('trainings').columns(['team_id', 'starts_at']).execute();
  // kind: gallery (an image), video (title and file name), file (title and url).
  await withId(db, db.schema.createTable('training_media'))
    .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('training_media_training_idx').on('training_media').column('training_id').execute();
  await db.schema
    .createTable('training_absences')
    .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('training_absences_pk', ['training_id', 'customer_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['training_absences', 'training_media', 'trainings', 'team_members', 'teams'])
    await db.schema.dropTable(table).execute();
}
