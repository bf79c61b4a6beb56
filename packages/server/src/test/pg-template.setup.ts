import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { adminQuery, adminRows } from './pg-admin.js';
import { databaseUrl, PG_TEMPLATE_KEY, seededTemplatePrefix, TEST_SCHEMA, testDatabasePrefix } from './pg-template.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * The integration suite's global setup on PostgreSQL: one database migrated once, the template every test app's
 * database is copied from (build-test-app.ts). Running 44 migrations per app was half of the PostgreSQL run's
 * time; a copy is a fraction of it. Dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `clubportal_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  await adminQuery(url, `create schema ${TEST_SCHEMA}`);
  const { db } = openDatabase({ kind: 'postgres', url, schema: TEST_SCHEMA });
  try {
    await migrateToLatest(db, TEST_SCHEMA);
  } finally {
    // A template takes no connection while it is copied.
    await db.destroy();
  }
  project.provide(PG_TEMPLATE_KEY, name);
  return async () => {
    // The test apps' databases and the seeded copies (seeded-snapshots.ts) first: a template's copies are databases
    // of their own. FORCE: a pool a failed test left open must not keep one alive.
    // Eight at a time: the checkpoint each drop waits for is then shared (a third of the time of one by one).
    for (const prefix of [testDatabasePrefix(name), seededTemplatePrefix(name)]) {
      const copies = (await adminRows(adminUrl, `select datname from pg_database where starts_with(datname, '${prefix}')`)).map((r) =>
        String(r.datname),
      );
      const dropNext = async (): Promise<void> => {
        const next = copies.pop();
        if (next === undefined) return;
        await adminQuery(adminUrl, `drop database if exists ${next} with (force)`);
        return dropNext();
      };
      await Promise.all(Array.from({ length: 8 }, dropNext));
    }
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };
}
