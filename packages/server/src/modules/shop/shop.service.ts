import { money, toDecimal } from '@clubportal/contract/money';
import {
  effectiveSearch,
  HIGHLIGHT_LIST_SIZE,
  pageWindow,
  PRODUCT_SEARCH_MAX_ROWS,
  SHOP_PAGE_SIZE,
  ShopSort,
  type Product,
  type ShopGridStatus,
} from '@clubportal/contract/shop';
import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/index.js';
import { cacheSlot, type AppCaches } from '../../lib/app-caches.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { overlayTexts, translationCandidates, type TextLanguages } from '../club-texts/index.js';
import { getMainSettingsCached, settingsVersion } from '../settings/index.js';
import { catalogueGeneration } from './catalogue-generation.js';
import {
  countProducts,
  findImages,
  findProducts,
  findShopProductById,
  findPricingFacts,
  findProductTypes,
  findSearchResults,
  findShopVariants,
  type ProductQuery,
  type ProductRow,
  type ProductSort,
} from './shop.repository.js';

export type ShopDeps = { db: Db; clock: Clock; caches: AppCaches };

/**
 * How long an anonymous catalogue answer (list page, product page, popular, trending) is reused by this
 * instance. The routes already let browsers and proxies cache them for 30 s; this spares the database the
 * same few pages and searches on a busy day. A product or price written through this module, or a settings
 * save, drops them at once in this instance; other instances catch up within this time.
 * A customer's list is cached the same way per pricing key ({@link customerShopListJson}).
 */
export const CATALOGUE_CACHE_MS = 5_000;
const CATALOGUE_CACHE_ENTRIES = 1_000;
/** Answers cached together expire apart (50 to 100 % of the period), so their recomputations never queue up. */
const CATALOGUE_CACHE_JITTER = 0.5;
/** The popular and trending lists: one entry each, and room for the previous generation's. */
const HIGHLIGHT_CACHE_ENTRIES = 4;
const shopCaches = cacheSlot('shop catalogue', (clock) => ({
  answers: new TtlCache<Buffer>(clock, CATALOGUE_CACHE_MS, CATALOGUE_CACHE_ENTRIES, { jitter: CATALOGUE_CACHE_JITTER }),
  counts: new TtlCache<number>(clock, CATALOGUE_CACHE_MS, CATALOGUE_CACHE_ENTRIES, { jitter: CATALOGUE_CACHE_JITTER }),
  highlights: new TtlCache<Product[]>(clock, CATALOGUE_CACHE_MS, HIGHLIGHT_CACHE_ENTRIES),
  highlightJson: new TtlCache<string>(clock, CATALOGUE_CACHE_MS, HIGHLIGHT_CACHE_ENTRIES),
}));

/** What every cached catalogue answer keys on: this app's catalogue and settings writes. */
const generations = (deps: ShopDeps) => `${catalogueGeneration(deps.caches)}:${settingsVersion(deps.caches)}`;

/**
 * The JSON answer of an anonymous catalogue call, computed at most once per {@link CATALOGUE_CACHE_MS}
 * for each distinct request. Serialised and encoded once (UTF-8 bytes, sent as they are): the answer is
 * built by our own typed code.
 */
