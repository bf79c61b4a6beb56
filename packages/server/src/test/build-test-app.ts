import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { adminQuery } from './pg-admin.js';
import { migratedDatabase, TEST_SCHEMA } from './pg-template.js';
import { copySeededSqlite, seededPgDatabase } from './seeded-snapshots.js';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoClub } from '../db/seed/seed.js';
import type { Clock } from '../lib/clock.js';
import type { App } from '../lib/route-types.js';

export type TestAppOptions = {
  /** Extra environment (SMTP_URL, STORAGE_VERSION...). */
  env?: Record<string, string>;
  /** A folder standing in for the built web app. */
  webDist?: string;
  /** Load the demo club (default true). */
  seed?: boolean;
  /** The app's clock (default: the system's). */
  clock?: Clock;
  /** Prefix of the Redis rate-limit counters (default: one of its own); instances sharing it share counters. */
  rateLimitNamespace?: string;
  /** The app's log (default: none). */
  logger?: FastifyServerOptions['logger'];
  /** Another app's PostgreSQL schema, to run a second instance on the same database. */
  shareDatabaseOf?: AppConfig;
};

/**
 * The real app over a fresh, migrated database: SQLite in a temp folder, or, when DATABASE_URL is set,
 * a throwaway PostgreSQL database (a copy of the suite's migrated template). Closing the app removes both.
 */
export async function buildTestApp(opts: TestAppOptions = {}): Promise<App & { config: AppConfig }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubportal-test-'));
  const pgUrl = process.env.DATABASE_URL;
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://portal.test',
      ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
      ...opts.env,
    },
    opts.webDist,
  );
  let dropSchema: (() => Promise<void>) | undefined;
  // Seeded once per starting instant and copied (seeded-snapshots.ts): only an app on a given clock can share one.
  const seedClock = opts.seed !== false && !opts.shareDatabaseOf ? opts.clock : undefined;
  let seeded = false;
  if (opts.shareDatabaseOf) {
    config.database = opts.shareDatabaseOf.database;
  } else if (config.database.kind === 'postgres') {
    // A copy of the suite's migrated template when there is one (pg-template.ts), else a schema migrated here.
    // The job queue (pg-boss) keeps its tables in a schema of its own beside the app's (`<schema>_jobs`).
    const seededDb = seedClock ? await seededPgDatabase(config.database.url, seedClock, config.publicUrl) : undefined;
    const copy = seededDb ?? (await migratedDatabase(config.database.url));
    seeded = Boolean(seededDb);
    // The copy stays when the app closes: the run's teardown drops every copy at once (pg-template.ts copyDatabase).
    if (copy) config.database = { ...config.database, url: copy.url, schema: TEST_SCHEMA };
    else {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      await adminQuery(config.database.url, `create schema ${schema}`);
      config.database = { ...config.database, schema };
      dropSchema = () => adminQuery(pgUrl as string, `drop schema ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
    }
  } else if (seedClock) {
    await copySeededSqlite(config.database.file, seedClock, config.publicUrl);
    seeded = true;
  }
  const app = await buildApp(config, {
    logger: opts.logger ?? false,
    ...(opts.clock ? { clock: opts.clock } : {}),
    rateLimitNamespace: opts.rateLimitNamespace ?? `test-${randomBytes(6).toString('hex')}:`,
  });
  if (!opts.shareDatabaseOf) {
    await migrateToLatest(app.db, config.database.kind === 'postgres' ? config.database.schema : undefined);
    if (opts.seed !== false && !seeded) await seedDemoClub(app.db, { storage: app.storage, clock: app.clock, publicUrl: config.publicUrl });
  }
  // The database goes once the app has closed (its jobs stopped, its pool ended): onClose hooks run newest first, so
  // a hook here would drop it under the app's own closing work, and a connection being ended would meet the drop's
  // "terminating connection" with no listener left (an uncaught error).
  const closeApp = app.close.bind(app) as () => Promise<undefined>;
  const close = async () => {
    await closeApp();
    await dropSchema?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return Object.assign(app, { config, close: close as typeof app.close });
}
