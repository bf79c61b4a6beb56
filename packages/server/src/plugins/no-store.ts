import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@clubportal/contract/http';

/**
 * API answers are private unless their route says otherwise: every answer under /api without a
 * Cache-Control of its own (a login's token, a profile, bookings, orders, an error) is sent `no-store`, so
 * no browser, proxy or shared device keeps a copy (issue 19). Public answers meant to be cached (the
 * catalogue, settings, content, uploads) set their own header and keep it.
 */
export const noStoreByDefault = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
