import { saveResultsBodySchema, saveResultsResponseSchema } from '@clubportal/contract/booking-results';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { saveResults } from './results.service.js';

export async function resultsRoutes(app: App, deps: RouteDeps) {
  app.post(
    '/api/publicbookings/save-results',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['bookings'],
        summary: 'A player of a finished match records its result (once): the sets of both teams; the players’ club levels move',
        body: saveResultsBodySchema,
        response: { 200: saveResultsResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, errorMsg: '', model: await saveResults(deps, req.session, req.body) }),
  );
}
