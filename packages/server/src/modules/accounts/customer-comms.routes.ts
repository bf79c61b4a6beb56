import {
  customerCommsParamsSchema,
  customerCommsResponseSchema,
  emailDetailParamsSchema,
  emailDetailResponseSchema,
} from '@clubportal/contract/comms';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { getCustomerEmail, listCustomerComms } from '../comms/index.js';
import { authorizeCustomer } from './access.service.js';

/** A member's Communications page (their own or a linked child's mails): the accounts say whose, comms reads them. */
export async function customerCommsRoutes(app: App, { db }: RouteDeps) {
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
    async (req) => ({
      ok: true as const,
      model: await listCustomerComms(db, await authorizeCustomer(db, req.session, req.params.customerId)),
    }),
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
    async (req) => ({
      ok: true as const,
      model: await getCustomerEmail(db, await authorizeCustomer(db, req.session, req.params.customerId), req.params.id),
    }),
  );
}
