import {
  byPlaceCancelParamsSchema,
  byPlaceCancelResponseSchema,
  byPlaceListBodySchema,
  byPlaceListResponseSchema,
  templateInfoParamsSchema,
  templateInfoResponseSchema,
} from '@clubportal/contract/bookings-by-place';
import type { FastifyReply } from 'fastify';
import { renderMessage, requestLanguage } from '../../../lib/messages.js';
import type { App, RouteDeps } from '../../../lib/route-types.js';
import { byPlaceList, templateInfo } from './by-place-views.service.js';
import { cancelPlace } from './by-place.service.js';

const tags = ['bookings'];
/** Places change with every booking: never stored by browsers or proxies. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Bookings by place (issue 23 sections 5 and 6): the week's classes, taking a place (with or without the
 * floor plan's place id), the cart giving an unpaid place back, and a class's floor plan.
 *
 * `byplace-prebook-place` is also the join of an open match: join.routes.ts registers it once and sends a
 * by-place type's class to by-place.service's prebookPlace.
 */
export async function byPlaceRoutes(app: App, deps: RouteDeps) {
  app.post(
    '/api/publicbookings/byplace-list',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The week's classes of a by-place type (or all: bookingTypeId null), with the customer's price (null: a guest's)",
        body: byPlaceListBodySchema,
        response: { 200: byPlaceListResponseSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const { entries: data, lastDate } = await byPlaceList(deps, req.session, req.body);
      return {
        ok: true as const,
        data,
        errorMsg: data.length ? '' : renderMessage('noByPlaceBookings', {}, requestLanguage(req.headers['accept-language'])),
        lastDate,
      };
    },
  );

  // byplace-prebook-place is registered once, by join.routes.ts: it dispatches a by-place type's class to prebookPlace.

  app.post(
    '/api/publicbookings/byplace-cancel/:bookingId/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "Gives back the customer's place of a class while it is unpaid (the cart's cancel URL)",
        params: byPlaceCancelParamsSchema,
        response: { 200: byPlaceCancelResponseSchema },
      },
    },
    async (req) => {
      await cancelPlace(deps, req.session, req.params.bookingId, req.params.customerId);
      return { ok: true as const, errorMsg: '' };
    },
  );

  app.get(
    '/api/publicbookings/booking-template-info/:templateId/:bookingId',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "A class's floor plan, its places and which are taken (who holds them only when the club shows it)",
        params: templateInfoParamsSchema,
        response: { 200: templateInfoResponseSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { ok: true as const, model: await templateInfo(deps, req.session, req.params.templateId, req.params.bookingId) };
    },
  );
}
