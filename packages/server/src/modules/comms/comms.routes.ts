import { infoRequestBodySchema, infoRequestResponseSchema } from '@clubportal/contract/comms';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { submitInfoRequest } from './comms.service.js';

export async function commsRoutes(app: App, { db, mailer }: RouteDeps) {
  app.post(
    '/api/publiccomms/info-request',
    {
      schema: { tags: ['comms'], summary: 'Footer request-info form', body: infoRequestBodySchema, response: { 200: infoRequestResponseSchema } },
      // A public form that writes: a few per visitor address is plenty, more is spam.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const language = req.headers['accept-language']?.split(',')[0]?.slice(0, 10) ?? null;
      await submitInfoRequest({ db, mailer, log: req.log }, req.body, language);
      return { ok: true as const };
    },
  );
}
