import {
  staffTransportBodySchema,
  staffTransportParamsSchema,
  staffTransportResponseSchema,
  staffTransportsResponseSchema,
  transportMoveBodySchema,
} from '@clubportal/contract/staff-transports';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import type { ClubLanguages } from '../club-texts/index.js';
import {
  archiveStaffTransport,
  createStaffTransport,
  editStaffTransport,
  listStaffTransports,
  moveStaffTransport,
} from './transport-admin.service.js';

const tags = ['staff'];
const read = { access: 'staff', staff: 'shop.read' } as const;
const write = { access: 'staff', staff: 'shop.write' } as const;
const one = { 200: staffTransportResponseSchema };
const params = staffTransportParamsSchema;

/** The staff console's transports (issue 32 §4): what checkout offers to deliver a shop order. */
export async function transportAdminRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & { languages: () => Promise<ClubLanguages> },
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, languages: opts.languages };

  app.get(
    '/api/staff/transports',
    {
      schema: {
        tags,
        summary: 'Every transport in its checkout order, archived ones last',
        response: { 200: staffTransportsResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, model: await listStaffTransports(service) }),
  );
  app.post(
    '/api/staff/transports',
    {
      schema: { tags, summary: 'A new transport, offered last (audited transport.create)', body: staffTransportBodySchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await createStaffTransport(service, opts.actorOf(req), req.body) }),
  );
  app.put(
    '/api/staff/transports/:id',
    {
      schema: {
        tags,
        summary: 'Change a transport and its translations (audited transport.edit)',
        params,
        body: staffTransportBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await editStaffTransport(service, opts.actorOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/api/staff/transports/:id/move',
    {
      schema: {
        tags,
        summary: 'Move a transport to a place at checkout (audited transport.move)',
        params,
        body: transportMoveBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await moveStaffTransport(service, opts.actorOf(req), req.params.id, req.body.position) }),
  );
  app.post(
    '/api/staff/transports/:id/archive',
    {
      schema: { tags, summary: 'No longer offered at checkout, kept (audited transport.archive)', params, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await archiveStaffTransport(service, opts.actorOf(req), req.params.id) }),
  );
}
