import { trainingBodySchema, trainingResponseSchema, trainingsBodySchema, trainingsResponseSchema } from '@clubportal/contract/trainings';
import type { FastifyRequest } from 'fastify';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { readerLanguages } from '../settings/index.js';
import { getTraining, listTrainings } from './trainings.service.js';

export async function trainingsRoutes(app: App, deps: RouteDeps) {
  // The club's texts (descriptions, comments, team names) in the language the caller reads (the web sends the page's).
  const readerOf = (req: FastifyRequest) => readerLanguages(deps, req.headers['accept-language']);
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
    async (req) => ({ ok: true as const, model: await listTrainings(deps, req.session, req.body.customerId, await readerOf(req)) }),
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
    async (req) => ({
      ok: true as const,
      model: await getTraining(deps, req.session, req.body.customerId, req.body.itemId, await readerOf(req)),
    }),
  );
}
