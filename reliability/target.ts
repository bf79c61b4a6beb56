import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../packages/server/src/config.js';
import { migrateToLatest } from '../packages/server/src/db/migrate.js';
import { seedDemoClub } from '../packages/server/src/db/seed/seed.js';
import { buildTestApp } from '../packages/server/src/test/build-test-app.js';
import { scratchDatabase, startServer, type ServerProcess } from '../packages/server/src/test/spawn-server.js';

/**
 * The server as an outsider meets it: `src/main.ts` in a process of its own, over a fresh demo database
 * (SQLite in a temp folder; a throwaway PostgreSQL database when DATABASE_URL is set). The suite keeps its own
 * handle on the same database (`app`) to set up fixtures before the server starts and to read the outcome.
 */
export type Target = Awaited<ReturnType<typeof startTarget>>;

export async function startTarget(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubportal-reliability-'));
  const pgUrl = process.env.DATABASE_URL;
  const database = pgUrl ? await scratchDatabase(pgUrl) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    // Rate-limit counters stay in the process: a shared Redis would carry counts from one run to the next.
    REDIS_URL: '',
    ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
    ...extraEnv,
  };
  const app = await buildTestApp({ shareDatabaseOf: loadConfig(env), env: { JWT_SECRET: env.JWT_SECRET! } });
  await migrateToLatest(app.db);
  await seedDemoClub(app.db, { storage: app.storage, clock: app.clock, publicUrl: app.config.publicUrl });

  let server: ServerProcess | undefined;
  // After a crash, requests still go to the dead server's address (and fail as a client sees it) until the restart.
  let lastUrl = '';
  const target = {
    app,
    env,
    get url(): string {
      return lastUrl;
    },
    /** Starts (or restarts, after a crash) the server process on the same database. */
    async start() {
      server = await startServer(env);
      lastUrl = server.url;
    },
    /** kill -9 of the server process. */
    async crash() {
      await server?.kill();
      server = undefined;
    },
    async isUp(): Promise<boolean> {
      if (!server) return false;
      try {
        const res = await fetch(`${server.url}/api/health`);
        await res.body?.cancel();
        return res.ok;
      } catch {
        return false;
      }
    },
    /**
     * Moves whenever anything was written to the database: SQLite's data_version (commits of other
     * connections), PostgreSQL's WAL position (any write on that server, so it also moves for other
     * databases: a moved marker only means "compare the digests").
     */
    async changeMarker(): Promise<string> {
      const query = database
        ? sql<{ v: string }>`select pg_current_wal_insert_lsn()::text as v`
        : sql<{ v: string }>`select data_version as v from pragma_data_version`;
      return String((await query.execute(app.db)).rows[0]?.v);
    },
    /** A digest of every row of every table the server's requests may change (see `digestTables`). */
    async digest(): Promise<Map<string, string>> {
      const tables = await digestTables(app);
      if (database) {
        // One round trip: PostgreSQL hashes each table's rows itself.
        const perTable = tables.map(
          (t) =>
            sql<{
              name: string;
              h: string;
            }>`select ${sql.lit(t)} as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${sql.table(t)} r`,
        );
        const { rows } = await sql<{ name: string; h: string }>`${sql.join(perTable, sql` union all `)}`.execute(app.db);
        return new Map(rows.map((r) => [r.name, r.h]));
      }
      const out = new Map<string, string>();
      for (const table of tables) {
        const rows = (
          await app.db
            .selectFrom(table as 'customers')
            .selectAll()
            .execute()
        )
          .map((r) => JSON.stringify(r))
          .sort();
        out.set(table, createHash('sha256').update(rows.join('\n')).digest('hex'));
      }
      return out;
    },
    async close() {
      await server?.stop();
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}

/**
 * Every table but `login_failures`: a refused login is counted on purpose (it is what slows a password guesser
 * down), so a refused request may add a row there.
 */
let tableNames: string[] | undefined;
async function digestTables(app: Target['app']): Promise<string[]> {
  // On PostgreSQL, only the app's schema: the job queue (pg-boss) keeps its own beside it.
  const tables = (await app.db.introspection.getTables()).filter((t) => !t.schema || t.schema === 'public');
  tableNames ??= tables
    .map((t) => t.name)
    .filter((name) => name !== 'login_failures')
    .sort();
  return tableNames;
}

/** Names of the tables whose digest differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);
}
