import {
  feeRunBodySchema,
  feeRunResponseSchema,
  staffFeeBodySchema,
  staffFeeParamsSchema,
  staffFeeResponseSchema,
  staffFeesQuerySchema,
  staffFeesResponseSchema,
} from '@clubportal/contract/staff-fees';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { createStaffFee, endStaffFee, listStaffFees } from './fee-admin.service.js';
import { previewFeeRun, runFees } from './fee-run.service.js';

const tags = ['staff'];
/** A customer's fees and what they owe are part of their profile: whoever may see customers may see them. */
const read = { access: 'staff', staff: 'customers.read' } as const;
const write = { access: 'staff', staff: 'prices.write' } as const;

/** The staff console's periodic fees and their run (issue 32 §3); the composition root names the staff member. */
export async function feeAdminRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches };
  const one = { 200: staffFeeResponseSchema };

  app.get(
    '/api/staff/fees',
    {
      schema: {
        tags,
        summary: 'Periodic fees (one customer’s with customerId), running first, with what they owe',
        querystring: staffFeesQuerySchema,
        response: { 200: staffFeesResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await listStaffFees(service, req.query.customerId)) }),
  );

  app.post(
    '/api/staff/fees',
    {
      schema: {
        tags,
        summary: 'Give a customer a periodic fee, named per language (audited fee.create)',
        body: staffFeeBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await createStaffFee(service, opts.actorOf(req), req.body)) }),
  );

  app.post(
    '/api/staff/fees/:id/end',
    {
      schema: {
        tags,
        summary: 'End a fee: no further period is charged; charges issued stay owed (audited fee.end)',
        params: staffFeeParamsSchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await endStaffFee(service, opts.actorOf(req), req.params.id)) }),
  );

  // The preview is asked by whoever may run the charge: it is that run's first step.
  app.post(
    '/api/staff/fees/run/preview',
    {
      schema: {
        tags,
        summary: 'What a fee run up to a day would charge: who, what, how much, how many periods',
        body: feeRunBodySchema,
        response: { 200: feeRunResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await previewFeeRun(service, req.body.upTo)) }),
  );

  app.post(
    '/api/staff/fees/run',
    {
      schema: {
        tags,
        summary: 'Charge every fee period due up to a day once, as a pending sale (audited fee.run with its count)',
        body: feeRunBodySchema,
        response: { 200: feeRunResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await runFees(service, opts.actorOf(req), req.body.upTo)) }),
  );
}
