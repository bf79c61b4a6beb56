import type {
  FastifyInstance,
  FastifyBaseLogger,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Language } from '@clubportal/contract/languages';
import type { Permission } from '@clubportal/contract/staff';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { AuditActor } from '../db/audit-log.js';
import type { Db } from '../db/dialect.js';
import type { AppCaches } from './app-caches.js';
import type { MailOutbox } from './mail-outbox.js';
import type { Clock } from './clock.js';
import type { FileStorage } from './file-storage.js';
import type { StaffAlerts } from './staff-alerts.js';

/** The Fastify instance every routes module receives: zod-typed schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules (and the services they call) need from the outside world; passed explicitly, no globals. */
/** What a service that reads, writes and stamps times needs. */
export type DbDeps = { db: Db; clock: Clock };

export type RouteDeps = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  outbox: MailOutbox;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** This app's in-process caches: never shared with another app in the process. */
  caches: AppCaches;
  /** Tells the staff who chose to hear of a write (issue 33 §8): made by the staff module, called in the writer's unit of work. */
  staffAlerts: StaffAlerts;
};

/**
 * Who a staff request acts for (its audit actor) and the language its staff member reads. Made once in app.ts from
 * the staff module and handed to the modules with staff routes, which sit below staff in the module table.
 */
export type StaffRequestOf = {
  actorOf: (request: FastifyRequest) => AuditActor;
  languageOf: (request: FastifyRequest) => Language;
  /** The permissions of the request's staff member (a route narrowing what it answers by them: a coach's own trainings). */
  permissionsOf: (request: FastifyRequest) => ReadonlySet<Permission>;
};
