import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { adminQuery } from './pg-admin.js';
import { copyDatabase, databaseUrl, PG_TEMPLATE_KEY, seededTemplatePrefix, TEST_SCHEMA } from './pg-template.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoClub } from '../db/seed/seed.js';
import type { Clock } from '../lib/clock.js';
import { databaseFileStorage } from '../lib/file-storage.js';

/**
 * The demo club, seeded once per starting instant and copied into each test app that starts there.
 *
 * The seed writes through the use cases (hundreds of statements): 1.5 s a test app on PostgreSQL, most of the
 * suite's time there. Its rows depend only on the clock's instant and the public URL, so apps built on a
 * `ManualClock` at the same instant (most files start at one of a few) get a copy of one seeded database: a
 * PostgreSQL template, or a SQLite file. An app on the system clock seeds itself, as before.
 *
 * The cache lives in the test process's module scope on purpose: it holds databases no test can see, only copy.
 */
const pgSnapshots = new Map<string, Promise<string>>();
const sqliteSnapshots = new Map<string, Promise<string>>();
let sqliteFolder: string | undefined;

const keyOf = (clock: Clock, publicUrl: string) => `${clock.now().toISOString()} ${publicUrl}`;

/** The snapshot of a key, made once; a failed one is not kept, so the next app tries again and fails in its own test. */
function snapshotOf(snapshots: Map<string, Promise<string>>, key: string, make: () => Promise<string>): Promise<string> {
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = make();
    snapshots.set(key, snapshot);
    snapshot.catch(() => snapshots.delete(key));
  }
  return snapshot;
}

/** A PostgreSQL database of the app's own holding the seeded demo club; undefined when the run has no template. */
export async function seededPgDatabase(adminUrl: string, clock: Clock, publicUrl: string): Promise<{ url: string } | undefined> {
  const template = inject(PG_TEMPLATE_KEY);
  if (!template) return undefined;
  const source = await snapshotOf(pgSnapshots, keyOf(clock, publicUrl), () => seedPgSnapshot(adminUrl, template, clock, publicUrl));
  return { url: await copyDatabase(adminUrl, template, source) };
}

async function seedPgSnapshot(adminUrl: string, template: string, clock: Clock, publicUrl: string): Promise<string> {
  // Named after the run's template, so the suite's teardown finds and drops every one of them.
  const name = `${seededTemplatePrefix(template)}${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const { db } = openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), schema: TEST_SCHEMA });
  try {
    await seedDemoClub(db, { storage: databaseFileStorage(db, clock), clock, publicUrl });
  } finally {
    // A template takes no connection while it is copied.
    await db.destroy();
  }
  return name;
}

/** Writes the seeded demo club into `file` (a new SQLite database). */
export async function copySeededSqlite(file: string, clock: Clock, publicUrl: string): Promise<void> {
  copyFileSync(await snapshotOf(sqliteSnapshots, keyOf(clock, publicUrl), () => seedSqliteSnapshot(clock, publicUrl)), file);
}

async function seedSqliteSnapshot(clock: Clock, publicUrl: string): Promise<string> {
  if (!sqliteFolder) {
    const folder = mkdtempSync(path.join(tmpdir(), 'clubportal-seeded-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    sqliteFolder = folder;
  }
  const file = path.join(sqliteFolder, `${randomBytes(4).toString('hex')}.sqlite`);
  const { db } = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db);
    await seedDemoClub(db, { storage: databaseFileStorage(db, clock), clock, publicUrl });
  } finally {
    // Closing the last connection folds the write-ahead log into the file, which is then complete to copy.
    await db.destroy();
  }
  return file;
}
