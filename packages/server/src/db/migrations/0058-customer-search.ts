import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The staff's customer search (issue 33 §4) over 50,000 customers within 300 ms: one normalised column,
 * `customers.search_text`, that a substring search scans instead of computing names, emails and phone digits row
 * by row. It reads "name surname | surname name | email | phone digits | second phone digits", lower case. The
 * database keeps it (a trigger on each dialect, on insert and on a change of those columns), so every writer of
 * customers (registration, profile, import, erasure, the demo seed, tests' raw rows) keeps it right without
 * knowing of it. The list's order walks the (name, surname, id) index.
 */
const digits = (column: string) =>
  `replace(replace(replace(replace(replace(replace(replace(coalesce(${column}, ''), ' ', ''), '-', ''), '.', ''), '/', ''), '(', ''), ')', ''), '+', '')`;
/** The column's value from a row's columns (`row.name`...): the one expression both dialects' triggers use. */
export const searchText = (row: string) =>
  `lower(coalesce(${row}.name, '') || ' ' || coalesce(${row}.surname, '') || ' | ' || coalesce(${row}.surname, '') || ' ' || coalesce(${row}.name, '') || ' | ' || coalesce(${row}.email, '')) || ' | ' || ${digits(`${row}.phone`)} || ' | ' || ${digits(`${row}.phone2`)}`;
export const WATCHED = 'name, surname, email, phone, phone2';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql.raw(`UPDATE customers SET search_text = ${searchText('customers')}`).execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql
      .raw(
        `CREATE TRIGGER customers_search_insert AFTER INSERT ON customers BEGIN UPDATE customers SET search_text = ${searchText('NEW')} WHERE id = NEW.id; END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER customers_search_update AFTER UPDATE OF ${WATCHED} ON customers BEGIN UPDATE customers SET search_text = ${searchText('NEW')} WHERE id = NEW.id; END`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE FUNCTION customers_search_text() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.search_text := ${searchText('NEW')}; RETURN NEW; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER customers_search_text BEFORE INSERT OR UPDATE OF ${WATCHED} ON customers FOR EACH ROW EXECUTE FUNCTION customers_search_text()`,
      )
      .execute(db);
  }
  await db.schema.createIndex('customers_name_order').on('customers').columns(['name', 'surname', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customers_name_order`.execute(db);
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`DROP TRIGGER customers_search_insert`.execute(db);
    await sql`DROP TRIGGER customers_search_update`.execute(db);
  } else {
    await sql`DROP TRIGGER customers_search_text ON customers`.execute(db);
    await sql`DROP FUNCTION customers_search_text()`.execute(db);
  }
  await db.schema.alterTable('customers').dropColumn('search_text').execute();
}
