import { infoRequestBodySchema, infoRequestResponseSchema } from '@clubportal/contract/comms';
import { requestLanguage } from '../../lib/messages.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { submitInfoRequest } from './comms.service.js';

export async function commsRoutes(app: App, deps: RouteDeps) {
  app.post(
    '/api/publiccomms/info-request',
    {
      schema: {
        tags: ['comms'],
        summary: 'Footer request-info form',
        body: infoRequestBodySchema,
        response: { 200: infoRequestResponseSchema },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.publicForm },
    },
    async (req) => {
      await submitInfoRequest(deps, req.body, requestLanguage(req.headers['accept-language']));
      return { ok: true as const };
    },
  );
}
