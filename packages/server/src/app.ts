import { readFileSync } from 'node:fs';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type * as ioredis from 'ioredis';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { openDatabase, type Db, type DatabaseKind } from './db/dialect.js';
import { systemClock, type Clock } from './lib/clock.js';
import { databaseFileStorage, type FileStorage } from './lib/file-storage.js';
import { inProcessJobRunner, pgBossJobRunner, type JobRunner } from './lib/jobs.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import type { App, RouteDeps } from './lib/route-types.js';
import type { StaffAlerts } from './lib/staff-alerts.js';
import { purgeExpiredAccessRecords } from './modules/accounts/index.js';
import { holdReleaseRegistry, purgeExpiredDocumentLinks, releaseRanOutHolds } from './modules/sales/index.js';
import { serveWaitlists, waitlistRegistry } from './modules/waitlists/index.js';

import { activityLineServer, signupHoldReleaser } from './modules/activities/index.js';
import {
  sendBookingMails,
  classPlaceReleaser,
  bookingHoldReleaser,
  closeUnansweredInvitations,
  bookingLineServers,
  standUnansweredResults,
} from './modules/bookings/index.js';

import { RECIPIENT_MAIL_LIMITS } from './lib/rate-limits.js';
import { MailOutbox } from './lib/mail-outbox.js';

import { pageHead } from './modules/page-heads/index.js';

import { getLanguageChoiceCached, holdingPageHtml, isClubLive } from './modules/settings/index.js';

import { digestFigures } from './modules/reports/index.js';

import { runMembershipsDay } from './modules/member-card/index.js';

import { purgeExpiredDoorCredentials } from './modules/door/index.js';

import { purgeStaleStaffSessions, sendStaffDigest, staffAlerts, staffGuard } from './modules/staff/index.js';

import {
  checkoutHoldReleaser,
  reconcilePendingPayments,
  paymentCspSources,
  cardRefundsSettled,
  sendPendingCardRefunds,
} from './modules/payments/index.js';
import { auth } from './plugins/auth.js';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler.js';
import { noNulCharacters } from './plugins/no-nul-characters.js';
import { noStoreByDefault } from './plugins/no-store.js';
import { routeAccess } from './plugins/route-access.js';
import { staticWeb } from './plugins/static-web.js';
import { apiRoutes } from './api-routes.js';
import { versionHeader } from './plugins/version-header.js';
import { AppCaches } from './lib/app-caches.js';
import { deskChangeBus, postgresDeskTransport, redisDeskTransport } from './lib/desk-changes.js';
import { loadPackage } from './lib/optional-package.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database, for tests and CLI tasks that hold the app. */
    db: Db;
    clock: Clock;
    outbox: MailOutbox;
    jobs: JobRunner;
    storage: FileStorage;
    /** This app's in-process caches (tests hold two apps that must not share them). */
    caches: AppCaches;
    /** The staff's alerts the app hands to the writers (issue 33 §8), for tests calling a service or job directly. */
    staffAlerts: StaffAlerts;
  }
}

export type BuildAppOptions = {
  /** Overrides the pino logger options (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: { db: Db; kind: DatabaseKind };
  mailer?: Mailer;
  /** The time every service reads (tests pass a ManualClock). */
  clock?: Clock;
  /** Prefix of the rate-limit counters in Redis (tests isolate themselves with their own). */
  rateLimitNamespace?: string;
};

