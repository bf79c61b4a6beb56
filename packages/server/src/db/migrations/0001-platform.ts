import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_config')
    .addColumn('section', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('file_uploads'))
    .addColumn('parent_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_uploads_parent_idx').on('file_uploads').columns(['parent_name', 'parent_id', 'category']).execute();

  await withId(db, db.schema.createTable('info_requests'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(10)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('staff_users'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('text_blocks'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('smal_text', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('author_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('text_blocks_type_created_idx').on('text_blocks').columns(['type', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['text_blocks', 'staff_users', 'info_requests', 'file_uploads', 'club_config']) {
    await db.schema.dropTable(table).execute();
  }
}
