import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { loadPackage } from './optional-package.js';
import type { Clock } from './clock.js';

/** Work that repeats: runs once per `everyMinutes` slot, however many server instances share the database. */
export type RecurringJob = { name: string; everyMinutes: number; run: () => Promise<void> };

/**
 * The scheduler behind one interface: pg-boss on PostgreSQL (shared by every instance), an in-process
 * runner on SQLite (one process by definition). Jobs are registered before `start`.
 */
export interface JobRunner {
  register(job: RecurringJob): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Once started, queues each job whose current slot has not been queued yet; the runner's timer calls it, tests may too. */
  tick(): Promise<void>;
}

/** How often each instance looks for due slots. */
const TICK_SECONDS = 30;
/** pg-boss keeps completed jobs this long; the unique slot of a job lives as long, so periods stay below it. */
const MAX_PERIOD_MINUTES = 12 * 60;

function checkPeriod(job: RecurringJob): void {
  if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1 || job.everyMinutes > MAX_PERIOD_MINUTES) {
    throw new Error(`Job ${job.name}: everyMinutes must be a whole number from 1 to ${MAX_PERIOD_MINUTES}`);
  }
}

/**
 * SQLite: the slot is the clock's now divided by the period; a job runs at most once per slot and never
 * twice at the same time.
 */
export function inProcessJobRunner(clock: Clock, log: FastifyBaseLogger): JobRunner {
  const jobs: RecurringJob[] = [];
  const lastSlot = new Map<string, number>();
  const running = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  async function runIfDue(job: RecurringJob): Promise<void> {
    const slot = Math.floor(clock.now().getTime() / (job.everyMinutes * 60_000));
    if (lastSlot.get(job.name) === slot || running.has(job.name)) return;
    lastSlot.set(job.name, slot);
    running.add(job.name);
    try {
      await job.run();
    } catch (err) {
      log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      running.delete(job.name);
    }
  }

  const runner: JobRunner = {
    register(job) {
      checkPeriod(job);
      jobs.push(job);
    },
    async start() {
      started = true;
      timer = setInterval(() => void runner.tick(), TICK_SECONDS * 1000);
      timer.unref();
      await runner.tick();
    },
    async stop() {
      clearInterval(timer);
      started = false;
    },
    async tick() {
      if (started) await Promise.all(jobs.map(runIfDue));
    },
  };
  return runner;
}

/**
 * PostgreSQL: each tick sends every job to pg-boss as a singleton of its period (`singletonSeconds`): the
 * queue's unique index lets one job per slot exist, whichever instance sends first, and one worker runs it.
 */
export function pgBossJobRunner(options: { connectionString: string; schema: string }, log: FastifyBaseLogger): JobRunner {
  const PgBossClass = loadPackage('pg-boss') as typeof PgBoss;
  const boss = new PgBossClass({ connectionString: options.connectionString, schema: options.schema, max: 3, schedule: false });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const jobs: RecurringJob[] = [];
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  /** Instances starting together may race to create a queue; PostgreSQL then aborts one as a deadlock: retry. */
  async function ensureQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await boss.getQueue(name))) await boss.createQueue(name);
        return;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || (code !== '40P01' && code !== '23505')) throw err;
      }
    }
  }

  const runner: JobRunner = {
    register(job) {
      checkPeriod(job);
      jobs.push(job);
    },
    async start() {
      await boss.start();
      started = true;
      for (const job of jobs) {
        await ensureQueue(job.name);
        await boss.work(job.name, { pollingIntervalSeconds: 2 }, async () => {
          await job.run();
        });
      }
      timer = setInterval(() => void runner.tick().catch((err: unknown) => log.error({ err }, 'job tick failed')), TICK_SECONDS * 1000);
      timer.unref();
      await runner.tick();
    },
    async stop() {
      clearInterval(timer);
      if (started) await boss.stop({ graceful: true, wait: true });
      started = false;
    },
    async tick() {
      if (!started) return;
      // One job that cannot be queued right now (a database hiccup; on PostgreSQL, an instance starting beside
      // another while its queue's partition is being attached) is queued again on the next tick: it never
      // keeps the other jobs from being queued, nor the server from starting.
      for (const job of jobs) {
        try {
          await boss.send(job.name, {}, { singletonKey: job.name, singletonSeconds: job.everyMinutes * 60, retryLimit: 2 });
        } catch (err) {
          log.error({ err, job: job.name }, 'job not queued: tried again on the next tick');
        }
      }
    },
  };
  return runner;
}
