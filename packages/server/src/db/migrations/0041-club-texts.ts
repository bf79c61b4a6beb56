import { sql, type Kysely } from 'kysely';
import { instantType } from './helpers.js';

/**
 * The club's texts in other languages (issue 32 §6): one row per entity, entity id, field and language. The
 * entity's own column stays the text in the club's default language (the fallback); a row here is only ever a
 * translation of it. The key is the primary key: a save replaces the one translation, never adds a second.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_texts')
    .addColumn('entity', 'varchar(40)', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'varchar(40)', (c) => c.notNull())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', instantType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('club_texts_pk', ['entity', 'entity_id', 'field', 'language'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table club_texts`.execute(db);
}
