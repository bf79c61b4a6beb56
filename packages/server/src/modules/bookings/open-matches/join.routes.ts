import {
  joinBodySchema,
  joinParamsSchema,
  joinPlaceParamsSchema,
  joinResponseSchema,
  type TeamChoice,
  updateTeamBodySchema,
  updateTeamResponseSchema,
} from '@clubportal/contract/booking-join';
import { byPlacePrebookResponseSchema } from '@clubportal/contract/bookings-by-place';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SessionClaims } from '../../../lib/session-token.js';
import type { App, RouteDeps } from '../../../lib/route-types.js';
import { prebookPlace } from '../by-place/by-place.service.js';
import { isByPlaceBooking, joinBooking, updateTeam } from './join.service.js';

const tags = ['bookings'];

/**
 * Joining open matches and teams (issue 23): the join prebook of a place and a player's team. The spec has
 * one `byplace-prebook-place` for both uses: a booking of a by-place type (a class) goes to by-place.service
 * (its place, its sale), any other booking is a match to join (join.service); each answers the spec's model
 * (serviceFree, description, more) with its own `more`.
 */
export async function joinRoutes(app: App, deps: RouteDeps) {
  const join = {
    config: { access: 'customer' as const },
    schema: {
      tags,
      summary:
        'Takes an open place: of an open match (in the team given or the one with room; Shared: the share becomes a pending sale), or of a by-place class (its floor plan place placeId, or any free place)',
      params: joinParamsSchema,
      body: joinBodySchema,
      response: { 200: z.union([joinResponseSchema, byPlacePrebookResponseSchema]) },
    },
  };
  const joinPlace = { config: join.config, schema: { ...join.schema, params: joinPlaceParamsSchema } };
  const take = async (
    reply: FastifyReply,
    session: SessionClaims | null,
    p: { customerId: number; bookingId: number; origin: string; placeId?: number },
    team: TeamChoice | null,
  ) => {
    reply.header('cache-control', 'private, no-store');
    if (await isByPlaceBooking(deps, p.bookingId)) return { ok: true as const, errorMsg: '', model: await prebookPlace(deps, session, p) };
    return { ok: true as const, errorMsg: '', model: await joinBooking(deps, session, { ...p, team }) };
  };
  app.post('/api/publicbookings/byplace-prebook-place/:customerId/:bookingId/:origin', join, async (req, reply) =>
    take(reply, req.session, req.params, req.body),
  );
  app.post('/api/publicbookings/byplace-prebook-place/:customerId/:bookingId/:origin/:placeId', joinPlace, async (req, reply) =>
    take(reply, req.session, req.params, req.body),
  );
  app.put(
    '/api/publicbookings/update-team',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'A player moves their own place (id: their Player.id) to Team 1 (0) or Team 2 (1) while the booking is not over',
        body: updateTeamBodySchema,
        response: { 200: updateTeamResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, errorMsg: '', model: await updateTeam(deps, req.session, req.body) }),
  );
}
