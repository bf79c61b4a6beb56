import { trainingBodySchema, trainingResponseSchema, trainingsBodySchema, trainingsResponseSchema } from '@clubportal/contract/trainings';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { getTraining, listTrainings } from './trainings.service.js';

export async function trainingsRoutes(app: App, deps: RouteDeps) {
  app.post(
    '/api/publicteams/trainings',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['trainings'],
        summary: "The trainings of the customer's teams, next and past",
        body: trainingsBodySchema,
        response: { 200: trainingsResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await listTrainings(deps, req.session, req.body.customerId) }),
  );
  app.post(
    '/api/publicteams/training',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['trainings'],
        summary: 'One training with its gallery, videos and files',
        body: trainingBodySchema,
        response: { 200: trainingResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await getTraining(deps, req.session, req.body.customerId, req.body.itemId) }),
  );
}
