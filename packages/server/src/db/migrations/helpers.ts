import type { CreateTableBuilder, Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';

/** Adds an app-wide numeric primary key: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return table.addColumn('id', 'integer', (c) =>
    sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
  );
}
