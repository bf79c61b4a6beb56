import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type pgModule from 'pg';
import type { AppConfig } from '../config.js';
import type { Database } from './schema.js';
import { BetterSqlite3, type SqliteConnection } from './sqlite-driver.js';
import { loadPackage } from '../lib/optional-package.js';

export type DatabaseKind = AppConfig['database']['kind'];
/** The root database: the owner of a unit of work opens its one transaction on it (db/unit-of-work.ts). */
export type Db = Kysely<Database>;
/**
 * What repositories take: the database or a transaction opened by the caller. Repositories never open
 * transactions themselves, so a service's writes join whatever unit of work its caller owns.
 */
export type Executor = Kysely<Database>;

export function isSqlite(db: Executor): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * SQLite transactions start with BEGIN IMMEDIATE: the write lock is taken at the start, so two writers
 * queue on busy_timeout instead of failing with SQLITE_BUSY when a reader tries to upgrade.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** How many prepared statements the SQLite connection keeps (least recently used go first). */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles the SQL on every `prepare`, and Kysely prepares every query it runs: on a product
 * page that compilation cost more than running the query. The portal runs the same few hundred statements
 * all day, so the connection keeps them (keyed by SQL text; parameters are bound on each run). Safe because
 * better-sqlite3 runs one statement at a time and SQLite re-prepares a statement itself after a schema change;
 * nothing here streams (Kysely's `stream()` iterates a statement, which a cached one would forbid reusing).
 */
export function withStatementCache(sqlite: SqliteConnection, size = SQLITE_STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, ReturnType<SqliteConnection['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Opens the configured database. SQLite runs in WAL mode; its single writer serialises transactions. */
export function openDatabase(config: AppConfig['database']): { db: Db; kind: DatabaseKind } {
  if (config.kind === 'sqlite') {
    const sqlite = new BetterSqlite3(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    return { db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) }), kind: 'sqlite' };
  }
  const pg = loadPackage('pg') as typeof pgModule;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    // A per-test schema (integration suite) or the public one.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        // COUNT(*) and BIGINT come back as strings by default; our counts fit in a JS number.
        if (oid === pg.types.builtins.INT8) return (v: string) => Number(v);
        // timestamptz reads back as the same ISO UTC text SQLite stores (lib/clock.ts `Instant`).
        if (oid === pg.types.builtins.TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server ends (a restart, an administrator's terminate) is dropped by the pool and the
  // next query opens a new one; without a listener Node would end the whole process on that 'error' event.
  pool.on('error', () => undefined);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
}
