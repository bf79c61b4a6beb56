import {
  pendingRefundParamsSchema,
  pendingRefundsResponseSchema,
  settleRefundBodySchema,
  settleRefundResponseSchema,
  staffPaymentParamsSchema,
  staffPaymentsQuerySchema,
  staffPaymentsResponseSchema,
  staffRefundBodySchema,
  staffRefundResponseSchema,
} from '@clubportal/contract/staff-refunds';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { listPendingRefunds, settlePendingRefund } from './pending-refunds.service.js';
import { listStaffPayments, refundPayment } from './staff-refunds.service.js';

const tags = ['staff'];
const write = { access: 'staff', staff: 'refunds.write' } as const;

/** Refunds at the desk (issue 33 §5): find a payment, give back part or all of it, settle the club's pending refunds. */
export async function staffRefundsRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = deps;

  app.get(
    '/api/staff/payments',
    {
      schema: {
        tags,
        summary:
          "Payments that took money, latest first: one customer's, or matching the search; what they paid and what is left to refund",
        querystring: staffPaymentsQuerySchema,
        response: { 200: staffPaymentsResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await listStaffPayments(service, req.query)) }),
  );

  app.post(
    '/api/staff/payments/:id/refunds',
    {
      schema: {
        tags,
        summary:
          'Refund all or part of a payment, the way it was paid or as club credit; once per idempotency key (audited payment.refund)',
        params: staffPaymentParamsSchema,
        body: staffRefundBodySchema,
        response: { 200: staffRefundResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await refundPayment(service, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.get(
    '/api/staff/refunds/pending',
    {
      schema: {
        tags,
        summary: "The club's pending refunds: money paid at the club owed back, and card refunds the provider did not make",
        response: { 200: pendingRefundsResponseSchema },
      },
      config: write,
    },
    async () => ({ ok: true as const, ...(await listPendingRefunds(service)) }),
  );

  app.post(
    '/api/staff/refunds/:id/settle',
    {
      schema: {
        tags,
        summary: 'Settle a pending refund: given back in cash, on the card terminal, or as club credit; once (audited refund.settle)',
        params: pendingRefundParamsSchema,
        body: settleRefundBodySchema,
        response: { 200: settleRefundResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await settlePendingRefund(service, opts.actorOf(req), req.params.id, req.body)) }),
  );
}
