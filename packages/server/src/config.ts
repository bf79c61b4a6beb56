import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

/** NetPay's REST API (checkout custom): sandbox unless NETPAY_PROD_MODE; NETPAY_API_BASE overrides both. */
export const NETPAY_API = {
  sandbox: 'https://gateway-154.netpaydev.com/gateway-ecommerce',
  production: 'https://suite.netpay.com.mx/gateway-ecommerce',
};
/** Authorize.Net's JSON API: sandbox unless AUTHORIZENET_PROD_MODE; AUTHORIZENET_API_BASE overrides both. */
export const AUTHORIZENET_API = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
};

/** PayPal's sandbox REST API: where PayPal calls go unless PAYPAL_API_BASE says otherwise (live: https://api-m.paypal.com). */
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/** Webpay's integration (test) environment: where Transbank calls go unless TRANSBANK_API_BASE says otherwise. */
export const TRANSBANK_INTEGRATION_URL = 'https://webpay3gint.transbank.cl';

/** Redsys's test gateway: where the signed form goes unless REDSYS_URL says otherwise. */
export const REDSYS_TEST_URL = 'https://sis-t.redsys.es:25443/sis/realizarPago';

export type PaymentsConfig = {
  /** The development card gateway page (never in production). */
  sandbox: boolean;
  /** Pay at the club (payment method 5). */
  pending: boolean;
  redsys: { merchantKey: string; merchantCode: string; terminal: string; url: string } | undefined;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string } | undefined;
  transbank:
    | {
        commerceCode: string;
        apiKey: string;
        apiBase: string;
        oneclick?: { commerceCode: string; childCommerceCode: string; apiKey: string };
      }
    | undefined;
  mercadoPago: { accessToken: string; publicKey: string; webhookSecret: string; apiBase: string } | undefined;
  paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined;
  netPay: { secretKey: string; publicKey: string; prodMode: boolean; apiBase: string } | undefined;
  authorizeNet: { apiLoginId: string; transactionKey: string; clientKey: string; prodMode: boolean; apiBase: string } | undefined;
};

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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
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
    payments: paymentsOf(e, e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true'),
    levels: {
      pandoraBaseUrl: e.PANDORA_BASE_URL,
      worldPadelRatingBaseUrl: e.WORLD_PADEL_RATING_BASE_URL,
      timeoutMs: e.LEVEL_PROVIDER_TIMEOUT_MS,
      demoProviders: e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true',
    },
  };
}

/**
 * Payment methods from the environment. The sandbox and pay-at-the-club are on by default where the demo
 * club is (the quick start), so a new user can buy locally; the sandbox is never on in production.
 * Redsys needs its key, merchant code and terminal; its URL defaults to the test gateway.
 */
