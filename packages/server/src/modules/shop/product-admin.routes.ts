import {
  adjustStockBodySchema,
  receiveStockBodySchema,
  staffProductBodySchema,
  staffProductParamsSchema,
  staffProductResponseSchema,
  staffProductsQuerySchema,
  staffProductsResponseSchema,
  staffVariantBodySchema,
  staffVariantParamsSchema,
  variantMoveBodySchema,
} from '@clubportal/contract/staff-shop';
import type { ClubLanguages } from '../club-texts/index.js';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import {
  archiveStaffProduct,
  changeStock,
  createStaffProduct,
  editStaffProduct,
  listStaffProducts,
  staffProductDetail,
} from './product-admin.service.js';
import { archiveStaffVariant, createStaffVariant, editStaffVariant, moveStaffVariant } from './variant-admin.service.js';

const tags = ['staff'];
const read = { access: 'staff', staff: 'shop.read' } as const;
const write = { access: 'staff', staff: 'shop.write' } as const;

/** The staff console's products and stock ledger (issue 32 §4); the composition root names the signed-in staff member. */
export async function productAdminRoutes(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'> & { languages: () => Promise<ClubLanguages> },
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, staffAlerts: deps.staffAlerts, languages: opts.languages };
  const one = { 200: staffProductResponseSchema };

  app.get(
    '/api/staff/products',
    {
      schema: {
        tags,
        summary: 'The shop articles by name: a search, the low-stock list, archived ones on request',
        querystring: staffProductsQuerySchema,
        response: { 200: staffProductsResponseSchema },
      },
      config: read,
    },
    async (req) => {
      const { search, lowStock, archived } = req.query;
      return {
        ok: true as const,
        ...(await listStaffProducts(service, { ...(search ? { search } : {}), lowStock: lowStock === '1', archived: archived === '1' })),
      };
    },
  );

  app.get(
    '/api/staff/products/:id',
    {
      schema: { tags, summary: 'One product with its stock ledger, latest first', params: staffProductParamsSchema, response: one },
      config: read,
    },
    async (req) => ({ ok: true as const, ...(await staffProductDetail(service, req.params.id)) }),
  );

  app.post(
    '/api/staff/products',
    {
      schema: { tags, summary: 'A new shop article (audited product.create)', body: staffProductBodySchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await createStaffProduct(service, opts.actorOf(req), req.body)) }),
  );

  app.put(
    '/api/staff/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product; never its stock (audited product.edit)',
        params: staffProductParamsSchema,
        body: staffProductBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await editStaffProduct(service, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.post(
    '/api/staff/products/:id/archive',
    {
      schema: { tags, summary: 'Archive: unpublished and kept (audited product.archive)', params: staffProductParamsSchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await archiveStaffProduct(service, opts.actorOf(req), req.params.id)) }),
  );

  app.post(
    '/api/staff/products/:id/stock/receive',
    {
      schema: {
        tags,
        summary: 'Units received (audited stock.receive)',
        params: staffProductParamsSchema,
        body: receiveStockBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      ...(await changeStock(service, opts.actorOf(req), req.params.id, { kind: 'received', ...req.body })),
    }),
  );

  app.post(
    '/api/staff/products/:id/stock/adjust',
    {
      schema: {
        tags,
        summary: 'A correction with its reason (audited stock.adjust)',
        params: staffProductParamsSchema,
        body: adjustStockBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      ...(await changeStock(service, opts.actorOf(req), req.params.id, { kind: 'adjusted', ...req.body })),
    }),
  );

  app.post(
    '/api/staff/products/:id/variants',
    {
      schema: {
        tags,
        summary: 'A new variant (size, colour), last (audited variant.create)',
        params: staffProductParamsSchema,
        body: staffVariantBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await createStaffVariant(service, opts.actorOf(req), req.params.id, req.body)) }),
  );

  app.put(
    '/api/staff/products/:id/variants/:variantId',
    {
      schema: {
        tags,
        summary: 'Change a variant and its translations; never its stock (audited variant.edit)',
        params: staffVariantParamsSchema,
        body: staffVariantBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      ...(await editStaffVariant(service, opts.actorOf(req), req.params.id, req.params.variantId, req.body)),
    }),
  );

  app.post(
    '/api/staff/products/:id/variants/:variantId/move',
    {
      schema: {
        tags,
        summary: "Move a variant to a place among its parent's (audited variant.move)",
        params: staffVariantParamsSchema,
        body: variantMoveBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      ...(await moveStaffVariant(service, opts.actorOf(req), req.params.id, req.params.variantId, req.body.position)),
    }),
  );

  app.post(
    '/api/staff/products/:id/variants/:variantId/archive',
    {
      schema: {
        tags,
        summary: 'Archive a variant: no longer sold, kept (audited variant.archive)',
        params: staffVariantParamsSchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, ...(await archiveStaffVariant(service, opts.actorOf(req), req.params.id, req.params.variantId)) }),
  );
}
