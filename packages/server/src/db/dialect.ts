import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import type { Database } from './schema.js';

export type DatabaseKind = AppConfig['database']['kind'];
export type Db = Kysely<Database>;

/** Opens the configured database. SQLite runs in WAL mode; its single writer serialises transactions. */
export function openDatabase(config: AppConfig['database']): { db: Db; kind: DatabaseKind } {
  if (config.kind === 'sqlite') {
    const sqlite = new BetterSqlite3(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A per-test schema (integration suite) or the public one.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    // COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? (v: string) => Number(v)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
}
