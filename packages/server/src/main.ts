import { buildApp } from './app.js';
import { configFromEnv } from './bootstrap.js';
import { ConfigError } from './config/environment.js';
import { migrateToLatest } from './db/migrate.js';
import { addDemoStaffIfNone, isEmpty, seedDemoClub } from './db/seed/seed.js';
import { collectGarbage, growHeapSlowly } from './lib/heap.js';
import { announceSetupLink } from './modules/staff/index.js';

async function main() {
  growHeapSlowly();
  const config = configFromEnv();
  const app = await buildApp(config);
  const applied = await migrateToLatest(app.db);
  if (applied.length) app.log.info({ applied }, 'database migrated');
  if (config.seedDemo && (await isEmpty(app.db))) {
    await seedDemoClub(app.db, { storage: app.storage, clock: app.clock, publicUrl: config.publicUrl });
    app.log.info('empty database: demo club loaded');
  } else if (config.seedDemo && (await addDemoStaffIfNone(app.db, app.clock))) {
    app.log.info('demo club: demo staff accounts added');
  }
  // A real club (no demo) without an owner: the first run's setup link, once, in the log.
  if (!config.seedDemo) await announceSetupLink({ db: app.db, clock: app.clock, config, outbox: app.outbox }, app.log);
  if (config.runJobs) await app.jobs.start();
  else app.log.info('RUN_JOBS=false: no scheduled work on this instance');
  if (!config.webDist) app.log.warn('web app not built (packages/web/dist missing): serving the API only');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  if (config.webDist) {
    // Render one page before taking traffic: loading the renderer bundle costs a second or two once, which would
    // otherwise fall on the first visitor after every start.
    await app.inject({ url: '/' }).catch((err: unknown) => app.log.warn({ err }, 'renderer warm-up failed'));
  }
  // Starting leaves ~40 MB of garbage (the migrations, the demo's seed, the first render) that V8 would keep,
  // pages and all, until traffic made it collect: collected, and the heap given back, before taking traffic.
  await collectGarbage();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
