import {
  staffActivitiesResponseSchema,
  staffActivityBodySchema,
  staffActivityParamsSchema,
  staffActivityResponseSchema,
} from '@clubportal/contract/staff-activities';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { createActivity, editActivity, listStaffActivities, publishActivity } from './activity-admin.service.js';

const tags = ['staff'];
/**
 * There is no activities.read: an activity is what the club offers, like its courts, so whoever may see the club's
 * settings may read the list (desk, accountant and read-only roles among them). The list carries counts of
 * sign-ups, never who signed up, so it needs no customers.read. Every change needs activities.write.
 */
const read = { access: 'staff', staff: 'settings.read' } as const;
const write = { access: 'staff', staff: 'activities.write' } as const;
const one = { 200: staffActivityResponseSchema };

/** The staff's activities editor (issue 32 §5): list, create, change, publish and unpublish (never delete). */
export async function activityAdminRoutes(app: App, deps: RouteDeps, { actorOf }: StaffRequestOf) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches };

  app.get(
    '/api/staff/activities',
    {
      schema: {
        tags,
        summary: 'Every activity with its places taken, and the sports and forms to choose from',
        response: { 200: staffActivitiesResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, model: await listStaffActivities(service) }),
  );

  app.post(
    '/api/staff/activities',
    { schema: { tags, summary: 'A new activity (audited activity.create)', body: staffActivityBodySchema, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await createActivity(service, actorOf(req), req.body) }),
  );

  app.put(
    '/api/staff/activities/:id',
    {
      schema: {
        tags,
        summary: 'Change an activity; its capacity never below the places taken (audited activity.edit)',
        params: staffActivityParamsSchema,
        body: staffActivityBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await editActivity(service, actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/staff/activities/:id/publish',
    { schema: { tags, summary: 'Publish an activity on the portal', params: staffActivityParamsSchema, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await publishActivity(service, actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/api/staff/activities/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'Take an activity off the portal (its sign-ups are kept)',
        params: staffActivityParamsSchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await publishActivity(service, actorOf(req), req.params.id, false) }),
  );
}
