import { sql, type Kysely } from 'kysely';
import { instantType, withId } from './helpers.js';

/**
 * Club life (issue 22): the home's banners, the blog's search text, and the newsletter's subscribers
 * (double opt-in: pending until the mailed link is followed; consent and confirmation dated).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('banners'))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Lower case without accents (contract normalizeSearchText), so LIKE needs no case folding on either dialect.
  await db.schema
    .alterTable('text_blocks')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('text_blocks')
    .set({ search_text: sql`lower(title)` })
    .execute();

  await withId(db, db.schema.createTable('newsletter_subscribers'))
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('consent_at', instantType(db), (c) => c.notNull())
    .addColumn('confirmed_at', instantType(db))
    .addColumn('unsubscribed_at', instantType(db))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
  await db.schema.alterTable('text_blocks').dropColumn('search_text').execute();
  await db.schema.dropTable('banners').execute();
}