export function cachedCatalogueAnswer(deps: ShopDeps, key: string, compute: () => Promise<object | string>): Promise<Buffer> {
  return deps.caches.of(shopCaches).answers.get(`${generations(deps)}:${key}`, async () => {
    const answer = await compute();
    return Buffer.from(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
}

/**
 * How many products match a search and type filter. The count does not depend on the page, the sort or the
 * customer, yet a substring search can only count by reading every product's search text: one count serves
 * every page and sort of the same search (and every customer) for the catalogue cache's period.
 */
function countMatching(deps: ShopDeps, query: ProductQuery): Promise<number> {
  return deps.caches
    .of(shopCaches)
    .counts.get(`${catalogueGeneration(deps.caches)}:${JSON.stringify([query.search ?? '', query.productTypeId ?? null])}`, () =>
      countProducts(deps.db, { search: query.search, productTypeId: query.productTypeId }),
    );
}

const sorts: Record<ShopSort, ProductSort> = {
  [ShopSort.Newest]: 'newest',
  [ShopSort.PriceAsc]: 'priceAsc',
  [ShopSort.PriceDesc]: 'priceDesc',
};

/** Rows to the API's products: minor units become the spec's decimal numbers here, at the edge. */
async function toProducts(deps: ShopDeps, rows: ProductRow[], withImages: boolean): Promise<Product[]> {
  const { priceWithTaxes } = await getMainSettingsCached(deps);
  const images = new Map<number, string[]>();
  if (withImages) {
    for (const img of await findImages(
      deps.db,
      rows.map((r) => r.id),
    ))
      images.set(img.product_id, [...(images.get(img.product_id) ?? []), img.file]);
  }
  return rows.map((r) => {
    const gross = toDecimal(money(r.gross, r.currency));
    const net = toDecimal(money(r.net, r.currency));
    return {
      id: r.id,
      name: r.name,
      logo: r.logo,
      images: [r.logo, ...(images.get(r.id) ?? [])].filter(Boolean),
      grossPrice: gross,
      price: priceWithTaxes ? gross : net,
      netPrice: net,
      isSpecialPrice: Number(r.special) === 1,
      created: r.created_at,
      detail: r.detail,
      description: r.description,
      ProductTypeId: r.product_type_id,
      hasStock: r.track_stock === 0 || r.stock > 0,
      transportRequired: r.transport_required === 1,
      taxPercent: r.tax_percent,
      ...(Number(r.has_variants) === 1 ? { hasVariants: true } : {}),
    };
  });
}

/**
 * The product page's variants on sale, in their order, at the prices that apply to the customer (list prices
 * for a guest), names in the reader's language. None for a product without: the field stays absent.
 */
async function withVariants(deps: ShopDeps, product: Product, customerId: number | undefined, languages: TextLanguages | undefined) {
  if (!product.hasVariants) return product;
  const order = await findShopVariants(deps.db, product.id);
  const priced = new Map(
    (
      await toProducts(
        deps,
        await findProducts(deps.db, { customerId, ids: order.map((v) => v.id) }, { sort: 'newest', offset: 0, limit: order.length }),
        false,
      )
    ).map((p) => [p.id, p]),
  );
  const named = languages
    ? await overlayTexts({ db: deps.db, caches: deps.caches }, 'product-variant', order, (v) => v.id, { name: 'name' }, languages)
    : order;
  const variants = named.flatMap((v) => {
    const p = priced.get(v.id);
    return p ? [{ id: v.id, name: v.name, price: p.price, grossPrice: p.grossPrice, hasStock: p.hasStock }] : [];
  });
  return { ...product, variants, hasStock: variants.some((v) => v.hasStock) };
}

async function highlighted(deps: ShopDeps, which: 'popular' | 'trending', customerId?: number): Promise<Product[]> {
  if (customerId === undefined) {
    // The same list rides along every anonymous list and product page: computed once per cache period.
    return deps.caches.of(shopCaches).highlights.get(`${generations(deps)}:${which}`, () => highlightedNow(deps, which));
  }
  return highlightedNow(deps, which, customerId);
}

async function highlightedNow(deps: ShopDeps, which: 'popular' | 'trending', customerId?: number): Promise<Product[]> {
  const rows = await findProducts(deps.db, { customerId, [which]: true }, { sort: 'newest', offset: 0, limit: HIGHLIGHT_LIST_SIZE });
  return toProducts(deps, rows, false);
}

/**
 * The anonymous popular list as JSON, serialised once per cache period: it is nine tenths of every product
 * page's answer, and stringifying it again for each page was most of the page's serialisation.
 */
function highlightedJson(deps: ShopDeps, which: 'popular' | 'trending'): Promise<string> {
  return deps.caches
    .of(shopCaches)
    .highlightJson.get(`${generations(deps)}:${which}`, async () => JSON.stringify(await highlighted(deps, which)));
}

export function popularProducts(deps: ShopDeps): Promise<Product[]> {
  return highlighted(deps, 'popular');
}

export function trendingProducts(deps: ShopDeps): Promise<Product[]> {
  return highlighted(deps, 'trending');
}

export type ShopListInput = {
  startRow?: number | undefined;
  endRow?: number | undefined;
  gridStatus?: ShopGridStatus | undefined;
  customerId?: number | undefined;
};

/**
 * The shop list: one page of published articles, filtered by product type and search (applied only when
 * longer than 3 characters), sorted newest or by the price that applies; plus the popular list and the
 * product types for the filter. With `customerId` (checked against the session) the customer's prices apply.
 */
export async function listShop(deps: ShopDeps, session: SessionClaims | null, input: ShopListInput) {
  const grid = input.gridStatus ?? { sort: ShopSort.Newest, search: '', filters: {} };
  const window = pageWindow({ startRow: input.startRow, endRow: input.endRow, page: grid.page });
  if (window === 'endBeforeStart') throw new AppError('bad_request', 'rowWindowReversed');
  if (window === 'tooManyRows') throw new AppError('bad_request', 'rowWindowTooWide', { pageSize: SHOP_PAGE_SIZE });
  const customerId = input.customerId === undefined ? undefined : (await authorizeCustomer(deps.db, session, input.customerId)).id;
  const query: ProductQuery = { customerId, search: effectiveSearch(grid.search), productTypeId: grid.filters.ProductTypeId ?? undefined };
  const [rows, totalCount, popular, productTypes] = await Promise.all([
    findProducts(deps.db, query, { sort: sorts[grid.sort], offset: window.offset, limit: window.limit }),
    countMatching(deps, query),
    highlighted(deps, 'popular', customerId),
    findProductTypes(deps.db),
  ]);
  return {
    data: await toProducts(deps, rows, false),
    popular,
    productTypes,
    totalCount,
    startRow: window.offset,
    endRow: window.offset + rows.length,
  };
}

/**
 * Whose prices a customer sees: prices of their own make them theirs alone; otherwise they are their groups'
 * (or the list prices, with no group), the same for everyone in the same groups.
 */
async function pricingKey(deps: ShopDeps, customerId: number): Promise<string> {
  const facts = await findPricingFacts(deps.db, customerId);
  return facts.ownPrices ? `customer:${customerId}` : `groups:${facts.groupIds.join(',')}`;
}

/**
 * GET /api/shop/list-by-customer as JSON (`serialize` is the route's, by the contract's schema): the session
 * is checked on every call, and the answer, which depends on the customer only through their prices, is
 * cached like the anonymous one ({@link CATALOGUE_CACHE_MS}) per pricing key, so a member is served as fast
 * as a guest. A price written through this module drops it at once, as it does the anonymous answers.
 */
export async function customerShopListJson(
  deps: ShopDeps,
  session: SessionClaims | null,
  input: ShopListInput & { customerId: number },
  serialize: (answer: object) => string,
): Promise<Buffer> {
  const customer = await authorizeCustomer(deps.db, session, input.customerId);
  const key = `list:${await pricingKey(deps, customer.id)}:${JSON.stringify([input.startRow, input.endRow, input.gridStatus])}`;
  return cachedCatalogueAnswer(deps, key, async () =>
    serialize({ ok: true, ...(await listShop(deps, session, { ...input, customerId: customer.id })) }),
  );
}

/** The product page: a published article with its images, and the popular list. */
export async function getProduct(
  deps: ShopDeps,
  session: SessionClaims | null,
  id: number,
  customerId?: number,
  languages?: TextLanguages,
) {
  const ownId = customerId === undefined ? undefined : (await authorizeCustomer(deps.db, session, customerId)).id;
  const [rows, popular] = await Promise.all([
    findProducts(deps.db, { customerId: ownId, ids: [id] }, { sort: 'newest', offset: 0, limit: 1, withDetail: true }),
    highlighted(deps, 'popular', ownId),
  ]);
  const row = rows[0];
  if (!row || row.parent_product_id !== null) throw new AppError('not_found', 'productNotFound');
  const [data] = await toProducts(deps, [row], true);
  return { data: await withVariants(deps, data as Product, ownId, languages), popular };
}

/** What the anonymous product page's cached answer keys on besides the product: the languages its variant names come in. */
export const productPageLanguageKey = (languages: TextLanguages) => translationCandidates(languages).join(',');

/**
 * The anonymous product page's answer as JSON (`{ ok, data, popular }`): the product serialised, the popular
 * list spliced in from its own serialised copy.
 */
export async function productPageJson(deps: ShopDeps, id: number, languages?: TextLanguages): Promise<string> {
  const [row, popular] = await Promise.all([findShopProductById(deps.db, id), highlightedJson(deps, 'popular')]);
  if (!row) throw new AppError('not_found', 'productNotFound');
  const [product] = await toProducts(deps, [row], true);
  const data = await withVariants(deps, product as Product, undefined, languages);
  return `{"ok":true,"data":${JSON.stringify(data)},"popular":${popular}}`;
}

/** The menu's live search: nothing until the text is longer than 3 characters, then up to 1000 products by name. */
export async function searchProducts(deps: ShopDeps, search: string) {
  const text = effectiveSearch(search);
  if (!text) return [];
  const { priceWithTaxes } = await getMainSettingsCached(deps);
  const rows = await findSearchResults(deps.db, text, PRODUCT_SEARCH_MAX_ROWS);
  return rows.map((r) => {
    const gross = toDecimal(money(r.gross, r.currency));
    return { id: r.id, name: r.name, logo: r.logo, grossPrice: gross, price: priceWithTaxes ? gross : toDecimal(money(r.net, r.currency)) };
  });
}
