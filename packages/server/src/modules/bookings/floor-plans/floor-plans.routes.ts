import {
  floorPlacesBodySchema,
  floorPlanRemovedResponseSchema,
  staffFloorPlanBodySchema,
  staffFloorPlanParamsSchema,
  staffFloorPlanResponseSchema,
  staffFloorPlansResponseSchema,
} from '@clubportal/contract/staff-floor-plans';
import type { App, RouteDeps, StaffRequestOf } from '../../../lib/route-types.js';
import { createFloorPlan, editFloorPlan, listFloorPlans, readFloorPlan, removeFloorPlan, saveFloorPlaces } from './floor-plans.service.js';

const tags = ['staff'];
/** As the booking types that choose them: read with the club's settings; changing them is catalogue work. */
const read = { access: 'staff', staff: 'settings.read' } as const;
const write = { access: 'staff', staff: 'catalogue.write' } as const;
const one = { 200: staffFloorPlanResponseSchema };
const params = staffFloorPlanParamsSchema;

/** The staff's floor plans editor (issue 32 §2, bookings by place): plans, their image and their places. */
export async function floorPlansRoutes(app: App, deps: RouteDeps, { actorOf, languageOf }: StaffRequestOf) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches };

  app.get(
    '/api/staff/floor-plans',
    {
      schema: {
        tags,
        summary: 'The floor plans in use by name, with their places and the booking types and classes using them',
        response: { 200: staffFloorPlansResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, model: { plans: await listFloorPlans(service) } }),
  );

  app.get(
    '/api/staff/floor-plans/:id',
    { schema: { tags, summary: 'One floor plan with its places and what uses it', params, response: one }, config: read },
    async (req) => ({ ok: true as const, model: await readFloorPlan(service, req.params.id) }),
  );

  app.post(
    '/api/staff/floor-plans',
    {
      schema: {
        tags,
        summary: 'A new floor plan on an uploaded image, its size read from the image (audited floor-plan.create)',
        body: staffFloorPlanBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await createFloorPlan(service, actorOf(req), req.body) }),
  );

  app.put(
    '/api/staff/floor-plans/:id',
    {
      schema: {
        tags,
        summary: 'Rename a floor plan, change its image or whether members see who took a place (audited floor-plan.edit)',
        params,
        body: staffFloorPlanBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await editFloorPlan(service, actorOf(req), req.params.id, req.body) }),
  );

  app.put(
    '/api/staff/floor-plans/:id/places',
    {
      schema: {
        tags,
        summary: 'Every place of a floor plan in its order: added, moved, renamed, reordered or removed (audited floor-plan.place-*)',
        params,
        body: floorPlacesBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      model: await saveFloorPlaces(service, actorOf(req), languageOf(req), req.params.id, req.body.places),
    }),
  );

  app.delete(
    '/api/staff/floor-plans/:id',
    {
      schema: {
        tags,
        summary: 'Remove a floor plan no booking type or class to come uses: archived when past classes used it, else deleted',
        params,
        response: { 200: floorPlanRemovedResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await removeFloorPlan(service, actorOf(req), languageOf(req), req.params.id) }),
  );
}
