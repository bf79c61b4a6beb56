import {
  customerProfileResponseSchema,
  eraseCustomerBodySchema,
  staffCustomerParamsSchema,
  staffCustomersQuerySchema,
  staffCustomersResponseSchema,
} from '@clubportal/contract/staff-customers';
import { okOnlySchema } from '@clubportal/contract/api-result';
import {
  customerMergeBodySchema,
  customerMergePreviewResponseSchema,
  customerMergeQuerySchema,
  customerMergeResponseSchema,
} from '@clubportal/contract/staff-customer-merge';
import { z } from 'zod';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { customerProfile, eraseCustomer, exportCustomer, searchCustomers } from './customer-files.service.js';
import { mergeCustomers, previewMerge } from './customer-merge.service.js';

const tags = ['staff'];
const params = staffCustomerParamsSchema;

/** The staff console's customers (issue 33 §4): search, the profile, the GDPR export and erasure. */
export async function customerFilesRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock };
  const merging = { ...service, outbox: deps.outbox, publicUrl: deps.config.publicUrl };

  app.get(
    '/api/staff/customers',
    {
      schema: {
        tags,
        summary: 'Customers by name, email, phone, member number (#id) or previous system id, a page of 25 by name',
        querystring: staffCustomersQuerySchema,
        response: { 200: staffCustomersResponseSchema },
      },
      config: { access: 'staff', staff: 'customers.read' },
    },
    async (req) => ({ ok: true as const, ...(await searchCustomers(service, req.query)) }),
  );

  app.get(
    '/api/staff/customers/:id',
    {
      schema: {
        tags,
        summary: 'A customer’s file: identity, family, consents, bookings, sales, fees, vouchers, payments, refunds, mails, audit',
        params,
        response: { 200: customerProfileResponseSchema },
      },
      config: { access: 'staff', staff: 'customers.read' },
    },
    async (req) => ({ ok: true as const, profile: await customerProfile(service, req.params.id) }),
  );

  app.get(
    '/api/staff/customers/:id/export',
    {
      schema: {
        tags,
        summary: 'Everything the club holds about the customer as a JSON download (GDPR access), audited customer.export',
        params,
        response: { 200: z.string() },
      },
      config: { access: 'staff', staff: 'customers.write' },
    },
    async (req, reply) => {
      const file = await exportCustomer(service, opts.actorOf(req), req.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(file.document, null, 2));
    },
  );

  app.post(
    '/api/staff/customers/:id/erase',
    {
      schema: {
        tags,
        summary: 'Erase (anonymise) the customer’s personal data, keeping the books; refused while bookings or money are pending',
        params,
        body: eraseCustomerBodySchema,
        response: { 200: okOnlySchema },
      },
      config: { access: 'staff', staff: 'customers.erase' },
    },
    async (req) => {
      await eraseCustomer(service, opts.actorOf(req), req.params.id, req.body.reason);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/staff/customers/:id/merge-preview',
    {
      schema: {
        tags,
        summary:
          'What merging customer `from` into this one would do: both sides, what moves, money before and after, each conflict and its rule',
        params,
        querystring: customerMergeQuerySchema,
        response: { 200: customerMergePreviewResponseSchema },
      },
      config: { access: 'staff', staff: 'customers.merge' },
    },
    async (req) => ({ ok: true as const, preview: await previewMerge(service, req.params.id, req.query.from) }),
  );

  app.post(
    '/api/staff/customers/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merges customer `from` into this one (who keeps their sign-in): everything moves, once; audited customer.merge',
        params,
        body: customerMergeBodySchema,
        response: { 200: customerMergeResponseSchema },
      },
      config: { access: 'staff', staff: 'customers.merge' },
    },
    async (req) => mergeCustomers(merging, opts.actorOf(req), req.params.id, req.body.from),
  );
}
