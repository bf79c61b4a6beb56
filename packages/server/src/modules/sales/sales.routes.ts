import {
  customerFeesParamsSchema,
  customerFeesResponseSchema,
  customerOrderParamsSchema,
  customerOrderResponseSchema,
  customerOrdersParamsSchema,
  customerOrdersResponseSchema,
  documentLinkBodySchema,
  documentLinkParamsSchema,
  documentLinkResponseSchema,
  documentTokenParamsSchema,
  pendingSalesParamsSchema,
  pendingSalesResponseSchema,
  type DocumentKind,
} from '@clubportal/contract/sales';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { downloadDocument, issueDocumentLink } from './documents.service.js';
import { getOrder, listOrders, listPendingSales } from './sales.service.js';
import { listFees } from './fees.service.js';
import { readerLanguages } from '../settings/index.js';

export async function salesRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;
  app.get(
    '/api/shop/customer-orders/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['orders'],
        summary: "The customer's orders, newest first",
        params: customerOrdersParamsSchema,
        response: { 200: customerOrdersResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await listOrders(db, req.session, req.params.customerId) }),
  );
  app.get(
    '/api/shop/customer-orders/:customerId/:saleId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['orders'],
        summary: 'One order of the customer',
        params: customerOrderParamsSchema,
        response: { 200: customerOrderResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await getOrder(db, req.session, req.params.customerId, req.params.saleId) }),
  );
  app.post(
    '/api/shop/customer-orders/:customerId/:saleId/document-link',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['orders'],
        summary: "A download link (expiring) of the order's invoice or ticket, for /publicinvoices/{token} or /publictickets/{token}",
        params: documentLinkParamsSchema,
        body: documentLinkBodySchema,
        response: { 200: documentLinkResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      model: await issueDocumentLink(deps, req.session, req.params.customerId, req.params.saleId, req.body.kind),
    }),
  );
  app.post(
    '/api/shop/pending-sales/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['orders'],
        summary: 'Unpaid sales of the customer (the /debts page)',
        params: pendingSalesParamsSchema,
        response: { 200: pendingSalesResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, data: await listPendingSales(db, req.session, req.params.customerId) }),
  );
  app.get(
    '/api/publiccustomerperiodicsales/customer-fees/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['orders'],
        summary: 'Unpaid fees grouped by description, with the next due date',
        params: customerFeesParamsSchema,
        response: { 200: customerFeesResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      model: await listFees(deps, req.session, req.params.customerId, await readerLanguages(deps, req.headers['accept-language'])),
    }),
  );

  const download = (kind: DocumentKind, path: string) =>
    app.get(
      path,
      {
        schema: { tags: ['orders'], summary: `The ${kind} as a PDF, by the token of its download link`, params: documentTokenParamsSchema },
        // A malformed token fails like an unknown one: with the spec's text.
        config: { access: 'token', invalidInputMessage: kind === 'invoice' ? 'invoiceDownloadFailed' : 'ticketDownloadFailed' },
      },
      async (req, reply) => {
        const { fileName, pdf } = await downloadDocument(deps, kind, req.params.token);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  download('invoice', '/api/publicinvoices/download-invoice/:token');
  download('ticket', '/api/publictickets/download-ticket/:token');
}
