import {
  customerIdParamsSchema,
  customerResponseSchema,
  customerSearchBodySchema,
  customerSearchResponseSchema,
  deleteTokenParamsSchema,
  impersonateBodySchema,
  impersonateResponseSchema,
  saveCustomerBodySchema,
  tokenListResponseSchema,
  unlinkParamsSchema,
} from '@clubportal/contract/accounts';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { AppError } from '../../lib/app-error.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { listCards, removeCard } from './payment-tokens.service.js';
import { deleteAccount, getCustomer, impersonate, saveCustomer, searchCustomers, unlinkChild } from './profile.service.js';

export async function profileRoutes(app: App, deps: RouteDeps) {
  const { db, config } = deps;
  for (const url of ['/api/publiccustomers/:id', '/api/publicacademycustomers/:id']) {
    app.get(
      url,
      {
        config: { access: 'customer' },
        schema: {
          tags: ['accounts'],
          summary: 'The customer (own or a linked child)',
          params: customerIdParamsSchema,
          response: { 200: customerResponseSchema },
        },
      },
      async (req) => ({
        ok: true as const,
        model: await getCustomer(db, req.session, req.params.id),
      }),
    );
  }

  app.post(
    '/api/publicacademycustomers/put-json',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save personal data, address and custom fields',
        body: saveCustomerBodySchema,
        response: { 200: customerResponseSchema },
      },
      config: { access: 'customer', rateLimit: { ...RATE_LIMITS.profileSave, groupId: 'profile-save' } },
    },
    async (req) => ({ ok: true as const, model: await saveCustomer(deps, req.session, req.body) }),
  );
  app.put(
    '/api/publiccustomers/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save personal data (same as put-json)',
        params: customerIdParamsSchema,
        body: saveCustomerBodySchema,
        response: { 200: customerResponseSchema },
      },
      config: { access: 'customer', rateLimit: { ...RATE_LIMITS.profileSave, groupId: 'profile-save' } },
    },
    async (req) => {
      if (req.body.id !== req.params.id) throw new AppError('bad_request', 'pathBodyIdMismatch');
      return { ok: true as const, model: await saveCustomer(deps, req.session, req.body) };
    },
  );

  app.delete(
    '/api/publiccustomers/remove/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account (personal data wiped, history kept)',
        params: customerIdParamsSchema,
        response: { 200: okOnlySchema },
      },
    },
    async (req) => {
      await deleteAccount(deps, req.session, req.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/children/:childId/unlink-from/:parentId',
    {
      config: { access: 'customer' },
      schema: { tags: ['accounts'], summary: 'Unlink a dependent customer', params: unlinkParamsSchema, response: { 200: okOnlySchema } },
    },
    async (req) => {
      await unlinkChild(deps, req.session, req.params.childId, req.params.parentId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/publiccustomers/impersonate',
    {
      config: { access: 'session' },
      schema: {
        tags: ['accounts'],
        summary: 'Act as a linked active child, or back as the parent',
        body: impersonateBodySchema,
        response: { 200: impersonateResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, ...(await impersonate(deps, config.jwtSecret, req.session, req.body.id)) }),
  );

  app.post(
    '/api/publiccustomers/list',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Player search by name (logged-in customers only)',
        body: customerSearchBodySchema,
        response: { 200: customerSearchResponseSchema },
      },
      config: { access: 'session', rateLimit: RATE_LIMITS.search },
    },
    async (req) => ({ ok: true as const, results: await searchCustomers(db, req.session, req.body.search) }),
  );

  app.get(
    '/api/publicpaymentmethods/token-list/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['accounts'],
        summary: 'Saved cards (last digits only)',
        params: customerIdParamsSchema,
        response: { 200: tokenListResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, model: await listCards(db, req.session, req.params.id) }),
  );
  app.delete(
    '/api/publicpaymentmethods/:customerId/:tokenId',
    {
      config: { access: 'customer' },
      schema: { tags: ['accounts'], summary: 'Forget a saved card', params: deleteTokenParamsSchema, response: { 200: okOnlySchema } },
    },
    async (req) => {
      await removeCard(deps, req.session, req.params.customerId, req.params.tokenId);
      return { ok: true as const };
    },
  );
}
