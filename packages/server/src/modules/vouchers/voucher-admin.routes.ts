import {
  issueVoucherBodySchema,
  staffVoucherParamsSchema,
  staffVoucherResponseSchema,
  staffVouchersQuerySchema,
  staffVouchersResponseSchema,
  voucherCustomersQuerySchema,
  voucherCustomersResponseSchema,
  voucherStatusBodySchema,
} from '@clubportal/contract/staff-vouchers';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import {
  issueStaffVoucher,
  listStaffVouchers,
  setStaffVoucherEnabled,
  staffVoucherDetail,
  voucherCustomers,
} from './voucher-admin.service.js';

const tags = ['staff'];
/** A voucher is a customer's money: whoever may see customers' profiles may see their vouchers and their use. */
const read = { access: 'staff', staff: 'customers.read' } as const;
const write = { access: 'staff', staff: 'vouchers.write' } as const;

/** The staff console's vouchers (issue 32 §4): issue, deactivate, reactivate, and their use; never a top-up or a spend. */
export async function voucherAdminRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock };
  const one = { 200: staffVoucherResponseSchema };
  const params = staffVoucherParamsSchema;

  app.get(
    '/api/staff/vouchers',
    {
      schema: {
        tags,
        summary: "Vouchers latest first: one customer's, or those of customers whose name or email holds the search",
        querystring: staffVouchersQuerySchema,
        response: { 200: staffVouchersResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await listStaffVouchers(service, req.query)) }),
  );

  app.get(
    '/api/staff/vouchers/customers',
    {
      schema: {
        tags,
        summary: 'Customers a voucher may be issued to, by name, surname or email',
        querystring: voucherCustomersQuerySchema,
        response: { 200: voucherCustomersResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await voucherCustomers(service, req.query.search)) }),
  );

  app.get(
    '/api/staff/vouchers/:id',
    { schema: { tags, summary: 'One voucher with its movements (its use) and status history', params, response: one }, config: read },
    async (req) => ({ ok: true as const, ...(await staffVoucherDetail(service, req.params.id)) }),
  );

  app.post(
    '/api/staff/vouchers',
    {
      schema: {
        tags,
        summary: 'Issue a voucher to a customer with a reason: its first movement (audited voucher.issue)',
        body: issueVoucherBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await issueStaffVoucher(service, opts.actorOf(req), req.body)) }),
  );

  app.post(
    '/api/staff/vouchers/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate a voucher with a reason (audited voucher.deactivate)',
        params,
        body: voucherStatusBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      ...(await setStaffVoucherEnabled(service, opts.actorOf(req), req.params.id, false, req.body.reason)),
    }),
  );

  app.post(
    '/api/staff/vouchers/:id/reactivate',
    {
      schema: {
        tags,
        summary: 'Reactivate a voucher with a reason (audited voucher.reactivate)',
        params,
        body: voucherStatusBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      ...(await setStaffVoucherEnabled(service, opts.actorOf(req), req.params.id, true, req.body.reason)),
    }),
  );
}
