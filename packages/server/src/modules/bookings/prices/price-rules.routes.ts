import { okOnlySchema } from '@clubportal/contract/api-result';
import {
  bookingTypeRulesParamsSchema,
  pricePreviewQuerySchema,
  pricePreviewResponseSchema,
  priceRuleBodySchema,
  priceRuleCreateQuerySchema,
  priceRuleMoveBodySchema,
  priceRuleParamsSchema,
  staffPriceRuleSchema,
  staffPricesQuerySchema,
  staffPricesResponseSchema,
} from '@clubportal/contract/staff-prices';
import { okEnvelope } from '@clubportal/contract/api-result';
import type { App, RouteDeps, StaffRequestOf } from '../../../lib/route-types.js';
import { pricePreview } from './price-preview.service.js';
import { changePriceRule, createPriceRule, listPriceRules, movePriceRule, removePriceRule } from './price-rules.service.js';

const tags = ['staff'];
/** Whoever sees the bookings may read the rules and ask what a slot costs; changing them is price work. */
const read = { access: 'staff', staff: 'bookings.read' } as const;
const write = { access: 'staff', staff: 'prices.write' } as const;
const ruleResponse = okEnvelope({ model: staffPriceRuleSchema });

/** The price rules editor's calls (issue 32 §3): the ordered rules of a booking type, their writes, and the preview. */
export async function priceRulesRoutes(app: App, deps: RouteDeps, { actorOf, languageOf }: StaffRequestOf) {
  app.get(
    '/api/staff/prices',
    {
      schema: {
        tags,
        summary: "The booking types, and one type's price rules in order (the first that holds gives the price)",
        querystring: staffPricesQuerySchema,
        response: { 200: staffPricesResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await listPriceRules(deps, req.query.bookingTypeId) }),
  );

  app.get(
    '/api/staff/prices/preview',
    {
      schema: {
        tags,
        summary: 'What a customer (none: a guest) pays for a slot, and by which rule',
        querystring: pricePreviewQuerySchema,
        response: { 200: pricePreviewResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await pricePreview(deps, languageOf(req), req.query) }),
  );

  app.post(
    '/api/staff/prices/:bookingTypeId/rules',
    {
      schema: {
        tags,
        summary: 'Add a price rule at the end of the list, or at `position` (1: first)',
        params: bookingTypeRulesParamsSchema,
        querystring: priceRuleCreateQuerySchema,
        body: priceRuleBodySchema,
        response: { 200: ruleResponse },
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      model: await createPriceRule(deps, actorOf(req), req.params.bookingTypeId, req.body, req.query.position),
    }),
  );

  app.put(
    '/api/staff/prices/rules/:ruleId',
    {
      schema: {
        tags,
        summary: "Change a price rule's conditions or price",
        params: priceRuleParamsSchema,
        body: priceRuleBodySchema,
        response: { 200: ruleResponse },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await changePriceRule(deps, actorOf(req), req.params.ruleId, req.body) }),
  );

  app.post(
    '/api/staff/prices/rules/:ruleId/move',
    {
      schema: {
        tags,
        summary: 'Move a price rule to a place in its list',
        params: priceRuleParamsSchema,
        body: priceRuleMoveBodySchema,
        response: { 200: ruleResponse },
      },
      config: write,
    },
    async (req) => ({
      ok: true as const,
      model: await movePriceRule(deps, actorOf(req), req.params.ruleId, req.body.position),
    }),
  );

  app.delete(
    '/api/staff/prices/rules/:ruleId',
    {
      schema: { tags, summary: 'Remove a price rule', params: priceRuleParamsSchema, response: { 200: okOnlySchema } },
      config: write,
    },
    async (req) => {
      await removePriceRule(deps, actorOf(req), req.params.ruleId);
      return { ok: true as const };
    },
  );
}