function paymentsOf(e: z.infer<typeof envSchema>, demo: boolean): PaymentsConfig {
  const production = e.NODE_ENV === 'production';
  const { REDSYS_MERCHANT_KEY: key, REDSYS_MERCHANT_CODE: code, REDSYS_TERMINAL: terminal } = e;
  if ([key, code, terminal].some(Boolean) && ![key, code, terminal].every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  REDSYS_MERCHANT_KEY, REDSYS_MERCHANT_CODE and REDSYS_TERMINAL go together');
  }
  const { STRIPE_SECRET_KEY: sk, STRIPE_PUBLISHABLE_KEY: pk, STRIPE_WEBHOOK_SECRET: whsec } = e;
  if ([sk, pk, whsec].some(Boolean) && ![sk, pk, whsec].every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  const { TRANSBANK_COMMERCE_CODE: tbkCode, TRANSBANK_API_KEY: tbkKey } = e;
  if (Boolean(tbkCode) !== Boolean(tbkKey))
    throw new ConfigError('Invalid configuration:\n  TRANSBANK_COMMERCE_CODE and TRANSBANK_API_KEY go together');
  const {
    TRANSBANK_ONECLICK_COMMERCE_CODE: ocCode,
    TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: ocChild,
    TRANSBANK_ONECLICK_API_KEY: ocKey,
  } = e;
  if ([ocCode, ocChild, ocKey].some(Boolean) && !(tbkCode && [ocCode, ocChild, ocKey].every(Boolean))) {
    throw new ConfigError(
      'Invalid configuration:\n  TRANSBANK_ONECLICK_COMMERCE_CODE, TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE and TRANSBANK_ONECLICK_API_KEY go together, with Webpay Plus configured',
    );
  }
  const { MERCADOPAGO_ACCESS_TOKEN: mpToken, MERCADOPAGO_PUBLIC_KEY: mpKey, MERCADOPAGO_WEBHOOK_SECRET: mpSecret } = e;
  if ([mpToken, mpKey, mpSecret].some(Boolean) && ![mpToken, mpKey, mpSecret].every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY and MERCADOPAGO_WEBHOOK_SECRET go together',
    );
  }
  const { PAYPAL_CLIENT_ID: ppId, PAYPAL_CLIENT_SECRET: ppSecret } = e;
  if (Boolean(ppId) !== Boolean(ppSecret))
    throw new ConfigError('Invalid configuration:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
  const { NETPAY_SECRET_KEY: npSecret, NETPAY_PUBLIC_KEY: npKey } = e;
  if (Boolean(npSecret) !== Boolean(npKey))
    throw new ConfigError('Invalid configuration:\n  NETPAY_SECRET_KEY and NETPAY_PUBLIC_KEY go together');
  const { AUTHORIZENET_API_LOGIN_ID: anLogin, AUTHORIZENET_TRANSACTION_KEY: anKey, AUTHORIZENET_CLIENT_KEY: anClient } = e;
  if ([anLogin, anKey, anClient].some(Boolean) && ![anLogin, anKey, anClient].every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTHORIZENET_API_LOGIN_ID, AUTHORIZENET_TRANSACTION_KEY and AUTHORIZENET_CLIENT_KEY go together',
    );
  }
  const npProd = e.NETPAY_PROD_MODE === 'true';
  const anProd = e.AUTHORIZENET_PROD_MODE === 'true';
  return {
    netPay:
      npSecret && npKey
        ? {
            secretKey: npSecret,
            publicKey: npKey,
            prodMode: npProd,
            apiBase: e.NETPAY_API_BASE ?? (npProd ? NETPAY_API.production : NETPAY_API.sandbox),
          }
        : undefined,
    authorizeNet:
      anLogin && anKey && anClient
        ? {
            apiLoginId: anLogin,
            transactionKey: anKey,
            clientKey: anClient,
            prodMode: anProd,
            apiBase: e.AUTHORIZENET_API_BASE ?? (anProd ? AUTHORIZENET_API.production : AUTHORIZENET_API.sandbox),
          }
        : undefined,
    paypal: ppId && ppSecret ? { clientId: ppId, clientSecret: ppSecret, apiBase: e.PAYPAL_API_BASE ?? PAYPAL_SANDBOX_API } : undefined,
    mercadoPago:
      mpToken && mpKey && mpSecret
        ? {
            accessToken: mpToken,
            publicKey: mpKey,
            webhookSecret: mpSecret,
            apiBase: e.MERCADOPAGO_API_BASE ?? 'https://api.mercadopago.com',
          }
        : undefined,
    transbank:
      tbkCode && tbkKey
        ? {
            commerceCode: tbkCode,
            apiKey: tbkKey,
            apiBase: e.TRANSBANK_API_BASE ?? TRANSBANK_INTEGRATION_URL,
            ...(ocCode && ocChild && ocKey ? { oneclick: { commerceCode: ocCode, childCommerceCode: ocChild, apiKey: ocKey } } : {}),
          }
        : undefined,
    stripe:
      sk && pk && whsec
        ? { secretKey: sk, publishableKey: pk, webhookSecret: whsec, apiBase: e.STRIPE_API_BASE ?? 'https://api.stripe.com' }
        : undefined,
    sandbox: !production && (e.SANDBOX_ENABLED === undefined ? demo : e.SANDBOX_ENABLED === 'true'),
    pending: e.PENDING_ENABLED === undefined ? demo : e.PENDING_ENABLED === 'true',
    redsys: key && code && terminal ? { merchantKey: key, merchantCode: code, terminal, url: e.REDSYS_URL ?? REDSYS_TEST_URL } : undefined,
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

/** Where the generated door key is kept (DATA_DIR); `npm run door:rotate-key` replaces it. */
export const DOOR_KEY_FILE = 'door-key.pem';

/** A new Ed25519 private key, PEM (PKCS#8). */
export function newDoorKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
}

/** The door key generated once and kept in DATA_DIR (0600), as the JWT secret is. */
function persistedDoorKey(dataDir: string): string {
  const file = path.join(dataDir, DOOR_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const pem = newDoorKey();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}

/**
 * `npm run door:rotate-key`: a new door key in DATA_DIR (written beside the old one, then moved over it, 0600).
 * Every credential signed with the old key stops opening doors once the doors fetch the new public key.
 */
export function rotateDoorKey(dataDir: string): string {
  const file = path.join(dataDir, DOOR_KEY_FILE);
  const pem = newDoorKey();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${file}.new`, pem, { mode: 0o600 });
  chmodSync(`${file}.new`, 0o600);
  renameSync(`${file}.new`, file);
  return pem;
}

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
