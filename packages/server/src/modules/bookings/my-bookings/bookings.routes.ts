import {
  acceptInvitationResponseSchema,
  bookingIdParamsSchema,
  bookingInfoResponseSchema,
  bookingListBodySchema,
  bookingListResponseSchema,
  bookingTokenParamsSchema,
  bookingTypesListResponseSchema,
  cancelBookingParamsSchema,
  cancelBookingResponseSchema,
  customerBookingIcsParamsSchema,
  customerBookingsParamsSchema,
  customerBookingsQuerySchema,
  customerBookingsResponseSchema,
  dateAvailabilityBodySchema,
  dateAvailabilityResponseSchema,
  declineInvitationResponseSchema,
  filtersParamsSchema,
  filtersResponseSchema,
  invitationParamsSchema,
  loadPriceBodySchema,
  loadPriceResponseSchema,
  paymentModeAllowedResponseSchema,
  prebookBodySchema,
  prebookResponseSchema,
  turnstileOpenByTokenParamsSchema,
  turnstileOpenParamsSchema,
  turnstileOpenResponseSchema,
  turnstilesEnabledResponseSchema,
} from '@clubportal/contract/bookings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { renderMessage, requestLanguage } from '../../../lib/messages.js';
import type { App, RouteDeps } from '../../../lib/route-types.js';
import { bookingCalendar } from '../mails/booking-mail.service.js';
import {
  bookingFilters,
  bookingTypesList,
  dateAvailability,
  loadPrice,
  paymentModeAllowed,
  type listAvailability,
} from '../grid/availability.service.js';
import { optionalCustomer } from '../core/booking-context.js';
import { bookingByToken, bookingInfo, customerBookings, participantBooking, tokenBooking } from './booking-views.service.js';
import { cancelBooking } from './cancel-booking.service.js';
import { accessQrSigner, turnstileOpen, turnstilesEnabled, TURNSTILE_EARLY_MINUTES } from '../calendar-access/facility-access.service.js';
import { gridJson } from '../grid/grid-cache.service.js';
import { acceptInvitation, declineInvitation } from '../invitations/invitations.service.js';
import { prebook } from '../grid/prebook.service.js';
import { readerLanguages } from '../../settings/index.js';

