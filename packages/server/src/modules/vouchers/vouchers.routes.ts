import { customerVouchersParamsSchema, customerVouchersResponseSchema } from '@clubportal/contract/vouchers';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { listCustomerVouchers } from './vouchers.service.js';

export async function vouchersRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/publicvouchers/customer-vouchers/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['vouchers'],
        summary: "The customer's vouchers, active and inactive, with their movements",
        params: customerVouchersParamsSchema,
        response: { 200: customerVouchersResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await listCustomerVouchers(deps, req.session, req.params.customerId) }),
  );
}
