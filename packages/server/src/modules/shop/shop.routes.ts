import {
  checkStockBodySchema,
  checkStockResponseSchema,
  productByCustomerParamsSchema,
  productParamsSchema,
  productResponseSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productsResponseSchema,
  shopListByCustomerQuerySchema,
  shopListQuerySchema,
  shopListResponseSchema,
} from '@clubportal/contract/shop';
import { renderMessage, requestLanguage } from '../../lib/messages.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import type { FastifyReply } from 'fastify';
import {
  cachedCatalogueAnswer,
  customerShopListJson,
  getProduct,
  listShop,
  popularProducts,
  productPageJson,
  productPageLanguageKey,
  searchProducts,
  trendingProducts,
} from './shop.service.js';
import { checkStock } from './product-stock.service.js';
import { clubTextsVersion } from '../club-texts/index.js';
import { readerLanguages } from '../settings/index.js';

/** Public catalogue lists may be cached briefly by browsers; the customer variants never are (their prices). */
const CATALOGUE_CACHE = 'public, max-age=30';

const sendJson = (reply: FastifyReply, body: Buffer) =>
  reply.header('cache-control', CATALOGUE_CACHE).type('application/json; charset=utf-8').send(body);
/** A customer's own answer (their prices): never stored by browsers or proxies. */
const sendPrivateJson = (reply: FastifyReply, body: Buffer) =>
  reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8').send(body);

export async function shopRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/shop/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop'],
        summary: 'A page of the shop (gridStatus: URL-encoded JSON { sort, search, filters: { ProductTypeId }, page })',
        querystring: shopListQuerySchema,
        response: { 200: shopListResponseSchema },
      },
    },
    async (req, reply) => {
      const { startRow, endRow, gridStatus } = req.query;
      const key = `list:${JSON.stringify([startRow, endRow, gridStatus])}`;
      return sendJson(
        reply,
        await cachedCatalogueAnswer(deps, key, async () => ({
          ok: true,
          ...(await listShop(deps, null, { startRow, endRow, gridStatus })),
        })),
      );
    },
  );
  app.get(
    '/api/shop/list-by-customer',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['shop'],
        summary: "A page of the shop with the customer's own prices",
        querystring: shopListByCustomerQuerySchema,
        response: { 200: shopListResponseSchema },
      },
    },
    async (req, reply) => {
      // Serialised as the response schema would (parse, then stringify), once per cached answer.
      const body = await customerShopListJson(deps, req.session, req.query, (answer) =>
        JSON.stringify(shopListResponseSchema.parse(answer)),
      );
      return sendPrivateJson(reply, body);
    },
  );
  app.get(
    '/api/shop/get/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop'],
        summary: 'The product page: a product and the popular list',
        params: productParamsSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (req, reply) => {
      // A product's variant names come in the reader's language: the cached answer is one per language.
      const languages = await readerLanguages(deps, req.headers['accept-language']);
      const key = `product:${req.params.id}:${productPageLanguageKey(languages)}:${clubTextsVersion(deps.caches)}`;
      reply.header('vary', 'accept-language');
      return sendJson(reply, await cachedCatalogueAnswer(deps, key, () => productPageJson(deps, req.params.id, languages)));
    },
  );
  app.get(
    '/api/shop/get/:id/:customerId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['shop'],
        summary: "The product page with the customer's own price",
        params: productByCustomerParamsSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const languages = await readerLanguages(deps, req.headers['accept-language']);
      return { ok: true as const, ...(await getProduct(deps, req.session, req.params.id, req.params.customerId, languages)) };
    },
  );
  app.get(
    '/api/products/popular-products',
    { config: { access: 'public' }, schema: { tags: ['shop'], summary: 'Popular products', response: { 200: productsResponseSchema } } },
    async (_req, reply) =>
      sendJson(reply, await cachedCatalogueAnswer(deps, 'popular', async () => ({ ok: true, data: await popularProducts(deps) }))),
  );
  app.get(
    '/api/products/trending-products',
    { config: { access: 'public' }, schema: { tags: ['shop'], summary: 'Trending products', response: { 200: productsResponseSchema } } },
    async (_req, reply) =>
      sendJson(reply, await cachedCatalogueAnswer(deps, 'trending', async () => ({ ok: true, data: await trendingProducts(deps) }))),
  );
  app.get(
    '/api/products/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop'],
        summary: "The menu's live product search: results once the text is longer than 3 characters, up to 1000",
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, results: await searchProducts(deps, req.query.search) }),
  );
  app.post(
    '/api/publicpayments/check-stock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop'],
        summary: 'Whether the sale item lines can be served from stock (ok false with error when not)',
        body: checkStockBodySchema,
        response: { 200: checkStockResponseSchema },
      },
    },
    async (req) => {
      const answer = await checkStock(deps, req.session, req.body);
      if (answer.ok) return { ok: true as const };
      return { ok: false as const, error: renderMessage(answer.key, answer.params, requestLanguage(req.headers['accept-language'])) };
    },
  );
}
