import type { CreateTableBuilder, Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';

/** Adds an app-wide numeric primary key: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return table.addColumn('id', 'integer', (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()));
}

/** The column type of an instant: `timestamptz` on PostgreSQL, ISO-8601 UTC text on SQLite (lib/clock.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function instantType(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof SqliteAdapter ? ('varchar(30)' as const) : ('timestamptz' as const);
}

/** Raw bytes: `blob` on SQLite, `bytea` on PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function bytesType(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof SqliteAdapter ? ('blob' as const) : ('bytea' as const);
}
