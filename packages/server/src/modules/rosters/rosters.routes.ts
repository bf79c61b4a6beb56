import {
  rosterAddBodySchema,
  rosterAttendanceBodySchema,
  rosterCoachBodySchema,
  rosterCustomersQuerySchema,
  rosterCustomersResponseSchema,
  rosterParamsSchema,
  rosterRemoveBodySchema,
  rosterRemoveResponseSchema,
  rosterResponseSchema,
  rostersQuerySchema,
  rostersResponseSchema,
} from '@clubportal/contract/staff-rosters';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { staffOf } from '../staff/index.js';
import {
  addParticipant,
  listRosters,
  markAttendance,
  readRoster,
  removeParticipant,
  rosterCsv,
  rosterCustomers,
  setCoach,
  viewerOf,
} from './rosters.service.js';

const tags = ['staff'];
/** Reading a roster and taking attendance: a coach's own sessions (`rosters.own`) or every one (`rosters.all`): either opens it. */
const read = { access: 'staff', staff: ['rosters.own', 'rosters.all'] } as const;
/** Adding, removing (with the money) and naming the coach: the desk, the manager, the owner. */
const change = { access: 'staff', staff: 'rosters.all' } as const;

/** The desk's rosters (issue 33 §6): classes and activities, who is in, paid, waiting; attendance; add and remove. */
export async function rostersRoutes(app: App, deps: RouteDeps, opts: StaffRequestOf) {
  const viewer = (req: FastifyRequest) => viewerOf(staffOf(req).id, opts.actorOf(req), opts.permissionsOf(req));
  const params = rosterParamsSchema;
  const one = { 200: rosterResponseSchema };

  app.get(
    '/api/staff/rosters',
    {
      schema: {
        tags,
        summary: "Sessions (activities and classes) starting between two of the club's days, with counts; a coach's own only",
        querystring: rostersQuerySchema,
        response: { 200: rostersResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await listRosters(deps, viewer(req), req.query) }),
  );

  app.get(
    '/api/staff/rosters/customers',
    {
      schema: {
        tags,
        summary: 'Customers the desk may add to a session, by name, surname or email',
        querystring: rosterCustomersQuerySchema,
        response: { 200: rosterCustomersResponseSchema },
      },
      config: change,
    },
    async (req) => ({ ok: true as const, model: await rosterCustomers(deps, req.query.search) }),
  );

  app.get(
    '/api/staff/rosters/:kind/:id',
    {
      schema: {
        tags,
        summary: 'One session: who is in, whether they paid, who waits, who came (404 to a coach for another’s)',
        params,
        response: one,
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await readRoster(deps, viewer(req), req.params) }),
  );

  app.get(
    '/api/staff/rosters/:kind/:id/roster.csv',
    {
      schema: {
        tags,
        summary: 'One session’s roster as CSV (formula cells neutralised), audited roster.export',
        params,
        response: { 200: z.string() },
      },
      config: read,
    },
    async (req, reply) => {
      const file = await rosterCsv(deps, viewer(req), req.params);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type('text/csv; charset=utf-8')
        .send(file.body);
    },
  );

  app.put(
    '/api/staff/rosters/:kind/:id/attendance',
    {
      schema: {
        tags,
        summary:
          'Mark a participant present or absent, once per participant and session (audited attendance.mark, a change attendance.edit)',
        params,
        body: rosterAttendanceBodySchema,
        response: one,
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await markAttendance(deps, viewer(req), req.params, req.body) }),
  );

  app.post(
    '/api/staff/rosters/:kind/:id/participants',
    {
      schema: {
        tags,
        summary: 'Add a customer by the session’s sign-up rules; the sale is left to pay at the club (audited)',
        params,
        body: rosterAddBodySchema,
        response: one,
      },
      config: change,
    },
    async (req) => ({ ok: true as const, model: await addParticipant(deps, viewer(req), req.params, req.body.customerId) }),
  );

  app.post(
    '/api/staff/rosters/:kind/:id/participants/remove',
    {
      schema: {
        tags,
        summary:
          'Take a customer off, once, keeping the money, as club credit, or back the way it was paid; the member is mailed (audited)',
        params,
        body: rosterRemoveBodySchema,
        response: { 200: rosterRemoveResponseSchema },
      },
      config: change,
    },
    async (req) => ({ ok: true as const, model: await removeParticipant(deps, viewer(req), req.params, req.body) }),
  );

  app.put(
    '/api/staff/rosters/:kind/:id/coach',
    {
      schema: {
        tags,
        summary: 'Name the session’s coach, a staff account, or none (audited)',
        params,
        body: rosterCoachBodySchema,
        response: one,
      },
      config: change,
    },
    async (req) => ({ ok: true as const, model: await setCoach(deps, viewer(req), req.params, req.body.coachId) }),
  );
}
