import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoClub } from '../db/seed/seed.js';
import type { App } from '../lib/route-types.js';

export type TestAppOptions = {
  /** Extra environment (SMTP_URL, STORAGE_VERSION...). */
  env?: Record<string, string>;
  /** A folder standing in for the built web app. */
  webDist?: string;
  /** Load the demo club (default true). */
  seed?: boolean;
};

/**
 * The real app over a fresh, migrated database: SQLite in a temp folder, or, when DATABASE_URL is set,
 * a throwaway PostgreSQL schema. Closing the app removes both.
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
  if (config.database.kind === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: config.database.url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    config.database = { ...config.database, schema };
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  const app = await buildApp(config, { logger: false });
  await migrateToLatest(app.db);
  if (opts.seed !== false) await seedDemoClub(app.db, config.uploadsDir, config.publicUrl);
  app.addHook('onClose', async () => {
    await dropSchema?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return Object.assign(app, { config });
}
