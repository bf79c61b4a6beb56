import {
  staffFormBodySchema,
  staffFormParamsSchema,
  staffFormResponseSchema,
  staffFormsResponseSchema,
  staffNewFormBodySchema,
} from '@clubportal/contract/staff-forms';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { archiveForm, createForm, editForm, listStaffForms } from './form-admin.service.js';
import type { FormOwners } from './form-owners.js';

const tags = ['staff'];
/**
 * Like the activities they belong to, forms are what the club offers: whoever may see the club's settings may read
 * them (the counts of answers, never the answers). Every change needs activities.write ("activities, trainings and
 * their forms").
 */
const read = { access: 'staff', staff: 'settings.read' } as const;
const write = { access: 'staff', staff: 'activities.write' } as const;
const one = { 200: staffFormResponseSchema };

/** The staff's sign-up forms editor (issue 32 §5): list, create, change, archive and restore (never delete). */
export async function formAdminRoutes(app: App, deps: RouteDeps, { actorOf }: StaffRequestOf, owners: FormOwners) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, owners };

  app.get(
    '/api/staff/forms',
    {
      schema: {
        tags,
        summary: 'Every activity’s sign-up form, and the activities a new one may be for',
        response: { 200: staffFormsResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, model: await listStaffForms(service) }),
  );

  app.post(
    '/api/staff/forms',
    {
      schema: {
        tags,
        summary: 'A sign-up form for an activity that has none (audited form.create)',
        body: staffNewFormBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await createForm(service, actorOf(req), req.body) }),
  );

  app.put(
    '/api/staff/forms/:id',
    {
      schema: {
        tags,
        summary: 'Change a form as a whole; what would break answers given is refused (audited form.edit)',
        params: staffFormParamsSchema,
        body: staffFormBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await editForm(service, actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/staff/forms/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archive a form: its activity signs up without it (answers kept)',
        params: staffFormParamsSchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await archiveForm(service, actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/api/staff/forms/:id/restore',
    {
      schema: { tags, summary: 'Restore an archived form', params: staffFormParamsSchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await archiveForm(service, actorOf(req), req.params.id, false) }),
  );
}