/** The server's log: never the session header, nor the bodies of mails sent over SMTP. */
export function loggerOptions(config: AppConfig) {
  return { level: config.logLevel, redact: ['req.headers.authorization', 'mail.text', 'mail.html'] };
}

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp(config: AppConfig, opts: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Answers the router and Node's HTTP parser give on their own, in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !opts.database;
  const { db, kind } = opts.database ?? openDatabase(config.database);
  const mailer =
    opts.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom ?? `no-reply@${new URL(config.publicUrl).hostname}`, log: app.log });
  const clock = opts.clock ?? systemClock;
  const storage = databaseFileStorage(db, clock);
  const caches = new AppCaches(clock);
  const outbox = new MailOutbox({ db, clock, mailer, log: app.log });
  // The staff's alerts (issue 33 §8): made by the staff module, handed to the writers of what they tell.
  const alerts = staffAlerts({ clock, outbox, publicUrl: config.publicUrl });
  const jobs =
    config.database.kind === 'postgres'
      ? pgBossJobRunner(
          { connectionString: config.database.url, schema: config.database.schema ? `${config.database.schema}_jobs` : 'pgboss' },
          app.log,
        )
      : inProcessJobRunner(clock, app.log);
  jobs.register({ name: 'mail-outbox', everyMinutes: 1, run: () => outbox.flush() });
  jobs.register({
    name: 'purge-expired-access',
    everyMinutes: 60,
    run: async () => {
      await purgeExpiredAccessRecords({ db, clock });
      await purgeExpiredDoorCredentials({ db, clock });
      await purgeExpiredDocumentLinks({ db, clock });
      await purgeStaleStaffSessions({ db, clock });
    },
  });
  // Everything held until paid whose hold ran out unpaid goes back for good (availability already ignores it):
  // one engine (sales/hold-release.ts), each owner module's releaser, one job.
  const holds = holdReleaseRegistry()
    .register(bookingHoldReleaser({ db, clock, config, log: app.log, outbox, caches, staffAlerts: alerts }))
    .register(classPlaceReleaser({ caches }))
    .register(signupHoldReleaser({ db, clock, outbox, publicUrl: config.publicUrl }))
    .register(checkoutHoldReleaser({ caches }));
  jobs.register({
    name: 'release-holds',
    everyMinutes: 1,
    run: async () => void (await releaseRanOutHolds({ db, clock, log: app.log }, holds.parts)),
  });
  // A proposed match result the other team left unanswered within its window stands (levels move).
  // Each periodic fee's period is charged once on its due day (the desk's manual run stays); season passes' groups follow the passes running today.
  jobs.register({ name: 'fee-run', everyMinutes: 60, run: async () => void (await runMembershipsDay({ db, clock })) });
  jobs.register({ name: 'result-answers', everyMinutes: 5, run: async () => void (await standUnansweredResults({ db, clock, caches })) });
  // A shared booking's invitations still unanswered at the payment deadline give their places back (owner told).
  jobs.register({
    name: 'booking-invitations',
    everyMinutes: 1,
    run: async () => void (await closeUnansweredInvitations({ db, clock, outbox, config, caches })),
  });
  // Confirmations carry a shared booking's invitations: within a minute of the owner's payment, not five.
  jobs.register({
    name: 'booking-mails',
    everyMinutes: 1,
    run: async () =>
      void (await sendBookingMails({
        db,
        clock,
        outbox,
        publicUrl: config.publicUrl,
        reminderHours: config.bookingReminderHours,
        staffAlerts: alerts,
      })),
  });
  // The staff's daily digest (issue 33 §8): once a club day, after STAFF_DIGEST_HOUR, the day before's figures (reports).
  jobs.register({
    name: 'staff-digest',
    everyMinutes: 15,
    run: async () =>
      void (await sendStaffDigest({
        db,
        clock,
        outbox,
        publicUrl: config.publicUrl,
        figures: (reader, day, today) => digestFigures({ db: reader, clock }, day, today),
      })),
  });
  jobs.register({
    name: 'reconcile-payments',
    everyMinutes: 15,
    run: async () => void (await reconcilePendingPayments({ db, clock, outbox, config, log: app.log, caches, staffAlerts: alerts })),
  });
  jobs.register({
    name: 'card-refunds',
    everyMinutes: 1,
    run: async () => void (await sendPendingCardRefunds({ db, clock, config, log: app.log, outbox, caches, staffAlerts: alerts })),
  });
  // A place freed (a sign-up given back, an unpaid hold run out, an offer lapsed) goes to the next in line:
  // one waitlist engine (waitlists/), each owner module's line servers (an activity's places, courts, matches), one job.
  const waitlists = waitlistRegistry()
    .register(activityLineServer({ db, clock, outbox, publicUrl: config.publicUrl }))
    .register(...bookingLineServers({ db, clock, outbox, config, caches }));
  jobs.register({
    name: 'waitlist-offers',
    everyMinutes: 1,
    run: async () => void (await serveWaitlists({ db, clock, log: app.log }, waitlists.parts)),
  });
  const redis = config.redisUrl
    ? new (loadPackage('ioredis') as typeof ioredis).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis unavailable: rate limits are not counted'));
  // The desks in step (issue 33 §8): every instance hears the others' changes through PostgreSQL, else Redis.
  const deskChanges = caches.of(deskChangeBus);
  if (config.database.kind === 'postgres')
    deskChanges.connect(postgresDeskTransport(deskChanges, db, { url: config.database.url, schema: config.database.schema, log: app.log }));
  else if (redis) deskChanges.connect(redisDeskTransport(deskChanges, redis, { log: app.log }));
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('outbox', outbox);
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  app.decorate('caches', caches);
  app.decorate('staffAlerts', alerts);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await outbox.settled();
    // A refund left mid-call would sit in `sending` until it is failed for staff: let it get its answer.
    await cardRefundsSettled(db);
    await deskChanges.close();
    mailer.close();
    redis?.disconnect();
    if (ownsDatabase) await db.destroy();
  });

  await app.register(errorHandler);
  await app.register(versionHeader, { storageVersion: config.storageVersion });
  await app.register(noStoreByDefault);
  await app.register(noNulCharacters);
  // The checkout reaches the configured payment providers (their scripts, frames, calls and form posts).
  const providers = paymentCspSources(config.payments);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...providers.scriptSrc],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...providers.connectSrc],
        frameSrc: ["'self'", ...providers.frameSrc],
        // Forms post to the portal and to the configured providers' gateways only (Redsys, Transbank).
        formAction: ["'self'", ...providers.formAction],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would block partner sites embedding our images; keep resources shareable.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // PayPal's buttons pay in a popup that talks back to its opener; `same-origin` would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Shared by every instance when REDIS_URL is set; a Redis outage lets requests through rather than failing them.
    ...(redis ? { redis, nameSpace: opts.rateLimitNamespace ?? 'clubportal:rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests, please try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
    }),
  });

  // Mails per recipient are counted in the same store as the request limits (Redis when configured).
  const recipientLimits = Object.fromEntries(
    Object.entries(RECIPIENT_MAIL_LIMITS).map(([kind, limit]) => [
      kind,
      app.createRateLimit({ ...limit, keyGenerator: (req) => (req as unknown as { recipientKey: string }).recipientKey }),
    ]),
  );
  outbox.limitRecipients(async (kind, address) => {
    const check = recipientLimits[kind];
    if (!check) return true;
    const probe = { recipientKey: `mail:${kind}:${address}`, routeOptions: { config: {} } } as unknown as FastifyRequest;
    const counted = await check(probe);
    return counted.isAllowed || !counted.isExceeded;
  });

  await app.register(auth, { jwtSecret: config.jwtSecret, clock });

  await app.register(swagger, {
    openapi: {
      info: { title: 'ClubPortal API', version: pkg.version, description: 'Public API of the club portal (spec section 7).' },
      // Customer calls take the session token from cauth; public calls ignore it.
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }, {}],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const deps: RouteDeps = { db, config, clock, outbox, storage, log: app.log, caches, staffAlerts: alerts };
  // Every API route from here on declares who may call it (lib/route-access.ts); staff routes also their permission,
  // which the staff guard enforces on every request (modules/staff).
  await app.register(routeAccess);
  await app.register(staffGuard, { db, clock, publicUrl: config.publicUrl });
  await app.register(async (api) => apiRoutes(api.withTypeProvider<ZodTypeProvider>(), { ...deps, kind, version: pkg.version }));

  await app.register(staticWeb, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    pageHead: (input) => pageHead({ db, clock, caches }, config.publicUrl, input),
    holdingPage: async (language) => ((await isClubLive(db)) ? null : holdingPageHtml(db, language)),
    languages: () => getLanguageChoiceCached({ db, caches }),
  });
  return app;
}
