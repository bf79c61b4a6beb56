import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, emptyToUndefined } from '../lib/env-variables.js';
import { paymentProviderVariables } from '../modules/payments/index.js';

export { ConfigError };

/** The server's own environment variables: each payment provider's are its folder's (modules/payments/providers). */
const serverEnvSchema = z.object({
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
  // PEM (PKCS#8) of the Ed25519 key that signs door credentials; `\n` may stand for the line breaks.
  DOOR_PRIVATE_KEY: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.replace(/\\n/g, '\n') : undefined),
    z.string().refine(isEd25519Pem, 'DOOR_PRIVATE_KEY must be an Ed25519 private key in PEM (PKCS#8)').optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  STORAGE_VERSION: z.coerce.number().int().min(0).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: the demo loads into the quick start's SQLite database only, never into a configured PostgreSQL one.
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  RUN_JOBS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CORS_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
  PARTNER_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) =>
          v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
            .every(isHttpUrl),
        'PARTNER_ORIGINS must be comma-separated http(s) addresses',
      )
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be redis:// or rediss://')
      .optional(),
  ),
  BOOKING_REMINDER_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('BOOKING_REMINDER_HOURS must be whole hours').min(0).max(168).default(24),
  ),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().optional()),
  // Rating providers of the levels page (README): unset, the demo club answers in-process, other clubs say "not connected".
  PANDORA_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  WORLD_PADEL_RATING_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LEVEL_PROVIDER_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('LEVEL_PROVIDER_TIMEOUT_MS must be whole milliseconds').min(100).max(60_000).default(5000),
  ),
  // Payment methods: each is offered only when configured (README, "Payments"); pay at the club is no provider.
  PENDING_ENABLED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
});

/**
 * Every environment variable the server reads: its own and each payment provider's (the registry lists them);
 * the README's configuration tables list the same ones (readme-configuration.test.ts).
 */
export const envSchema = serverEnvSchema.extend(paymentProviderVariables());

/** The server's own variables as parsed (a provider reads its own through its folder). */
export type Env = z.infer<typeof serverEnvSchema>;

function isEd25519Pem(value: string): boolean {
  try {
    return createPrivateKey(value).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
