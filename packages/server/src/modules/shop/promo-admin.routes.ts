import {
  promoRedemptionsResponseSchema,
  staffPromoBodySchema,
  staffPromoParamsSchema,
  staffPromoResponseSchema,
  staffPromosResponseSchema,
} from '@clubportal/contract/staff-promos';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import {
  createStaffPromo,
  deactivateStaffPromo,
  editStaffPromo,
  listStaffPromos,
  promoRedemptions,
  staffPromoDetail,
} from './promo-admin.service.js';

const tags = ['staff'];
const read = { access: 'staff', staff: 'shop.read' } as const;
const write = { access: 'staff', staff: 'shop.write' } as const;

/** The staff console's promo codes (issue 32 §4); the composition root names the signed-in staff member. */
export async function promoAdminRoutes(app: App, deps: RouteDeps, opts: Pick<StaffRequestOf, 'actorOf'>) {
  const service = { db: deps.db, clock: deps.clock };
  const one = { 200: staffPromoResponseSchema };
  const params = staffPromoParamsSchema;

  app.get(
    '/api/staff/promos',
    {
      schema: { tags, summary: 'Every promo code, latest first, with its uses', response: { 200: staffPromosResponseSchema } },
      config: read,
    },
    async () => ({ ok: true as const, ...(await listStaffPromos(service)) }),
  );

  app.get('/api/staff/promos/:id', { schema: { tags, summary: 'One promo code', params, response: one }, config: read }, async (req) => ({
    ok: true as const,
    ...(await staffPromoDetail(service, req.params.id)),
  }));

  app.get(
    '/api/staff/promos/:id/redemptions',
    {
      schema: {
        tags,
        summary: 'The checkouts that used a promo code: date, customer, sale and discount, latest first',
        params,
        response: { 200: promoRedemptionsResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await promoRedemptions(service, req.params.id)) }),
  );

  app.post(
    '/api/staff/promos',
    {
      schema: {
        tags,
        summary: 'A new promo code; a code already used, in any case, is refused (audited promo.create)',
        body: staffPromoBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await createStaffPromo(service, opts.actorOf(req), req.body)) }),
  );

  app.put(
    '/api/staff/promos/:id',
    {
      schema: { tags, summary: 'Change a promo code (audited promo.edit)', params, body: staffPromoBodySchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await editStaffPromo(service, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.post(
    '/api/staff/promos/:id/deactivate',
    {
      schema: { tags, summary: 'Deactivate a promo code: kept with its uses (audited promo.deactivate)', params, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await deactivateStaffPromo(service, opts.actorOf(req), req.params.id)) }),
  );
}
