import {
  auditListResponseSchema,
  auditQuerySchema,
  customRoleBodySchema,
  customRoleResponseSchema,
  rolesResponseSchema,
  staffAccountResponseSchema,
  staffAccountsResponseSchema,
  staffIdParamsSchema,
  staffInviteBodySchema,
  staffRoleBodySchema,
} from '@clubportal/contract/staff';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { okOnlySchema } from '@clubportal/contract/api-result';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { auditCsvLines, auditPage } from './audit.service.js';
import { changeStaffRole, inviteStaff, listStaffAccounts, setStaffActive } from './staff-accounts.service.js';
import { staffOf } from './staff-guard.js';
import { createCustomRole, deleteCustomRole, editCustomRole, rolesOverview } from './staff-roles.service.js';

const tags = ['staff'];
const manage = { access: 'staff', staff: 'staff.manage' } as const;
const auditRead = { access: 'staff', staff: 'audit.read' } as const;

/** Staff accounts and roles (`staff.manage`) and the audit log (`audit.read`). */
export async function staffAdminRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/staff/accounts',
    { schema: { tags, summary: 'The staff accounts', response: { 200: staffAccountsResponseSchema } }, config: manage },
    async () => ({ ok: true as const, model: await listStaffAccounts(deps) }),
  );

  app.post(
    '/api/staff/accounts',
    {
      schema: {
        tags,
        summary: 'Invite a staff member by mail (a one-time link, 72 hours)',
        body: staffInviteBodySchema,
        response: { 200: staffAccountResponseSchema },
      },
      config: manage,
    },
    async (req) => ({ ok: true as const, model: await inviteStaff(deps, staffOf(req), req.body, req.ip) }),
  );

  app.put(
    '/api/staff/accounts/:id/role',
    {
      schema: {
        tags,
        summary: "Change a staff member's role (their sessions end); never the last active owner's",
        params: staffIdParamsSchema,
        body: staffRoleBodySchema,
        response: { 200: staffAccountResponseSchema },
      },
      config: manage,
    },
    async (req) => ({ ok: true as const, model: await changeStaffRole(deps, staffOf(req), req.params.id, req.body, req.ip) }),
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/staff/accounts/:id/${verb}`,
      {
        schema: {
          tags,
          summary: active ? 'Reactivate a staff member' : 'Deactivate a staff member (their sessions end); never the last active owner',
          params: staffIdParamsSchema,
          response: { 200: staffAccountResponseSchema },
        },
        config: manage,
      },
      async (req) => ({ ok: true as const, model: await setStaffActive(deps, staffOf(req), req.params.id, active, req.ip) }),
    );
  }

  app.get(
    '/api/staff/roles',
    { schema: { tags, summary: 'Permissions, built-in roles and custom roles', response: { 200: rolesResponseSchema } }, config: manage },
    async () => ({ ok: true as const, model: await rolesOverview(deps) }),
  );

  app.post(
    '/api/staff/roles',
    {
      schema: {
        tags,
        summary: 'Create a custom role from the permission list',
        body: customRoleBodySchema,
        response: { 200: customRoleResponseSchema },
      },
      config: manage,
    },
    async (req) => ({ ok: true as const, model: await createCustomRole(deps, staffOf(req), req.body, req.ip) }),
  );

  app.put(
    '/api/staff/roles/:id',
    {
      schema: {
        tags,
        summary: "Change a custom role's name or permissions",
        params: staffIdParamsSchema,
        body: customRoleBodySchema,
        response: { 200: customRoleResponseSchema },
      },
      config: manage,
    },
    async (req) => ({ ok: true as const, model: await editCustomRole(deps, staffOf(req), req.params.id, req.body, req.ip) }),
  );

  app.delete(
    '/api/staff/roles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a custom role; refused while a staff account still has it',
        params: staffIdParamsSchema,
        response: { 200: okOnlySchema },
      },
      config: manage,
    },
    async (req) => {
      await deleteCustomRole(deps, staffOf(req), req.params.id, req.ip);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/audit',
    {
      schema: {
        tags,
        summary:
          'The audit log, newest first: filter by entity and entity id (one booking: entity=booking&entityId=…), who did it, ' +
          'one customer (customerId: about them or by them), days (UTC)',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema },
      },
      config: auditRead,
    },
    async (req) => ({ ok: true as const, model: await auditPage(deps.db, req.query) }),
  );

  app.get(
    '/api/staff/audit/export',
    {
      schema: {
        tags,
        summary: 'The audit log as CSV, with the same filters, streamed (newest first)',
        querystring: auditQuerySchema,
        response: { 200: z.string() },
      },
      config: auditRead,
    },
    async (req, reply) => {
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"');
      // The documented CSV text as a stream: Fastify pipes it unserialised, so its type is the schema's string.
      return reply.send(Readable.from(auditCsvLines(deps.db, req.query)) as unknown as string);
    },
  );
}
