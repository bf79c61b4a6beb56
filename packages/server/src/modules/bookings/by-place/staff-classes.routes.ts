import {
  classCancelResponseSchema,
  classesQuerySchema,
  classOpenBodySchema,
  classOpenResponseSchema,
  classParamsSchema,
  classPlanBodySchema,
  classPreviewResponseSchema,
  staffClassesResponseSchema,
} from '@clubportal/contract/staff-classes';
import type { App, RouteDeps, StaffRequestOf } from '../../../lib/route-types.js';
import { cancelStaffClass } from './staff-class-cancel.service.js';
import { listStaffClasses, openStaffClasses, previewClasses } from './staff-classes.service.js';

const tags = ['staff'];
/** The week's classes: the desk that reads rosters, and whoever opens them. */
const read = { access: 'staff', staff: ['rosters.all', 'catalogue.write'] } as const;
/** Opening and cancelling classes is catalogue work, as the booking types editor's writes. */
const write = { access: 'staff', staff: 'catalogue.write' } as const;

/** Classes (bookings by place) opened and cancelled by staff (issue 32 §2, issue 33 §6). */
export async function staffClassesRoutes(app: App, deps: RouteDeps, { actorOf }: StaffRequestOf) {
  app.get(
    '/api/staff/classes',
    {
      schema: {
        tags,
        summary: 'The classes starting in a week (Monday to Sunday), and the by-place types, rooms and coaches to open more',
        querystring: classesQuerySchema,
        response: { 200: staffClassesResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await listStaffClasses(deps, req.query.week)) }),
  );

  app.post(
    '/api/staff/classes/preview',
    {
      schema: {
        tags,
        summary: 'Every date of a class to open (weekly until a date): opening, or skipped as taken, blocked or closed',
        body: classPlanBodySchema,
        response: { 200: classPreviewResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await previewClasses(deps, req.body)) }),
  );

  app.post(
    '/api/staff/classes',
    {
      schema: {
        tags,
        summary: 'Open the dates the preview showed (409 naming a date changed since; a double submit opens once; audited class.open)',
        body: classOpenBodySchema,
        response: { 200: classOpenResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await openStaffClasses(deps, actorOf(req), req.body)) }),
  );

  app.post(
    '/api/staff/classes/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a class: every member refunded in full the way they paid and mailed (audited class.cancel)',
        params: classParamsSchema,
        response: { 200: classCancelResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await cancelStaffClass(deps, actorOf(req), req.params.id)) }),
  );
}
