import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('dynamic_forms'))
    .addColumn('parent_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('legal_checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('dynamic_forms_parent_uq', ['parent_name', 'parent_id'])
    .execute();

  await withId(db, db.schema.createTable('dynamic_form_fields'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('dynamic_forms.id').onDelete('cascade'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('label', 'varchar(300)', (c) => c.notNull())
    .addColumn('input_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('default_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('col1', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('col2', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('column_def', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('header_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('dynamic_form_fields_form_idx').on('dynamic_form_fields').columns(['form_id', 'sort_order']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dynamic_form_fields').execute();
  await db.schema.dropTable('dynamic_forms').execute();
}
