import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSqlite } from '../../db/dialect.js';
import { migrateToLatest, migrator } from '../../db/migrate.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { CUSTOMER_REFERENCES } from './customer-merge.references.js';

// The merge's registry against the database itself (issue 33 §4), both dialects: a column that names a customer
// and is not in `CUSTOMER_REFERENCES` (a foreign key to customers, or a column named for a customer) fails here.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({ clock, seed: false });
});
afterAll(() => app.close());

type Column = { table_name: string; column_name: string };
const key = (c: Column) => `${c.table_name}.${c.column_name}`;
const registered = new Set(CUSTOMER_REFERENCES.map((r) => `${r.table}.${r.column}`));

/** Every foreign key column of the database that references `customers`. */
async function foreignKeysToCustomers(): Promise<Column[]> {
  if (isSqlite(app.db))
    return (
      await sql<Column>`select m.name as table_name, f."from" as column_name
        from sqlite_master m join pragma_foreign_key_list(m.name) f
        where m.type = 'table' and f."table" = 'customers'`.execute(app.db)
    ).rows;
  return (
    await sql<Column>`select cl.relname as table_name, a.attname as column_name
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      join pg_class ref on ref.oid = c.confrelid
      where c.contype = 'f' and ref.relname = 'customers' and n.nspname = current_schema()`.execute(app.db)
  ).rows;
}

/** Every column of every table of the app's schema. */
async function allColumns(): Promise<Column[]> {
  if (isSqlite(app.db))
    return (
      await sql<Column>`select m.name as table_name, p.name as column_name from sqlite_master m join pragma_table_info(m.name) p
        where m.type = 'table' and m.name not like 'sqlite_%'`.execute(app.db)
    ).rows;
  return (
    await sql<Column>`select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(app.db)
  ).rows;
}

/**
 * A column named for a customer without a foreign key (ids kept by a rule, or by who/what did something): its name
 * says customer, or it is one of the shapes the schema uses for "which customer" (`*_by`, `*_by_id`, `actor_id`).
 */
const NAMED_FOR_A_CUSTOMER = /customer_id$|(^|_)customer$|_by(_id)?$|^actor_id$/;
/** Columns of that shape that are not customers: staff accounts, and a result's answer deadline (an instant). */
const NOT_CUSTOMERS = new Set([
  'booking_results.answer_by',
  'booking_series.created_by_staff_id',
  'resource_blocks.created_by_staff_id',
  'resource_block_series.created_by_staff_id',
  'roster_attendance.marked_by_staff_id',
]);

describe('the merge’s registry of customer references', () => {
  it('holds every foreign key to customers', async () => {
    const fks = (await foreignKeysToCustomers()).map(key);
    expect(fks.length).toBeGreaterThan(30);
    expect(fks.filter((c) => !registered.has(c))).toEqual([]);
  });

  it('holds every column named for a customer, and names only columns that exist', async () => {
    const columns = await allColumns();
    const named = columns.map(key).filter((c) => NAMED_FOR_A_CUSTOMER.test(c.split('.')[1]!) && !NOT_CUSTOMERS.has(c));
    expect(named.filter((c) => !registered.has(c))).toEqual([]);
    const existing = new Set(columns.map(key));
    expect([...registered].filter((c) => !existing.has(c))).toEqual([]);
    // Whatever keeps naming a merged customer says why.
    expect(CUSTOMER_REFERENCES.filter((r) => !r.why)).toEqual([]);
  });

  it('steps migration 0068 down and up again', async () => {
    const schema = app.config.database.kind === 'postgres' ? app.config.database.schema : undefined;
    const back = await migrator(app.db, schema).migrateTo('0067-order-states');
    expect(back.error).toBeUndefined();
    expect((await allColumns()).map(key)).not.toContain('customers.merged_into_id');
    await migrateToLatest(app.db, schema);
    expect((await allColumns()).map(key)).toEqual(expect.arrayContaining(['customers.merged_into_id', 'customers.merged_at']));
  });
});
