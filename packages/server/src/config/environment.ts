import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every environment variable the server reads; the README's configuration table lists the same ones. */
export const envSchema = z.object({
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
  // Payment methods: each is offered only when configured (README, "Payments").
  SANDBOX_ENABLED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  PENDING_ENABLED: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  REDSYS_MERCHANT_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 24, 'REDSYS_MERCHANT_KEY must be the base64 merchant key (24 bytes)')
      .optional(),
  ),
  REDSYS_MERCHANT_CODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, 'REDSYS_MERCHANT_CODE must be the merchant number (FUC)')
      .optional(),
  ),
  REDSYS_TERMINAL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,3}$/, 'REDSYS_TERMINAL must be a terminal number')
      .optional(),
  ),
  REDSYS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_...)')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_...)').optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_...)')
      .optional(),
  ),
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  TRANSBANK_COMMERCE_CODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{6,12}$/, 'TRANSBANK_COMMERCE_CODE must be the commerce code')
      .optional(),
  ),
  TRANSBANK_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  TRANSBANK_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  TRANSBANK_ONECLICK_COMMERCE_CODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{6,12}$/, 'TRANSBANK_ONECLICK_COMMERCE_CODE must be the Oneclick Mall commerce code')
      .optional(),
  ),
  TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{6,12}$/, 'TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE must be the store commerce code')
      .optional(),
  ),
  TRANSBANK_ONECLICK_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  MERCADOPAGO_ACCESS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  MERCADOPAGO_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  MERCADOPAGO_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  MERCADOPAGO_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  PAYPAL_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  PAYPAL_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  PAYPAL_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  NETPAY_SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^sk_/, 'NETPAY_SECRET_KEY must be the private key (sk_...)').optional(),
  ),
  NETPAY_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^pk_/, 'NETPAY_PUBLIC_KEY must be the public key (pk_...)').optional(),
  ),
  NETPAY_PROD_MODE: z.enum(['true', 'false']).default('false'),
  NETPAY_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  AUTHORIZENET_API_LOGIN_ID: z.preprocess(emptyToUndefined, z.string().min(4).max(25).optional()),
  AUTHORIZENET_TRANSACTION_KEY: z.preprocess(emptyToUndefined, z.string().min(8).max(40).optional()),
  AUTHORIZENET_CLIENT_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  AUTHORIZENET_PROD_MODE: z.enum(['true', 'false']).default('false'),
  AUTHORIZENET_API_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
});

export type Env = z.infer<typeof envSchema>;

/** A configuration the server refuses to start with, in sentences naming the variables. */
export class ConfigError extends Error {}

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
