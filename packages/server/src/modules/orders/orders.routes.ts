import {
  orderStateBodySchema,
  staffOrderParamsSchema,
  staffOrderResponseSchema,
  staffOrdersQuerySchema,
  staffOrdersResponseSchema,
} from '@clubportal/contract/staff-orders';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { getStaffOrder, listStaffOrders, moveOrder } from './orders.service.js';

const tags = ['staff'];
/** Whoever sees the shop (its products and stock) or moves orders reads them; only `orders.write` moves them. */
const read = { access: 'staff', staff: ['shop.read', 'orders.write'] } as const;
const write = { access: 'staff', staff: 'orders.write' } as const;

/** Shop orders at the club (issue 33 §5): the list, an order, and its moves paid -> prepared -> shipped|collected -> returned. */
export async function staffOrdersRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  app.get(
    '/api/staff/orders',
    {
      schema: {
        tags,
        summary: 'Shop orders, latest first: by state, delivery (ship or collect at the club), club-local days and customer',
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrdersResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await listStaffOrders(deps, req.query)) }),
  );

  app.get(
    '/api/staff/orders/:id',
    {
      schema: {
        tags,
        summary: 'A shop order: its lines, transport, address, payment, the steps it may take next and each move it made',
        params: staffOrderParamsSchema,
        response: { 200: staffOrderResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await getStaffOrder(deps, req.params.id)) }),
  );

  app.post(
    '/api/staff/orders/:id/state',
    {
      schema: {
        tags,
        summary:
          'Move an order one step from the state seen (prepared, shipped or collected, returned with its lines back to stock); the member is mailed (audited order.state)',
        params: staffOrderParamsSchema,
        body: orderStateBodySchema,
        response: { 200: staffOrderResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await moveOrder(deps, opts.actorOf(req), req.params.id, req.body)) }),
  );
}
