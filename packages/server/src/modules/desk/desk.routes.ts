import {
  deskBookingBodySchema,
  deskBookingParamsSchema,
  deskBookingResponseSchema,
  deskCustomersQuerySchema,
  deskCustomersResponseSchema,
  deskDayQuerySchema,
  deskDayResponseSchema,
  deskMoveBodySchema,
  deskMoveResponseSchema,
  deskQuoteBodySchema,
  deskQuoteResponseSchema,
} from '@clubportal/contract/staff-desk';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { bookWalkIn, moveBooking, quoteWalkIn, readDeskDay, searchDeskCustomers } from './desk.service.js';

const tags = ['staff'];
const read = { access: 'staff', staff: 'bookings.read' } as const;
const desk = { access: 'staff', staff: 'bookings.desk' } as const;

/** The front desk's day grid and its walk-ins, moves and extensions (issue 33 §1). */
export async function deskRoutes(app: App, deps: RouteDeps, opts: StaffRequestOf) {
  app.get(
    '/api/staff/desk/day',
    {
      schema: {
        tags,
        summary: "One club day: the courts with their hours, and every booking, class, match, hold and block with its players' payment",
        querystring: deskDayQuerySchema,
        response: { 200: deskDayResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await readDeskDay(deps, req.query.date)) }),
  );

  app.get(
    '/api/staff/desk/customers',
    {
      schema: {
        tags,
        summary: 'Customers a walk-in may be for, by name, surname or email',
        querystring: deskCustomersQuerySchema,
        response: { 200: deskCustomersResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await searchDeskCustomers(deps, req.query.search)) }),
  );

  app.post(
    '/api/staff/desk/quote',
    {
      schema: {
        tags,
        summary: "A walk-in's price by the rules (the customer's, or everyone's for a guest)",
        body: deskQuoteBodySchema,
        response: { 200: deskQuoteResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await quoteWalkIn(deps, req.body)) }),
  );

  app.post(
    '/api/staff/desk/bookings',
    {
      schema: {
        tags,
        summary: 'Book a walk-in (audited desk.booking.create; another price needs prices.override, audited desk.price.override)',
        body: deskBookingBodySchema,
        response: { 200: deskBookingResponseSchema },
      },
      config: desk,
    },
    async (req) => ({
      ok: true as const,
      ...(await bookWalkIn(deps, opts.actorOf(req), { permissions: opts.permissionsOf(req), language: opts.languageOf(req) }, req.body)),
    }),
  );

  app.post(
    '/api/staff/desk/bookings/:id/move',
    {
      schema: {
        tags,
        summary: 'Move or extend a booking, or with preview only its new price (audited desk.booking.move)',
        params: deskBookingParamsSchema,
        body: deskMoveBodySchema,
        response: { 200: deskMoveResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await moveBooking(deps, opts.actorOf(req), req.params.id, req.body)) }),
  );
}
