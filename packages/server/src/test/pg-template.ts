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
export async function migratedDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const template = inject(PG_TEMPLATE_KEY);
  if (!template) return undefined;
  const name = `clubportal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  // FORCE: a pool a failed test left open must not keep the database alive.
  return { url: databaseUrl(adminUrl, name), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
