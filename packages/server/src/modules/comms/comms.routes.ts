import {
  customerCommsParamsSchema,
  customerCommsResponseSchema,
  emailDetailParamsSchema,
  emailDetailResponseSchema,
  infoRequestBodySchema,
  infoRequestResponseSchema,
} from '@clubportal/contract/comms';
import { requestLanguage } from '../../lib/messages.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { submitInfoRequest } from './comms.service.js';
import { getCustomerEmail, listCustomerComms } from './customer-comms.service.js';

export async function commsRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;
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

  app.get(
    '/api/publiccomms/customer-comms/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['comms'],
        summary: "The customer's emails and sms, newest first",
        params: customerCommsParamsSchema,
        response: { 200: customerCommsResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await listCustomerComms(db, req.session, req.params.customerId) }),
  );
  app.get(
    '/api/publiccomms/customer-comms/emails/:id/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['comms'],
        summary: 'One email sent to the customer',
        params: emailDetailParamsSchema,
        response: { 200: emailDetailResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await getCustomerEmail(db, req.session, req.params.customerId, req.params.id) }),
  );
}
