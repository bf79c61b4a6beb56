import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, envSchema, type Env } from './config/environment.js';
import { paymentsOf, type PaymentsConfig } from './config/payments.js';
import { persistedDoorKey, persistedSecret } from './config/secrets.js';

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  jwtSecret: string;
  /** PEM of the Ed25519 private key signing door credentials (modules/door): never the session secret. */
  doorPrivateKey: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  storageVersion: number;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /** Whether this instance runs the scheduled work (RUN_JOBS); another instance on the same database may. */
  runJobs: boolean;
  trustProxy: boolean;
  /** Origins allowed to call the API from a browser (partner sites); empty: same origin only. */
  corsOrigins: string[];
  /**
   * Partner sites the account-link page may send customers back to (their origins), and the default
   * partner address (the first one listed) used when a link names none.
   */
  partners: { origins: string[]; defaultUrl: string | undefined };
  /** Shared rate-limit counters; unset: each instance counts in memory. */
  redisUrl: string | undefined;
  /** Folder of the built web app; absent in API-only tests. */
  webDist: string | undefined;
  /** Hours before a booking its players get a reminder; 0: no reminders. */
  bookingReminderHours: number;
  payments: PaymentsConfig;
  levels: LevelsConfig;
};

/** The rating providers (modules/levels/providers): a base URL each; without one, the demo's in-process stand-in where the demo club loads. */
export type LevelsConfig = {
  pandoraBaseUrl: string | undefined;
  worldPadelRatingBaseUrl: string | undefined;
  timeoutMs: number;
  demoProviders: boolean;
};

/** Reads and validates the environment; creates DATA_DIR and the persisted JWT secret on first start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDist?: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  // The providers' variables are theirs to read (config/payments.ts hands them every value).
  const e = parsed.data as Env & Record<string, unknown>;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'clubportal.sqlite') },
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    doorPrivateKey: e.DOOR_PRIVATE_KEY ?? persistedDoorKey(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storageVersion: e.STORAGE_VERSION,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true',
    runJobs: e.RUN_JOBS === 'true',
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    partners: partnersOf(e.PARTNER_ORIGINS),
    webDist: webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    bookingReminderHours: e.BOOKING_REMINDER_HOURS,
    payments: paymentsOf(e, {
      production: e.NODE_ENV === 'production',
      demo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true',
    }),
    levels: {
      pandoraBaseUrl: e.PANDORA_BASE_URL,
      worldPadelRatingBaseUrl: e.WORLD_PADEL_RATING_BASE_URL,
      timeoutMs: e.LEVEL_PROVIDER_TIMEOUT_MS,
      demoProviders: e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true',
    },
  };
}

function partnersOf(value: string | undefined): AppConfig['partners'] {
  const urls = (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o));
  const first = urls[0];
  return {
    origins: [...new Set(urls.map((u) => u.origin))],
    defaultUrl: first ? `${first.origin}${first.pathname}`.replace(/\/+$/, '') : undefined,
  };
}