const tags = ['bookings'];
/** A body already serialised (the contract's type checked it when it was built). */
const sendSerialized = (reply: FastifyReply, body: string | Buffer) => reply.type('application/json; charset=utf-8').send(body);
/** Availability changes with every booking: never stored by browsers or proxies. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export async function bookingsRoutes(app: App, deps: RouteDeps) {
  const filters = {
    config: { access: 'public' as const },
    schema: { tags, summary: 'Booking types to filter by, with anticipation and cancel texts', response: { 200: filtersResponseSchema } },
  };
  const filtersOne = { config: filters.config, schema: { ...filters.schema, params: filtersParamsSchema } };
  /** The club's texts (names, the grid's note, the cancellation terms) in the language the caller reads. */
  const readerOf = (req: FastifyRequest) => readerLanguages(deps, req.headers['accept-language']);
  app.get('/api/publicbookings/filters', filters, async (req) => ({
    ok: true as const,
    model: await bookingFilters(deps, undefined, await readerOf(req)),
  }));
  app.post('/api/publicbookings/filters', filters, async (req) => ({
    ok: true as const,
    model: await bookingFilters(deps, undefined, await readerOf(req)),
  }));
  app.get('/api/publicbookings/filters/:bookingTypeId', filtersOne, async (req) => ({
    ok: true as const,
    model: await bookingFilters(deps, req.params.bookingTypeId, await readerOf(req)),
  }));
  app.post('/api/publicbookings/filters/:bookingTypeId', filtersOne, async (req) => ({
    ok: true as const,
    model: await bookingFilters(deps, req.params.bookingTypeId, await readerOf(req)),
  }));

  app.get(
    '/api/publicbookings/booking-types-list',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The booking types index', response: { 200: bookingTypesListResponseSchema } },
    },
    async (req) => ({ ok: true as const, model: await bookingTypesList(deps, await readerOf(req)) }),
  );

  app.post(
    '/api/publicbookings/list',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Free starts of each resource on a club day (customerId: the customer's prices; null for a guest)",
        body: bookingListBodySchema,
        response: { 200: bookingListResponseSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const wrap = (model: Omit<Awaited<ReturnType<typeof listAvailability>>, 'changesAt'>): z.infer<typeof bookingListResponseSchema> => ({
        ok: true,
        errorMsg: '',
        model,
      });
      // The grid is the hottest answer (tens of KB): serialised (and cached) by the service, typed by the contract, instead of re-validated field by field.
      return sendSerialized(reply, await gridJson(deps, req.session, req.body, requestLanguage(req.headers['accept-language']), wrap));
    },
  );

  app.post(
    '/api/publicbookings/date-availability',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Free resources of a related kind for a chosen slot',
        body: dateAvailabilityBodySchema,
        response: { 200: dateAvailabilityResponseSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { ok: true as const, model: await dateAvailability(deps, req.session, req.body) };
    },
  );

  app.post(
    '/api/publicbookings/loadprice',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Price of one slot: generic (customerId -1) or the customer’s',
        body: loadPriceBodySchema,
        response: { 200: loadPriceResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, errorMsg: '', price: await loadPrice(deps, req.session, req.body) }),
  );

  app.get(
    '/api/shop/payment-mode-allowed',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Payment modes the club allows at the booking checkout',
        response: { 200: paymentModeAllowedResponseSchema },
      },
    },
    async () => ({ ok: true as const, ...(await paymentModeAllowed(deps)) }),
  );

  app.post(
    '/api/publicbookings/prebook',
    {
      schema: {
        tags,
        summary: 'Holds the slot and creates the sales to pay (the cart adds them); an invalid body answers its field-error map as model',
        body: prebookBodySchema,
        response: { 200: prebookResponseSchema },
      },
      config: { access: 'customer', fieldErrors: true },
    },
    async (req) => ({ ok: true as const, model: await prebook(deps, req.session, req.body) }),
  );

  app.get(
    '/api/publicbookings/info/:bookingId',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: 'A booking: for its participants, or for anyone when it allows joining',
        params: bookingIdParamsSchema,
        response: { 200: bookingInfoResponseSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return {
        ok: true as const,
        errorMsg: '',
        model: await bookingInfo(deps, req.session, req.params.bookingId, await accessQrSigner(deps)),
      };
    },
  );

  app.get(
    '/api/publicbookings/customer-bookings/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary:
          "The customer's next and past bookings: a page of each (nextPage, pastPage, pageSize; the first 50 by default) and their totals (paging)",
        params: customerBookingsParamsSchema,
        querystring: customerBookingsQuerySchema,
        response: { 200: customerBookingsResponseSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return {
        ok: true as const,
        model: await customerBookings(deps, req.session, req.params.customerId, await accessQrSigner(deps), req.query, await readerOf(req)),
      };
    },
  );

  app.get(
    '/api/publicbookings/customer-booking/:bookingToken',
    {
      config: { access: 'token' },
      schema: {
        tags,
        summary: 'The public page of a booking by its token',
        params: bookingTokenParamsSchema,
        response: { 200: customerBookingsResponseSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return { ok: true as const, model: await bookingByToken(deps, req.params.bookingToken) };
    },
  );

  app.post(
    '/api/publicbookings/cancel/:bookingId/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The owner cancels (infoReturns lists the refunds); another player, with their own id, leaves while their share is unpaid',
        params: cancelBookingParamsSchema,
        response: { 200: cancelBookingResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      errorMsg: '',
      infoReturns: await cancelBooking(deps, req.session, req.params.bookingId, req.params.customerId),
    }),
  );

  app.post(
    '/api/publicbookings/accept/:bookingId/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'An invited player accepts: their share becomes a pending sale to pay by the deadline',
        params: invitationParamsSchema,
        response: { 200: acceptInvitationResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      errorMsg: '',
      model: await acceptInvitation(deps, req.session, req.params.bookingId, req.params.customerId),
    }),
  );
  app.post(
    '/api/publicbookings/decline/:bookingId/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'An invited player declines: the place is free again and the owner is told',
        params: invitationParamsSchema,
        response: { 200: declineInvitationResponseSchema },
      },
    },
    async (req) => {
      await declineInvitation(deps, req.session, req.params.bookingId, req.params.customerId);
      return { ok: true as const, errorMsg: '' };
    },
  );

  const sendIcs = async (reply: FastifyReply, booking: Awaited<ReturnType<typeof tokenBooking>>) => {
    const ics = await bookingCalendar(deps, booking);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${ics.filename}"`)
      .type('text/calendar; charset=utf-8')
      .send(ics.content);
  };
  app.get(
    '/api/publicbookings/customer-bookings/:customerId/:bookingId/ics',
    {
      config: { access: 'participant' },
      schema: { tags, summary: 'Add to calendar: the booking as an .ics (participants only)', params: customerBookingIcsParamsSchema },
    },
    async (req, reply) => sendIcs(reply, await participantBooking(deps, req.session, req.params.customerId, req.params.bookingId)),
  );
  app.get(
    '/api/publicbookings/customer-booking/:bookingToken/ics',
    { config: { access: 'token' }, schema: { tags, summary: 'Add to calendar from the public page', params: bookingTokenParamsSchema } },
    async (req, reply) => sendIcs(reply, await tokenBooking(deps, req.params.bookingToken)),
  );

  app.get(
    '/api/publicturnstiles/enabled',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Whether the club opens its doors from the portal', response: { 200: turnstilesEnabledResponseSchema } },
    },
    async () => ({ ok: true as const, model: await turnstilesEnabled(deps) }),
  );
  const open = async (
    lang: string | undefined,
    booking: Awaited<ReturnType<typeof tokenBooking>>,
    customerId: number | null,
    reply: FastifyReply,
  ) => {
    noStore(reply);
    const answer = await turnstileOpen(deps, booking, customerId);
    if (answer.ok) return { ok: true as const, model: { contentType: 'text/plain', content: answer.code } };
    return { ok: false as const, reason: renderMessage(answer.reason, { minutes: TURNSTILE_EARLY_MINUTES }, requestLanguage(lang)) };
  };
  app.get(
    '/api/publicturnstiles/open/:bookingId',
    {
      config: { access: 'participant' },
      schema: {
        tags,
        summary: "Opens the door for a participant's booking",
        params: turnstileOpenParamsSchema,
        response: { 200: turnstileOpenResponseSchema },
      },
    },
    async (req, reply) => {
      if (!req.session) throw new AppError('unauthorized', 'loginRequired');
      const booking = await participantBooking(deps, req.session, req.session.customerId, req.params.bookingId, { entering: true });
      return open(req.headers['accept-language'], booking, req.session.customerId, reply);
    },
  );
  app.get(
    '/api/publicturnstiles/open/:bookingId/:bookingToken',
    {
      config: { access: 'token' },
      schema: {
        tags,
        summary: 'Opens the door from the public page',
        params: turnstileOpenByTokenParamsSchema,
        response: { 200: turnstileOpenResponseSchema },
      },
    },
    async (req, reply) => {
      const booking = await tokenBooking(deps, req.params.bookingToken);
      if (booking.id !== req.params.bookingId) throw new AppError('not_found', 'bookingNotFound');
      // The link finds the booking; the door code is a player's own: only a logged-in player gets one.
      const player = req.session ? await optionalCustomer(deps.db, req.session, req.session.customerId) : null;
      return open(req.headers['accept-language'], booking, player?.id ?? null, reply);
    },
  );
}
