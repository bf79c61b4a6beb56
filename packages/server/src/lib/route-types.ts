import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/dialect.js';
import type { Mailer } from './mailer.js';

/** The Fastify instance every routes module receives: zod-typed schemas. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What route modules need from the outside world; passed explicitly, no global state. */
export type RouteDeps = { db: Db; config: AppConfig; mailer: Mailer };
