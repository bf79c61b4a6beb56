import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, VERSION_HEADER } from '@clubportal/contract/http';

/**
 * Stamps every API answer (errors included) with the storage version. Clients compare it with the copy
 * they keep; a change makes them drop their local session (spec section 4, "Storage version").
 */
export const versionHeader = fp(async (app: FastifyInstance, opts: { storageVersion: number }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(API_PREFIX)) reply.header(VERSION_HEADER, String(opts.storageVersion));
    return payload;
  });
});
