import {
  calendarFeedFileParamsSchema,
  calendarFeedLinkResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedStatusResponseSchema,
} from '@clubportal/contract/calendar-feed';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { calendarFeed, feedStatus, newFeedLink, revokeFeed } from './calendar-feed.service.js';

const tags = ['calendar'];

/** My calendar (issue 23 section 8): the member's secret feed link, and the feed calendar apps subscribe to. */
export async function calendarFeedRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/publicbookings/calendar-feed/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Whether the member has a live calendar link (its address is shown only when made)',
        params: calendarFeedParamsSchema,
        response: { 200: calendarFeedStatusResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await feedStatus(deps, req.session, req.params.customerId) }),
  );
  app.post(
    '/api/publicbookings/calendar-feed/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'A new secret calendar link (the previous one stops working at once)',
        params: calendarFeedParamsSchema,
        response: { 200: calendarFeedLinkResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await newFeedLink(deps, req.session, req.params.customerId) }),
  );
  app.post(
    '/api/publicbookings/calendar-feed/:customerId/revoke',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Turns the calendar link off: its address answers 410 from now on',
        params: calendarFeedParamsSchema,
        response: { 200: okOnlySchema },
      },
    },
    async (req) => {
      await revokeFeed(deps, req.session, req.params.customerId);
      return { ok: true as const };
    },
  );
  app.get(
    '/api/publiccalendar/:file',
    {
      config: { access: 'token', rateLimit: RATE_LIMITS.calendarFeed },
      schema: {
        tags,
        summary:
          'The member’s calendar feed (iCalendar, METHOD:PUBLISH): their and their linked children’s bookings and activities, cancelled ones as STATUS:CANCELLED',
        params: calendarFeedFileParamsSchema,
      },
    },
    async (req, reply) => {
      const body = await calendarFeed(deps, req.params.file.slice(0, -'.ics'.length));
      // Personal data: never kept by a proxy; calendar apps fetch it again on their own schedule.
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
}
