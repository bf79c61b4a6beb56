import {
  courtExceptionBodySchema,
  courtExceptionParamsSchema,
  courtHoursBodySchema,
  courtMoveBodySchema,
  staffCourtBodySchema,
  staffCourtParamsSchema,
  staffCourtResponseSchema,
  staffCourtsQuerySchema,
  staffCourtsResponseSchema,
} from '@clubportal/contract/staff-courts';
import type { App, RouteDeps, StaffRequestOf } from '../../../lib/route-types.js';
import {
  archiveCourt,
  createCourt,
  editCourt,
  listCourts,
  moveCourt,
  removeCourtException,
  setCourtException,
  setCourtHours,
  unarchiveCourt,
} from './courts.service.js';

const tags = ['staff'];
/**
 * Courts and their hours are part of the club's setup: whoever may see the club's settings may read them (desk,
 * accountant and read-only see the list, as shop.read shows the products); changing them is catalogue work.
 */
const read = { access: 'staff', staff: 'settings.read' } as const;
const write = { access: 'staff', staff: 'catalogue.write' } as const;
const one = { 200: staffCourtResponseSchema };

/** The staff's courts editor (issue 32 §2): courts by sport, their order, archive, weekly hours and dated exceptions. */
export async function courtsRoutes(app: App, deps: RouteDeps, { actorOf, languageOf }: StaffRequestOf) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches };

  app.get(
    '/api/staff/courts',
    {
      schema: {
        tags,
        summary: 'The courts by sport in their order, with hours and exceptions from today; archived ones on request',
        querystring: staffCourtsQuerySchema,
        response: { 200: staffCourtsResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await listCourts(service, { archived: req.query.archived === '1' }) }),
  );

  app.post(
    '/api/staff/courts',
    {
      schema: { tags, summary: 'A new court, last of its sport (audited court.create)', body: staffCourtBodySchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await createCourt(service, actorOf(req), req.body) }),
  );

  app.put(
    '/api/staff/courts/:id',
    {
      schema: {
        tags,
        summary: "Change a court's name, sport, description, photo (audited court.edit)",
        params: staffCourtParamsSchema,
        body: staffCourtBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => {
      return { ok: true as const, model: await editCourt(service, actorOf(req), languageOf(req), req.params.id, req.body) };
    },
  );

  app.post(
    '/api/staff/courts/:id/move',
    {
      schema: { tags, summary: 'Move a court among its sport', params: staffCourtParamsSchema, body: courtMoveBodySchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await moveCourt(service, actorOf(req), req.params.id, req.body.position) }),
  );

  app.post(
    '/api/staff/courts/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archive a court (refused while bookings are to come on it)',
        params: staffCourtParamsSchema,
        response: one,
      },
      config: write,
    },
    async (req) => {
      return { ok: true as const, model: await archiveCourt(service, actorOf(req), languageOf(req), req.params.id) };
    },
  );

  app.post(
    '/api/staff/courts/:id/unarchive',
    { schema: { tags, summary: 'Bring an archived court back', params: staffCourtParamsSchema, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await unarchiveCourt(service, actorOf(req), req.params.id) }),
  );

  app.put(
    '/api/staff/courts/:id/hours',
    {
      schema: {
        tags,
        summary: "Replace a court's weekly hours (refused when bookings to come would fall outside)",
        params: staffCourtParamsSchema,
        body: courtHoursBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => {
      return { ok: true as const, model: await setCourtHours(service, actorOf(req), languageOf(req), req.params.id, req.body) };
    },
  );

  app.put(
    '/api/staff/courts/:id/exceptions/:date',
    {
      schema: {
        tags,
        summary: "A date's own hours for a court; no bands: closed all day",
        params: courtExceptionParamsSchema,
        body: courtExceptionBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => {
      const { id, date } = req.params;
      return { ok: true as const, model: await setCourtException(service, actorOf(req), languageOf(req), id, date, req.body) };
    },
  );

  app.delete(
    '/api/staff/courts/:id/exceptions/:date',
    {
      schema: { tags, summary: "Remove a date's exception (it opens as its weekday)", params: courtExceptionParamsSchema, response: one },
      config: write,
    },
    async (req) => {
      return {
        ok: true as const,
        model: await removeCourtException(service, actorOf(req), languageOf(req), req.params.id, req.params.date),
      };
    },
  );
}
