import {
  openMatchBodySchema,
  openMatchesBodySchema,
  openMatchesResponseSchema,
  openMatchResponseSchema,
} from '@clubportal/contract/open-matches';
import type { App, RouteDeps } from '../../../lib/route-types.js';
import { listOpenMatches, setOpenMatch } from './open-matches.service.js';

const tags = ['bookings'];

/** Open matches (issue 29): the owner's choice and the list members find them in. */
export async function openMatchesRoutes(app: App, deps: RouteDeps) {
  app.put(
    '/api/publicbookings/open-match',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'The owner opens their booking as a match others may find and join (a type that allows joining), or makes it private again',
        body: openMatchBodySchema,
        response: { 200: openMatchResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const, errorMsg: '', model: await setOpenMatch(deps, req.session, req.body) };
    },
  );
  app.post(
    '/api/publicbookings/open-matches',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The open matches of a day with a free place, by sport (bookingTypeId), time of day (from, to) and level; the caller's level range first",
        body: openMatchesBodySchema,
        response: { 200: openMatchesResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ok: true as const, errorMsg: '', model: await listOpenMatches(deps, req.session, req.body) };
    },
  );
}
