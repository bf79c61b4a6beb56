import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { ManualClock } from '../test/manual-clock.js';
import type { RecurringJob } from './jobs.js';

const apps: Array<Awaited<ReturnType<typeof buildTestApp>>> = [];
afterAll(async () => {
  // The owner of the database (the first app) closes last: it drops the test schema.
  for (const app of apps.reverse()) await app.close();
});

/** Waits for a condition, checking as the event loop turns; fails after `ms`. */
async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const postgres = Boolean(process.env.DATABASE_URL);

describe.runIf(postgres)('scheduled jobs on PostgreSQL', () => {
  it('run once per due time with two server instances on one database', async () => {
    const first = await buildTestApp({ seed: false });
    apps.push(first);
    const second = await buildTestApp({ shareDatabaseOf: first.config });
    apps.push(second);
    let runs = 0;
    const probe: RecurringJob = { name: 'probe', everyMinutes: 60, run: async () => void (runs += 1) };
    first.jobs.register(probe);
    second.jobs.register(probe);
    await Promise.all([first.jobs.start(), second.jobs.start()]);
    // Both instances find the slot due, several times over.
    await Promise.all([first.jobs.tick(), second.jobs.tick(), first.jobs.tick(), second.jobs.tick()]);

    const jobsTable = sql.table(`${first.config.database.kind === 'postgres' ? first.config.database.schema : ''}_jobs.job`);
    const probeJobs = () => sql<{ state: string }>`select state from ${jobsTable} where name = 'probe'`.execute(first.db);
    expect((await probeJobs()).rows).toHaveLength(1);
    await until(async () => (await probeJobs()).rows[0]?.state === 'completed');
    expect(runs).toBe(1);
  });
});

describe.runIf(!postgres)('scheduled jobs on SQLite', () => {
  it('run once per due time of the clock', async () => {
    const clock = new ManualClock('2026-03-29T00:10:00.000Z');
    const app = await buildTestApp({ seed: false, clock });
    apps.push(app);
    const runs: string[] = [];
    app.jobs.register({ name: 'probe', everyMinutes: 60, run: async () => void runs.push(clock.now().toISOString()) });
    await app.jobs.start();
    await Promise.all([app.jobs.tick(), app.jobs.tick()]);
    clock.advance({ minutes: 49 });
    await app.jobs.tick();
    expect(runs).toEqual(['2026-03-29T00:10:00.000Z']);
    clock.advance({ minutes: 1 });
    await app.jobs.tick();
    expect(runs).toEqual(['2026-03-29T00:10:00.000Z', '2026-03-29T01:00:00.000Z']);
  });
});
