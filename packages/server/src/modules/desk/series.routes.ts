import {
  seriesBodySchema,
  seriesCancelBodySchema,
  seriesCreateBodySchema,
  seriesCreateResponseSchema,
  seriesEditResponseSchema,
  seriesMoveBodySchema,
  seriesOfBookingParamsSchema,
  seriesParamsSchema,
  seriesPreviewResponseSchema,
  seriesRescheduleBodySchema,
  seriesRescheduleResponseSchema,
  seriesResponseSchema,
} from '@clubportal/contract/staff-series';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { cancelSeriesAt, moveSeriesAt, rescheduleSeriesAt } from './series-edits.service.js';
import { createSeries, previewSeries, readSeriesOf } from './series.service.js';

const tags = ['staff'];
const read = { access: 'staff', staff: 'bookings.read' } as const;
const desk = { access: 'staff', staff: 'bookings.desk' } as const;

/** Recurring bookings at the front desk (issue 33 §2): preview, create, read, and edit one, the following or all. */
export async function seriesRoutes(app: App, deps: RouteDeps, opts: StaffRequestOf) {
  const staffOf = (req: Parameters<StaffRequestOf['actorOf']>[0]) => ({
    permissions: opts.permissionsOf(req),
    language: opts.languageOf(req),
  });

  app.post(
    '/api/staff/desk/series/preview',
    {
      schema: {
        tags,
        summary: 'Every date of a weekly booking with its price by the rules and its conflict (taken, closed, blocked, unpriced)',
        body: seriesBodySchema,
        response: { 200: seriesPreviewResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await previewSeries(deps, staffOf(req), req.body)) }),
  );

  app.post(
    '/api/staff/desk/series',
    {
      schema: {
        tags,
        summary:
          'Create a weekly booking: each date a booking with its own pending sale (audited desk.series.create, desk.booking.create per date); 409 when the dates changed since the preview',
        body: seriesCreateBodySchema,
        response: { 200: seriesCreateResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await createSeries(deps, opts.actorOf(req), staffOf(req), req.body)) }),
  );

  app.get(
    '/api/staff/desk/series/of/:bookingId',
    {
      schema: {
        tags,
        summary: "A booking's recurring booking with every occurrence (null when it is of none)",
        params: seriesOfBookingParamsSchema,
        response: { 200: seriesResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await readSeriesOf(deps, req.params.bookingId)) }),
  );

  app.post(
    '/api/staff/desk/series/:id/move',
    {
      schema: {
        tags,
        summary:
          'Move one, the following or all occurrences to another time, court or duration, skipping the dates in conflict, or preview it (audited desk.series.move); 409 when a date changed since the preview',
        params: seriesParamsSchema,
        body: seriesMoveBodySchema,
        response: { 200: seriesEditResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await moveSeriesAt(deps, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.post(
    '/api/staff/desk/series/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel one, the following or all occurrences, or preview it: unpaid released, paid given back (audited desk.series.cancel)',
        params: seriesParamsSchema,
        body: seriesCancelBodySchema,
        response: { 200: seriesEditResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await cancelSeriesAt(deps, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.post(
    '/api/staff/desk/series/:id/reschedule',
    {
      schema: {
        tags,
        summary:
          'Change the weekday, time or last date of the following or all occurrences (moves, new dates, cancels), or preview it (audited per date and desk.series.reschedule); 409 when a date changed since the preview',
        params: seriesParamsSchema,
        body: seriesRescheduleBodySchema,
        response: { 200: seriesRescheduleResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await rescheduleSeriesAt(deps, opts.actorOf(req), req.params.id, req.body)) }),
  );
}
