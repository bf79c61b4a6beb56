import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';
import { withRequestAddress } from '../lib/request-address.js';
import { verifySession, type SessionClaims } from '../lib/session-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified bearer token's claims, or null for a visitor. Not yet checked against the database. */
    session: SessionClaims | null;
  }
}

/** Reads `Authorization: Bearer <token>` on every request. A bad token makes a visitor, not an error. */
export const auth = fp(async (app: FastifyInstance, opts: { jwtSecret: string; clock: Clock }) => {
  app.decorateRequest('session', null);
  // The audit log records the address of the request behind a member's or staff member's change.
  app.addHook('onRequest', (request, _reply, done) => withRequestAddress(request.ip, done));
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.session = (await verifySession(opts.jwtSecret, header.slice(7).trim(), opts.clock.now())) ?? null;
  });
});
