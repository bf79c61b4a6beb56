import { sql } from 'kysely';
import { healthResponseSchema } from '@clubportal/contract/health';
import { AppError } from '../../lib/app-error.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import type { DatabaseKind } from '../../db/dialect.js';

export async function healthRoutes(app: App, { db, kind, version }: RouteDeps & { kind: DatabaseKind; version: string }) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: healthResponseSchema } },
    },
    async (_req, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch {
        throw new AppError('unavailable', 'databaseUnreachable');
      }
      reply.header('cache-control', 'no-store');
      return { ok: true as const, version, database: kind };
    },
  );
}
