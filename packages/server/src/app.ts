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
import type { App, RouteDeps, StaffRequestOf } from './lib/route-types.js';
import type { StaffAlerts } from './lib/staff-alerts.js';
import { purgeExpiredAccessRecords, setNewsletterTick } from './modules/accounts/index.js';
import { holdReleaseRegistry, purgeExpiredDocumentLinks, releaseRanOutHolds } from './modules/sales/index.js';
import { serveWaitlists, waitlistRegistry } from './modules/waitlists/index.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { customerCommsRoutes } from './modules/accounts/customer-comms.routes.js';
import { activityFormOwners, activityLookupScope, signUp, activityLineServer, signupHoldReleaser } from './modules/activities/index.js';
import {
  sendBookingMails,
  classPlaceReleaser,
  bookingHoldReleaser,
  closeUnansweredInvitations,
  bookingLineServers,
  bookingDoorHolders,
  standUnansweredResults,
  checkDeskSale,
} from './modules/bookings/index.js';
import { bookingsRoutes } from './modules/bookings/my-bookings/bookings.routes.js';
import { byPlaceRoutes } from './modules/bookings/by-place/by-place.routes.js';
import { staffClassesRoutes } from './modules/bookings/by-place/staff-classes.routes.js';
import { joinRoutes } from './modules/bookings/open-matches/join.routes.js';
import { openMatchesRoutes } from './modules/bookings/open-matches/open-matches.routes.js';
import { RECIPIENT_MAIL_LIMITS } from './lib/rate-limits.js';
import { MailOutbox } from './lib/mail-outbox.js';
import { profileRoutes } from './modules/accounts/profile.routes.js';
import { dynamicFormsRoutes } from './modules/dynamic-forms/dynamic-forms.routes.js';
import { checkRegistrationAnswers } from './modules/dynamic-forms/index.js';
import { commsRoutes } from './modules/comms/comms.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { bannerAdminRoutes } from './modules/content/banner-admin.routes.js';
import { clubFileAdminRoutes } from './modules/content/club-file-admin.routes.js';
import { legalAdminRoutes } from './modules/settings/legal-admin.routes.js';
import { personAdminRoutes } from './modules/content/person-admin.routes.js';
import { postAdminRoutes } from './modules/content/post-admin.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { uploadsRoutes } from './modules/content/uploads.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { pageHead } from './modules/page-heads/index.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { getLanguageChoiceCached, holdingPageHtml, isClubLive, readerLanguages } from './modules/settings/index.js';
import { setupWizardRoutes } from './modules/launch/setup-wizard.routes.js';
import { salesRoutes } from './modules/sales/sales.routes.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { customerFilesRoutes } from './modules/customer-files/customer-files.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { digestFigures } from './modules/reports/index.js';
import { rostersRoutes } from './modules/rosters/rosters.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { staffImageUploadRoute } from './lib/image-upload.js';
import { STAFF_IMAGE_AREAS } from '@clubportal/contract/staff-images';
import { productAdminRoutes } from './modules/shop/product-admin.routes.js';
import { promoAdminRoutes } from './modules/shop/promo-admin.routes.js';
import { transportAdminRoutes } from './modules/shop/transport-admin.routes.js';
import { voucherAdminRoutes } from './modules/vouchers/voucher-admin.routes.js';
import { deskRoutes } from './modules/desk/desk.routes.js';
import { seriesRoutes } from './modules/desk/series.routes.js';
import { blocksRoutes } from './modules/desk/blocks.routes.js';
import { deskSyncRoutes } from './modules/desk/desk-sync.routes.js';
import { staffRefundsRoutes } from './modules/payments/staff-refunds.routes.js';
import { staffOrdersRoutes } from './modules/orders/orders.routes.js';
import { customerGroupsRoutes } from './modules/accounts/customer-groups.routes.js';
import { feeAdminRoutes } from './modules/sales/fee-admin.routes.js';
import { membershipAdminRoutes } from './modules/member-card/memberships.routes.js';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import { memberCardRoutes } from './modules/member-card/member-card.routes.js';
import { passHoldersNow, runMembershipsDay } from './modules/member-card/index.js';
import { doorRoutes } from './modules/door/door.routes.js';
import { checkinRoutes } from './modules/checkin/checkins.routes.js';
import { purgeExpiredDoorCredentials } from './modules/door/index.js';
import { calendarFeedRoutes } from './modules/calendar/calendar-feed.routes.js';
import { webAppRoutes } from './modules/pwa/web-app.routes.js';
import { trainingsRoutes } from './modules/trainings/trainings.routes.js';
import { trainingAdminRoutes } from './modules/trainings/trainings-admin.routes.js';
import { resultsRoutes } from './modules/bookings/results/results.routes.js';
import { levelsRoutes } from './modules/levels/levels.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { deskPaymentRoutes } from './modules/payments/desk-payment.routes.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { bookingWaitlistRoutes } from './modules/bookings/waitlist/booking-waitlist.routes.js';
import { lookupsRoutes } from './modules/lookups/lookups.routes.js';
import {
  purgeStaleStaffSessions,
  sendStaffDigest,
  staffActor,
  staffAlerts,
  staffGuard,
  staffOf,
  staffSessionUntil,
} from './modules/staff/index.js';
import { clubTextsRoutes } from './modules/club-texts/club-texts.routes.js';
import { priceRulesRoutes } from './modules/bookings/prices/price-rules.routes.js';
import { courtsRoutes } from './modules/bookings/courts/courts.routes.js';
import { bookingTypesRoutes } from './modules/bookings/types/booking-types.routes.js';
import { floorPlansRoutes } from './modules/bookings/floor-plans/floor-plans.routes.js';
import { activityAdminRoutes } from './modules/activities/activity-admin.routes.js';
import { formAdminRoutes } from './modules/dynamic-forms/form-admin.routes.js';
import { clubTextSources } from './club-text-sources.js';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.js';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.js';
import { staffMailRoutes } from './modules/staff/staff-mail.routes.js';
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
  await app.register(async (api) => {
    const typed = api.withTypeProvider<ZodTypeProvider>();
    await healthRoutes(typed, { ...deps, kind, version: pkg.version });
    await settingsRoutes(typed, deps);
    // Posts and banners are read in the reader's language: the settings know the club's languages.
    await contentRoutes(typed, deps, { readerOf: (req) => readerLanguages({ db, caches }, req.headers['accept-language']) });
    // The newsletter's links set the tick of the account with that address.
    await newsletterRoutes(typed, deps, setNewsletterTick);
    await uploadsRoutes(typed, deps);
    await commsRoutes(typed, deps);
    // A registration's answers to the club's own fields are checked by the registration form (dynamic-forms).
    await accountsRoutes(typed, deps, (body) => checkRegistrationAnswers(deps, body));
    await customerCommsRoutes(typed, deps);
    await profileRoutes(typed, deps);
    // An activity's custom form is saved by the forms' route and signed up by the activities.
    await dynamicFormsRoutes(typed, deps, (session, input) => signUp({ ...deps, publicUrl: config.publicUrl }, session, input));
    await shopRoutes(typed, deps);
    await salesRoutes(typed, deps);
    await vouchersRoutes(typed, deps);
    await memberCardRoutes(typed, deps);
    await doorRoutes(typed, deps, {
      passHolders: (ids) => passHoldersNow(deps, ids),
      bookingDoors: (ids) => bookingDoorHolders(deps, ids),
    });
    await calendarFeedRoutes(typed, deps);
    await webAppRoutes(typed, deps);
    await trainingsRoutes(typed, deps);
    await bookingsRoutes(typed, deps);
    await resultsRoutes(typed, deps);
    await levelsRoutes(typed, deps);
    await byPlaceRoutes(typed, deps);
    await joinRoutes(typed, deps);
    await openMatchesRoutes(typed, deps);
    await checkoutRoutes(typed, deps);
    await activitiesRoutes(typed, deps);
    await bookingWaitlistRoutes(typed, deps);
    // A sign-up form's sport and court lists offer what fits its activity: the activities say what that is.
    await lookupsRoutes(typed, deps, (activityId) => activityLookupScope(deps.db, activityId));
    // The staff routes of modules below staff learn who acts, and in which language, from here.
    const staffRequest: StaffRequestOf = {
      actorOf: (req) => staffActor(staffOf(req)),
      languageOf: (req) => staffOf(req).language,
      permissionsOf: (req) => staffOf(req).permissions,
    };
    await staffAuthRoutes(typed, deps);
    await staffAdminRoutes(typed, deps);
    await staffMailRoutes(typed, deps);
    await setupWizardRoutes(typed, deps);
    await priceRulesRoutes(typed, deps, staffRequest);
    await courtsRoutes(typed, deps, staffRequest);
    await bookingTypesRoutes(typed, deps, staffRequest, () => getLanguageChoiceCached({ db, caches }));
    await floorPlansRoutes(typed, deps, staffRequest);
    await staffClassesRoutes(typed, deps, staffRequest);
    await activityAdminRoutes(typed, deps, staffRequest);
    await formAdminRoutes(typed, deps, staffRequest, activityFormOwners);
    await trainingAdminRoutes(typed, deps, staffRequest);
    // The club's texts per language: each kind listed by its owner, the club's languages from the settings.
    await clubTextsRoutes(typed, deps, {
      sources: clubTextSources,
      languages: () => getLanguageChoiceCached({ db, caches }),
      actorOf: staffRequest.actorOf,
    });
    await productAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: () => getLanguageChoiceCached({ db, caches }) });
    await transportAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: () => getLanguageChoiceCached({ db, caches }) });
    await promoAdminRoutes(typed, deps, staffRequest);
    await voucherAdminRoutes(typed, deps, staffRequest);
    await deskRoutes(typed, deps, staffRequest);
    await seriesRoutes(typed, deps, staffRequest);
    await blocksRoutes(typed, deps, staffRequest);
    await deskSyncRoutes(typed, deps, {
      ...staffRequest,
      sessionUntil: (req) => staffSessionUntil({ db, clock, publicUrl: config.publicUrl }, req, 'bookings.read'),
    });
    await staffRefundsRoutes(typed, deps, staffRequest);
    await staffOrdersRoutes(typed, deps, staffRequest);
    await customerGroupsRoutes(typed, deps, staffRequest);
    await feeAdminRoutes(typed, deps, staffRequest);
    await membershipAdminRoutes(typed, deps, staffRequest);
    await exportsRoutes(typed, deps, staffRequest);
    await reportsRoutes(typed, deps, staffRequest);
    await importsRoutes(typed, deps, staffRequest);
    await customerFilesRoutes(typed, deps, staffRequest);
    // A sale taken from the day grid is checked against the booking the desk saw (the booking module's rule).
    await deskPaymentRoutes(typed, deps, {
      ...staffRequest,
      bookingSeen: (trx, saleId, booking) => checkDeskSale(trx, deps, saleId, booking),
    });
    await checkinRoutes(typed, deps, staffRequest);
    await rostersRoutes(typed, deps, staffRequest);
    for (const [area, permission] of Object.entries(STAFF_IMAGE_AREAS)) staffImageUploadRoute(typed, deps, staffRequest, area, permission);
    const clubLanguages = () => getLanguageChoiceCached({ db, caches });
    await postAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
    await bannerAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
    await personAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
    await clubFileAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
    await legalAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
    await typed.register(async (payments) => paymentsRoutes(payments.withTypeProvider<ZodTypeProvider>(), deps));
  });

  await app.register(staticWeb, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    pageHead: (input) => pageHead({ db, clock, caches }, config.publicUrl, input),
    holdingPage: async (language) => ((await isClubLive(db)) ? null : holdingPageHtml(db, language)),
    languages: () => getLanguageChoiceCached({ db, caches }),
  });
  return app;
}
