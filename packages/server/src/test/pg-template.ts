import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { adminQuery } from './pg-admin.js';

/** The schema a test app's tables live in, inside its own database (the template's copy). */
export const TEST_SCHEMA = 'test_app';
export const PG_TEMPLATE_KEY = 'pgTemplate';

declare module 'vitest' {
  interface ProvidedContext {
    pgTemplate?: string;
  }
}

/** The start of the names of the seeded copies of a run's template (seeded-snapshots.ts), dropped with it. */
export const seededTemplatePrefix = (template: string): string => `${template}_s_`;

/** The start of the names of the run's test apps' databases, dropped together when the run ends (pg-template.setup.ts). */
export const testDatabasePrefix = (template: string): string => `${template}_t_`;

/**
 * A test app's own database, a copy of `source`, in the run's name space. Nothing in it has to survive a crash, so it
 * commits without waiting for its write-ahead log to reach the disk (synchronous_commit off: no flush per commit).
 * It is not dropped when its app closes: a DROP DATABASE waits for a checkpoint and the removal of its files, up to
 * seconds on a busy server, hundreds of times a run; the run's teardown drops them all at once (pg-template.setup.ts).
 */
export async function copyDatabase(adminUrl: string, template: string, source: string): Promise<string> {
  const name = `${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${source}`, `alter database ${name} set synchronous_commit = off`);
  return databaseUrl(adminUrl, name);
}

/** The same server's URL, on another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A database of the test app's own, already migrated: a copy of the suite's template (pg-template.setup.ts).
 * Undefined when the run has no template (a suite without that setup): the caller migrates then.
 */
export async function migratedDatabase(adminUrl: string): Promise<{ url: string } | undefined> {
  const template = inject(PG_TEMPLATE_KEY);
  if (!template) return undefined;
  return { url: await copyDatabase(adminUrl, template, template) };
}

/**
 * An empty database in the run's name space, for server processes that migrate it themselves (contention tests):
 * dropped with the test apps' copies when the run ends, never under a busy run's checkpoint mid-suite.
 */
export async function emptyRunDatabase(adminUrl: string): Promise<string> {
  const template = inject(PG_TEMPLATE_KEY);
  if (!template) throw new Error('emptyRunDatabase: the run has no PostgreSQL template (pg-template.setup.ts)');
  const name = `${testDatabasePrefix(template)}${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return databaseUrl(adminUrl, name);
}
