import {
  checkoutBodySchema,
  checkoutInfoBodySchema,
  checkoutInfoByCustomerBodySchema,
  checkoutInfoResponseSchema,
  checkoutResponseSchema,
  promoValidateBodySchema,
  promoValidateResponseSchema,
  transportSchema,
} from '@clubportal/contract/checkout';
import { okEnvelope } from '@clubportal/contract/api-result';
import { z } from 'zod';
import { renderMessage, requestLanguage } from '../../lib/messages.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import type { RouteAccess } from '../../lib/route-access.js';
import { readerLanguages } from '../settings/index.js';
import { listTransports } from '../shop/index.js';
import { checkoutInfo, validatePromo } from './checkout-info.service.js';
import { checkout } from './checkout.service.js';

export async function checkoutRoutes(app: App, deps: RouteDeps) {
  const info = (
    path: string,
    access: RouteAccess,
    body: typeof checkoutInfoBodySchema | typeof checkoutInfoByCustomerBodySchema,
    summary: string,
  ) =>
    app.post(
      path,
      { config: { access }, schema: { tags: ['checkout'], summary, body, response: { 200: checkoutInfoResponseSchema } } },
      async (req) => ({
        ok: true as const,
        errorMsg: null,
        data: await checkoutInfo(deps, req.session, req.body, await readerLanguages(deps, req.headers['accept-language'])),
      }),
    );
  info(
    '/api/shop/checkout-info',
    'public',
    checkoutInfoBodySchema,
    "The guest checkout page's data: methods, transports, the cart priced by the server",
  );
  info(
    '/api/shop/checkout-info-by-customer',
    'customer',
    checkoutInfoByCustomerBodySchema,
    "The customer's checkout page's data, with their prices, vouchers and details",
  );

  const pay = (path: string, byCustomer: boolean, summary: string) =>
    app.post(
      path,
      {
        config: { access: byCustomer ? 'customer' : 'public', errorInModel: true },
        schema: { tags: ['checkout'], summary, body: checkoutBodySchema, response: { 200: checkoutResponseSchema } },
      },
      async (req) => ({
        ok: true as const,
        model: await checkout(deps, req.session, req.body, byCustomer),
      }),
    );
  pay(
    '/api/shop/checkout',
    false,
    'Guest checkout: creates the customer (password pair), the sale and the payment; the cart guid makes it idempotent',
  );
  pay(
    '/api/shop/checkout-customer',
    true,
    'Customer checkout (and voucher payment): the sale and the payment; the cart guid makes it idempotent',
  );

  app.post(
    '/api/promos/validate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: "A promo code's discount on the cart's product lines ('Sorry, the code is not valid' when it gives none)",
        body: promoValidateBodySchema,
        response: { 200: promoValidateResponseSchema },
      },
    },
    async (req) => {
      const language = requestLanguage(req.headers['accept-language']);
      const answer = await validatePromo(deps, req.session, req.body);
      if (!answer.ok) return { ok: false as const, errorMsg: renderMessage('invalidCode', {}, language) };
      return {
        ok: true as const,
        errorMsg: null,
        data: { discount: answer.discount, message: renderMessage('discountApplied', {}, language) },
      };
    },
  );

  app.get(
    '/api/shop/transports',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: 'The transports the shop delivers with',
        response: { 200: okEnvelope({ data: z.array(transportSchema) }) },
      },
    },
    async (req) => ({
      ok: true as const,
      data: await listTransports(deps.db, { caches: deps.caches, languages: await readerLanguages(deps, req.headers['accept-language']) }),
    }),
  );
}
