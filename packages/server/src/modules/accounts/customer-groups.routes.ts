import {
  groupCustomersQuerySchema,
  groupCustomersResponseSchema,
  staffGroupBodySchema,
  staffGroupDeletedResponseSchema,
  staffGroupMemberBodySchema,
  staffGroupMemberParamsSchema,
  staffGroupParamsSchema,
  staffGroupResponseSchema,
  staffGroupsResponseSchema,
} from '@clubportal/contract/staff-groups';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import {
  addGroupMember,
  createStaffGroup,
  deleteStaffGroup,
  groupCustomers,
  listStaffGroups,
  removeGroupMember,
  renameStaffGroup,
  staffGroupDetail,
} from './customer-groups.service.js';

const tags = ['staff'];
/** Who is in which group is what the customers' profiles show: whoever may see them may see the groups. */
const read = { access: 'staff', staff: 'customers.read' } as const;
const write = { access: 'staff', staff: 'prices.write' } as const;

/** The staff console's customer groups (issue 32 §3); the composition root names the signed-in staff member. */
export async function customerGroupsRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock };
  const one = { 200: staffGroupResponseSchema };
  const params = staffGroupParamsSchema;

  app.get(
    '/api/staff/groups',
    {
      schema: {
        tags,
        summary: 'Every customer group by name, with its members and the prices pointing at it',
        response: { 200: staffGroupsResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, ...(await listStaffGroups(service)) }),
  );

  // Finding a customer to add is part of changing a group: asked by those who may change one.
  app.get(
    '/api/staff/groups/customers',
    {
      schema: {
        tags,
        summary: 'Customers to add to a group or give a fee, by name, surname or email',
        querystring: groupCustomersQuerySchema,
        response: { 200: groupCustomersResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await groupCustomers(service, req.query.search)) }),
  );

  app.get(
    '/api/staff/groups/:id',
    { schema: { tags, summary: 'A customer group and its members', params, response: one }, config: read },
    async (req) => ({
      ok: true as const,
      ...(await staffGroupDetail(service, req.params.id)),
    }),
  );

  app.post(
    '/api/staff/groups',
    {
      schema: {
        tags,
        summary: 'A new customer group; a name already used, in any case, is refused (audited group.create)',
        body: staffGroupBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await createStaffGroup(service, opts.actorOf(req), req.body)) }),
  );

  app.put(
    '/api/staff/groups/:id',
    {
      schema: { tags, summary: 'Rename a customer group (audited group.rename)', params, body: staffGroupBodySchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await renameStaffGroup(service, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.delete(
    '/api/staff/groups/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer group no price points at, with its memberships (audited group.delete)',
        params,
        response: { 200: staffGroupDeletedResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await deleteStaffGroup(service, opts.actorOf(req), req.params.id)) }),
  );

  app.post(
    '/api/staff/groups/:id/members',
    {
      schema: {
        tags,
        summary: 'Add a customer to a group: their next price is the group’s (audited group.member.add)',
        params,
        body: staffGroupMemberBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await addGroupMember(service, opts.actorOf(req), req.params.id, req.body.customerId)) }),
  );

  app.delete(
    '/api/staff/groups/:id/members/:customerId',
    {
      schema: {
        tags,
        summary: 'Take a customer out of a group (audited group.member.remove)',
        params: staffGroupMemberParamsSchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await removeGroupMember(service, opts.actorOf(req), req.params.id, req.params.customerId)) }),
  );
}
