import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every environment variable the server reads; the README's configuration table lists the same ones. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(?:ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://').optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  STORAGE_VERSION: z.coerce.number().int().min(0).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: the demo loads into the quick start's SQLite database only, never into a configured PostgreSQL one.
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CORS_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  PARTNER_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => v.split(',').map((o) => o.trim()).filter(Boolean).every(isHttpUrl), 'PARTNER_ORIGINS must be comma-separated http(s) addresses')
      .optional(),
  ),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be redis:// or rediss://').optional()),
  BOOKING_REMINDER_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int('BOOKING_REMINDER_HOURS must be whole hours').min(0).max(168).default(24)),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  storageVersion: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemo: boolean;
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
};

export class ConfigError extends Error {}

/** Reads and validates the environment; creates DATA_DIR and the persisted JWT secret on first start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDist?: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storageVersion: e.STORAGE_VERSION,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : [],
    partners: partnersOf(e.PARTNER_ORIGINS),
    webDist: webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    bookingReminderHours: e.BOOKING_REMINDER_HOURS,
  };
}

/** A random secret generated once and kept in DATA_DIR, so sessions survive restarts without setup. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function partnersOf(value: string | undefined): AppConfig['partners'] {
  const urls = (value ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o));
  const first = urls[0];
  return {
    origins: [...new Set(urls.map((u) => u.origin))],
    defaultUrl: first ? `${first.origin}${first.pathname}`.replace(/\/+$/, '') : undefined,
  };
}
