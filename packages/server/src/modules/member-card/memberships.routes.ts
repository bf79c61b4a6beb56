import {
  endPassBodySchema,
  givePassBodySchema,
  passHoldersResponseSchema,
  staffMembershipBodySchema,
  staffMembershipParamsSchema,
  staffMembershipResponseSchema,
  staffMembershipsResponseSchema,
  staffSeasonPassParamsSchema,
} from '@clubportal/contract/staff-memberships';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import {
  archiveStaffMembership,
  createStaffMembership,
  endStaffPass,
  giveStaffPass,
  listStaffMemberships,
  membershipHolders,
  updateStaffMembership,
} from './memberships.service.js';

const tags = ['staff'];
/** Who holds a pass is part of their profile: whoever may see customers may see the types and their holders. */
const read = { access: 'staff', staff: 'customers.read' } as const;
const write = { access: 'staff', staff: 'prices.write' } as const;

/** The staff console's memberships and season pass types, giving and ending passes (issue 32 §3). */
export async function membershipAdminRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches };
  const one = { 200: staffMembershipResponseSchema };
  const holders = { 200: passHoldersResponseSchema };

  app.get(
    '/api/staff/memberships',
    {
      schema: {
        tags,
        summary: 'Membership and season pass types, running first, with their holders counted',
        response: { 200: staffMembershipsResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, ...(await listStaffMemberships(service)) }),
  );

  app.post(
    '/api/staff/memberships',
    {
      schema: { tags, summary: 'A new membership type (audited membership.create)', body: staffMembershipBodySchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await createStaffMembership(service, opts.actorOf(req), req.body)) }),
  );

  app.put(
    '/api/staff/memberships/:id',
    {
      schema: {
        tags,
        summary: 'Change a membership type; passes given later follow it (audited membership.update)',
        params: staffMembershipParamsSchema,
        body: staffMembershipBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await updateStaffMembership(service, opts.actorOf(req), req.params.id, req.body)) }),
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const)
    app.post(
      `/api/staff/memberships/:id/${verb}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archive a membership type: no pass is given from it; given passes run on (audited membership.archive)'
            : 'Bring an archived membership type back (audited membership.restore)',
          params: staffMembershipParamsSchema,
          response: one,
        },
        config: write,
      },
      async (req) => ({ ok: true as const, ...(await archiveStaffMembership(service, opts.actorOf(req), req.params.id, archived)) }),
    );

  app.get(
    '/api/staff/memberships/:id/passes',
    {
      schema: {
        tags,
        summary: 'A membership type and its passes: who, from when to when, why',
        params: staffMembershipParamsSchema,
        response: holders,
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await membershipHolders(service, req.params.id)) }),
  );

  app.post(
    '/api/staff/memberships/:id/passes',
    {
      schema: {
        tags,
        summary: 'Give a customer a pass, with a reason; charged as a fee the member pays online (audited pass.give)',
        params: staffMembershipParamsSchema,
        body: givePassBodySchema,
        response: holders,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await giveStaffPass(service, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.post(
    '/api/staff/season-passes/:passId/end',
    {
      schema: {
        tags,
        summary: 'End a pass, with a reason: no further period is charged, its group goes (audited pass.end)',
        params: staffSeasonPassParamsSchema,
        body: endPassBodySchema,
        response: holders,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await endStaffPass(service, opts.actorOf(req), req.params.passId, req.body)) }),
  );
}
