import {
  answerResultBodySchema,
  answerResultResponseSchema,
  saveResultsBodySchema,
  saveResultsResponseSchema,
} from '@clubportal/contract/booking-results';
import type { App, RouteDeps } from '../../../lib/route-types.js';
import { answerResult } from './result-answers.service.js';
import { saveResults } from './results.service.js';

export async function resultsRoutes(app: App, deps: RouteDeps) {
  app.post(
    '/api/publicbookings/save-results',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['bookings'],
        summary:
          'A player who took part in a finished match proposes its result (once): the sets of both teams and the teams of players without one; the other team confirms or disputes it',
        body: saveResultsBodySchema,
        response: { 200: saveResultsResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, errorMsg: '', model: await saveResults(deps, req.session, req.body) }),
  );
  app.post(
    '/api/publicbookings/answer-result',
    {
      config: { access: 'participant' },
      schema: {
        tags: ['bookings'],
        summary:
          'A player of the other team confirms a proposed result (it stands: club levels move) or disputes it (the club settles it), within the answer window',
        body: answerResultBodySchema,
        response: { 200: answerResultResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, errorMsg: '', model: await answerResult(deps, req.session, req.body) }),
  );
}
