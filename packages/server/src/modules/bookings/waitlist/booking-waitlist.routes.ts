import {
  bookingWaitlistResponseSchema,
  joinBookingWaitlistResponseSchema,
  joinMatchWaitlistBodySchema,
  joinSlotWaitlistBodySchema,
  leaveBookingWaitlistResponseSchema,
  leaveWaitlistParamsSchema,
  takenSlotsQuerySchema,
  takenSlotsResponseSchema,
  waitlistCustomerParamsSchema,
} from '@clubportal/contract/booking-waitlist';
import type { App, RouteDeps } from '../../../lib/route-types.js';
import { takenSlots } from './booking-waitlist-offers.js';
import { customerWaitlist, joinMatchWaitlist, joinSlotWaitlist, leaveWaitlist } from './booking-waitlist.service.js';

/** The booking waitlist's calls (issue 23, section 7): queue for a taken court slot or a full match, leave, list, and the day's taken slots. */
export async function bookingWaitlistRoutes(app: App, deps: RouteDeps) {
  const tags = ['bookings'];

  app.get(
    '/api/publicbookings/waitlist-taken',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The court slots of a club day someone holds (what a member may queue for): the same for every viewer',
        querystring: takenSlotsQuerySchema,
        response: { 200: takenSlotsResponseSchema },
      },
    },
    async (req, reply) => {
      // Changes with every booking: a short shared cache only.
      void reply.header('cache-control', 'public, max-age=5');
      return { ok: true as const, model: await takenSlots(deps, req.query) };
    },
  );

  app.post(
    '/api/publicbookings/waitlist/slot',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Queue the member (or a linked child) for a court slot someone else holds',
        body: joinSlotWaitlistBodySchema,
        response: { 200: joinBookingWaitlistResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await joinSlotWaitlist(deps, req.session, req.body) }),
  );

  app.post(
    '/api/publicbookings/waitlist/match',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Queue the member (or a linked child) for a place in a full open match',
        body: joinMatchWaitlistBodySchema,
        response: { 200: joinBookingWaitlistResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await joinMatchWaitlist(deps, req.session, req.body) }),
  );

  app.get(
    '/api/publicbookings/waitlist/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: "The customer's places in line (an offer carries its deadline and, for a court, the booking checkout's pl)",
        params: waitlistCustomerParamsSchema,
        response: { 200: bookingWaitlistResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await customerWaitlist(deps, req.session, req.params.customerId) }),
  );

  app.post(
    '/api/publicbookings/waitlist/leave/:customerId/:entryId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Leave the line (an offer held goes to the next)',
        params: leaveWaitlistParamsSchema,
        response: { 200: leaveBookingWaitlistResponseSchema },
      },
    },
    async (req) => {
      await leaveWaitlist(deps, req.session, req.params.customerId, req.params.entryId);
      return { ok: true as const };
    },
  );
}
