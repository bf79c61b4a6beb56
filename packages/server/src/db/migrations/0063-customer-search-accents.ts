import { sql, SqliteAdapter, type Kysely } from 'kysely';
import { foldedSql } from '../../lib/search-fold.js';
import { searchText, WATCHED } from './0058-customer-search.js';

/**
 * The customers' search column without accents (issue 33 §4): the same text as migration 0058's, its accents
 * folded (`lib/search-fold.ts`), so a desk typing "angela" or "munoz" finds "Ángela Muñoz" on both dialects. The
 * triggers are made again with the folded expression and every row's column is rewritten.
 */
const folded = (row: string) => foldedSql(searchText(row));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function triggers(db: Kysely<any>, text: (row: string) => string) {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TRIGGER customers_search_insert`.execute(db);
    await sql`DROP TRIGGER customers_search_update`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER customers_search_insert AFTER INSERT ON customers BEGIN UPDATE customers SET search_text = ${text('NEW')} WHERE id = NEW.id; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER customers_search_update AFTER UPDATE OF ${WATCHED} ON customers BEGIN UPDATE customers SET search_text = ${text('NEW')} WHERE id = NEW.id; END`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION customers_search_text() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.search_text := ${text('NEW')}; RETURN NEW; END $$`,
      )
      .execute(db);
  }
  await sql.raw(`UPDATE customers SET search_text = ${text('customers')}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await triggers(db, folded);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await triggers(db, searchText);
}
