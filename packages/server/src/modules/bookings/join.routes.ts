import { joinBodySchema, joinParamsSchema, joinPlaceParamsSchema, joinResponseSchema, updateTeamBodySchema, updateTeamResponseSchema } from '@clubportal/contract/booking-join';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { joinBooking, updateTeam } from './join.service.js';

const tags = ['bookings'];

/**
 * Joining open matches and teams (issue 23): the join prebook of a place (with or without a place id; the
 * by-place pages call it too) and a player's team.
 */
export async function joinRoutes(app: App, deps: RouteDeps) {
  const join = {
    config: { access: 'customer' as const },
    schema: { tags, summary: 'A member takes an open place of a booking (an open match, or a by-place class with its place id), in the team given or the one with room; Shared: their share becomes a pending sale', params: joinParamsSchema, body: joinBodySchema, response: { 200: joinResponseSchema } },
  };
  app.post('/api/publicbookings/byplace-prebook-place/:customerId/:bookingId/:origin', join, async (req) => ({
    ok: true as const,
    errorMsg: '',
    model: await joinBooking(deps, req.session, { customerId: req.params.customerId, bookingId: req.params.bookingId, origin: req.params.origin, team: req.body }),
  }));
  const joinPlace = { config: join.config, schema: { ...join.schema, params: joinPlaceParamsSchema } };
  app.post('/api/publicbookings/byplace-prebook-place/:customerId/:bookingId/:origin/:placeId', joinPlace, async (req) => ({
    ok: true as const,
    errorMsg: '',
    model: await joinBooking(deps, req.session, { customerId: req.params.customerId, bookingId: req.params.bookingId, origin: req.params.origin, placeId: req.params.placeId, team: req.body }),
  }));
  app.put(
    '/api/publicbookings/update-team',
    { config: { access: 'session' }, schema: { tags, summary: "A player moves their own place (id: their Player.id) to Team 1 (0) or Team 2 (1) while the booking is not over", body: updateTeamBodySchema, response: { 200: updateTeamResponseSchema } } },
    async (req) => ({ ok: true as const, errorMsg: '', model: await updateTeam(deps, req.session, req.body) }),
  );
}
