import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import {
  effectiveSearch,
  HIGHLIGHT_LIST_SIZE,
  normalizeSearchText,
  pageWindow,
  PRODUCT_SEARCH_MAX_ROWS,
  productPriceFigures,
  SHOP_PAGE_SIZE,
  ShopSort,
  type CheckStockBody,
  type Product,
  type ShopGridStatus,
} from '@clubportal/contract/shop';
import { PRODUCT_TAX_PERCENT, type PriceBasis } from '@clubportal/contract/tax';
import type { Db, Executor } from '../../db/dialect.js';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import type { ProductCategory } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock, Instant } from '../../lib/clock.js';
import type { MessageKey, MessageParams } from '../../lib/messages.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/index.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { getMainSettingsCached, settingsVersion } from '../settings/index.js';
import { lineStock } from './sale-line-stock.service.js';
import {
  countProducts,
  decrementStock,
  incrementStock,
  findImages,
  findProductsToSell,
  findProducts,
  findProductsForStock,
  findShopProductById,
  findPricingFacts,
  findProductTypes,
  findSearchResults,
  insertCustomerPrice,
  insertProduct,
  insertProductImages,
  type ProductQuery,
  type ProductRow,
  type ProductSort,
} from './shop.repository.js';

export type ShopDeps = { db: Db; clock: Clock };

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
const catalogueCaches = new WeakMap<Db, TtlCache<Buffer>>();
let catalogueGeneration = 0;

/**
 * The JSON answer of an anonymous catalogue call, computed at most once per {@link CATALOGUE_CACHE_MS}
 * for each distinct request. Serialised and encoded once (UTF-8 bytes, sent as they are): the answer is
 * built by our own typed code.
 */
export function cachedCatalogueAnswer(deps: ShopDeps, key: string, compute: () => Promise<object | string>): Promise<Buffer> {
  let cache = catalogueCaches.get(deps.db);
  if (!cache)
    catalogueCaches.set(
      deps.db,
      (cache = new TtlCache<Buffer>(deps.clock, CATALOGUE_CACHE_MS, CATALOGUE_CACHE_ENTRIES, { jitter: CATALOGUE_CACHE_JITTER })),
    );
  return cache.get(`${catalogueGeneration}:${settingsVersion()}:${key}`, async () => {
    const answer = await compute();
    return Buffer.from(typeof answer === 'string' ? answer : JSON.stringify(answer));
  });
}

const countCaches = new WeakMap<Db, TtlCache<number>>();

/**
 * How many products match a search and type filter. The count does not depend on the page, the sort or the
 * customer, yet a substring search can only count by reading every product's search text: one count serves
 * every page and sort of the same search (and every customer) for the catalogue cache's period.
 */
function countMatching(deps: ShopDeps, query: ProductQuery): Promise<number> {
  let cache = countCaches.get(deps.db);
  if (!cache)
    countCaches.set(
      deps.db,
      (cache = new TtlCache<number>(deps.clock, CATALOGUE_CACHE_MS, CATALOGUE_CACHE_ENTRIES, { jitter: CATALOGUE_CACHE_JITTER })),
    );
  return cache.get(`${catalogueGeneration}:${JSON.stringify([query.search ?? '', query.productTypeId ?? null])}`, () =>
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
  const { priceWithTaxes } = await getMainSettingsCached(deps.db, deps.clock);
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
    };
  });
}

const highlightCaches = new WeakMap<Db, TtlCache<Product[]>>();

async function highlighted(deps: ShopDeps, which: 'popular' | 'trending', customerId?: number): Promise<Product[]> {
  if (customerId === undefined) {
    // The same list rides along every anonymous list and product page: computed once per cache period.
    let cache = highlightCaches.get(deps.db);
    if (!cache) highlightCaches.set(deps.db, (cache = new TtlCache<Product[]>(deps.clock, CATALOGUE_CACHE_MS, 4)));
    return cache.get(`${catalogueGeneration}:${settingsVersion()}:${which}`, () => highlightedNow(deps, which));
  }
  return highlightedNow(deps, which, customerId);
}

async function highlightedNow(deps: ShopDeps, which: 'popular' | 'trending', customerId?: number): Promise<Product[]> {
  const rows = await findProducts(deps.db, { customerId, [which]: true }, { sort: 'newest', offset: 0, limit: HIGHLIGHT_LIST_SIZE });
  return toProducts(deps, rows, false);
}

const highlightJsonCaches = new WeakMap<Db, TtlCache<string>>();

/**
 * The anonymous popular list as JSON, serialised once per cache period: it is nine tenths of every product
 * page's answer, and stringifying it again for each page was most of the page's serialisation.
 */
function highlightedJson(deps: ShopDeps, which: 'popular' | 'trending'): Promise<string> {
  let cache = highlightJsonCaches.get(deps.db);
  if (!cache) highlightJsonCaches.set(deps.db, (cache = new TtlCache<string>(deps.clock, CATALOGUE_CACHE_MS, 4)));
  return cache.get(`${catalogueGeneration}:${settingsVersion()}:${which}`, async () => JSON.stringify(await highlighted(deps, which)));
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
export async function getProduct(deps: ShopDeps, session: SessionClaims | null, id: number, customerId?: number) {
  const ownId = customerId === undefined ? undefined : (await authorizeCustomer(deps.db, session, customerId)).id;
  const [rows, popular] = await Promise.all([
    findProducts(deps.db, { customerId: ownId, ids: [id] }, { sort: 'newest', offset: 0, limit: 1, withDetail: true }),
    highlighted(deps, 'popular', ownId),
  ]);
  const row = rows[0];
  if (!row) throw new AppError('not_found', 'productNotFound');
  const [data] = await toProducts(deps, [row], true);
  return { data: data as Product, popular };
}

/**
 * The anonymous product page's answer as JSON (`{ ok, data, popular }`): the product serialised, the popular
 * list spliced in from its own serialised copy.
 */
export async function productPageJson(deps: ShopDeps, id: number): Promise<string> {
  const [row, popular] = await Promise.all([findShopProductById(deps.db, id), highlightedJson(deps, 'popular')]);
  if (!row) throw new AppError('not_found', 'productNotFound');
  const [data] = await toProducts(deps, [row], true);
  return `{"ok":true,"data":${JSON.stringify(data)},"popular":${popular}}`;
}

/** The menu's live search: nothing until the text is longer than 3 characters, then up to 1000 products by name. */
export async function searchProducts(deps: ShopDeps, search: string) {
  const text = effectiveSearch(search);
  if (!text) return [];
  const { priceWithTaxes } = await getMainSettingsCached(deps.db, deps.clock);
  const rows = await findSearchResults(deps.db, text, PRODUCT_SEARCH_MAX_ROWS);
  return rows.map((r) => {
    const gross = toDecimal(money(r.gross, r.currency));
    return { id: r.id, name: r.name, logo: r.logo, grossPrice: gross, price: priceWithTaxes ? gross : toDecimal(money(r.net, r.currency)) };
  });
}

export type StockAnswer = { ok: true } | { ok: false; key: MessageKey; params: MessageParams };

/**
 * Whether the lines can be served now: every product exists and is for sale, and products that count
 * their stock have enough units for all the lines drawing on them (each line draws on its own product's:
 * `lineStock` refuses a line naming another). Only an answer: nothing is reserved, the checkout checks
 * again when it sells.
 */
export async function checkStock(deps: ShopDeps, session: SessionClaims | null, body: CheckStockBody): Promise<StockAnswer> {
  if (body.customerId !== undefined && body.customerId !== null) await authorizeCustomer(deps.db, session, body.customerId);
  for (const line of body.saleItemsDto) lineStock(line);
  const ids = [...new Set(body.saleItemsDto.map((l) => l.productId))];
  const products = new Map((await findProductsForStock(deps.db, ids)).map((p) => [p.id, p]));
  const wanted = new Map<number, number>();
  for (const line of body.saleItemsDto) {
    const product = products.get(line.productId);
    if (!product) return { ok: false, key: 'productNotFound', params: {} };
    if (product.category !== 'article' || product.published !== 1)
      return { ok: false, key: 'productNotForSale', params: { name: product.name } };
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.units);
  }
  for (const [stockId, units] of wanted) {
    const p = products.get(stockId);
    if (!p || p.track_stock !== 1 || units <= p.stock) continue;
    return p.stock <= 0
      ? { ok: false, key: 'outOfStock', params: { name: p.name } }
      : { ok: false, key: 'notEnoughStock', params: { name: p.name, available: p.stock } };
  }
  return { ok: true };
}

/** A product as staff (and the demo seed) enter it: a price in a basis; the rest is derived here. */
export type NewProduct = {
  name: string;
  description?: string;
  detail?: string;
  category?: ProductCategory;
  productTypeId?: number | null;
  /** Minor units in `basis`. */
  price: number;
  basis: PriceBasis;
  currency: CurrencyCode;
  logo?: string;
  images?: string[];
  popular?: boolean;
  trending?: boolean;
  transportRequired?: boolean;
  /** Undefined: stock is not counted. */
  stock?: number;
  published?: boolean;
  createdAt: Instant;
};

export async function createProduct(db: Executor, p: NewProduct): Promise<number> {
  catalogueGeneration += 1;
  const category = p.category ?? 'article';
  // Spec: the 21 % applies to product sale items; other lines (fees, bookings...) carry none here.
  const taxPercent = category === 'article' || category === 'transport' ? PRODUCT_TAX_PERCENT : 0;
  const { net, gross } = productPriceFigures(money(p.price, p.currency), p.basis, taxPercent);
  const id = await insertProduct(db, {
    name: p.name,
    description: p.description ?? '',
    detail: p.detail ?? '',
    category,
    product_type_id: p.productTypeId ?? null,
    price_basis: p.basis,
    price: p.price,
    net_price: net.amount,
    gross_price: gross.amount,
    tax_percent: taxPercent,
    currency: p.currency,
    logo: p.logo ?? '',
    popular: p.popular ? 1 : 0,
    trending: p.trending ? 1 : 0,
    transport_required: p.transportRequired ? 1 : 0,
    track_stock: p.stock === undefined ? 0 : 1,
    stock: p.stock ?? 0,
    published: p.published === false ? 0 : 1,
    search_text: normalizeSearchText(`${p.name} ${p.description ?? ''}`).slice(0, 1300),
    created_at: p.createdAt,
    updated_at: p.createdAt,
  });
  await insertProductImages(db, id, p.images ?? []);
  return id;
}

/** A price of a product for one customer or one group, entered in the product's basis. */
export async function setCustomerPrice(
  db: Executor,
  target: { productId: number; customerId?: number; customerGroupId?: number },
  price: number,
  product: { basis: PriceBasis; currency: CurrencyCode; taxPercent?: number },
): Promise<void> {
  catalogueGeneration += 1;
  const { net, gross } = productPriceFigures(money(price, product.currency), product.basis, product.taxPercent ?? PRODUCT_TAX_PERCENT);
  await insertCustomerPrice(db, {
    product_id: target.productId,
    customer_id: target.customerId ?? null,
    customer_group_id: target.customerGroupId ?? null,
    price,
    net_price: net.amount,
    gross_price: gross.amount,
  });
}

/** A shop article as a cart line is sold: the price that applies to the customer, tax included. */
export type ProductToSell = {
  id: number;
  name: string;
  logo: string;
  currency: CurrencyCode;
  unitPrice: number;
  taxPercent: number;
  transportRequired: boolean;
};

/**
 * The published articles among `ids` with the customer's own prices (or the list prices for a guest).
 * A missing id is absent from the map: the caller refuses that line.
 */
export async function productsToSell(db: Executor, ids: number[], customerId: number | undefined): Promise<Map<number, ProductToSell>> {
  const rows = await findProductsToSell(db, [...new Set(ids)], customerId);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        logo: r.logo,
        currency: r.currency,
        unitPrice: Number(r.gross),
        taxPercent: r.tax_percent,
        transportRequired: r.transport_required === 1,
      },
    ]),
  );
}

/**
 * Takes the units of the lines from counted stocks, inside the selling unit of work: each product row is
 * locked (in id order, so two checkouts never wait on each other crosswise) and never goes below zero.
 * Throws the check-stock messages when a product cannot serve its lines.
 */
/**
 * `takeStock`'s counterpart: the units of lines that were never paid go back (an abandoned checkout),
 * under the same row locks in the same id order. In the caller's unit of work.
 */
export async function returnStock(
  trx: Tx,
  lines: ReadonlyArray<{ productId: number; stockParentId?: number | null | undefined; units: number }>,
): Promise<void> {
  const back = new Map<number, number>();
  for (const l of lines) {
    const stockId = l.stockParentId ?? l.productId;
    back.set(stockId, (back.get(stockId) ?? 0) + l.units);
  }
  const ids = [...back.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    await lockRow(trx, 'products', id);
    await incrementStock(trx, id, back.get(id) ?? 0);
  }
  if (ids.length) catalogueGeneration += 1;
}

export async function takeStock(
  trx: Tx,
  lines: ReadonlyArray<{ productId: number; stockParentId?: number | null | undefined; units: number }>,
): Promise<void> {
  const wanted = new Map<number, number>();
  for (const l of lines) {
    const stockId = l.stockParentId ?? l.productId;
    wanted.set(stockId, (wanted.get(stockId) ?? 0) + l.units);
  }
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  for (const id of ids) await lockRow(trx, 'products', id);
  const products = new Map((await findProductsForStock(trx, ids)).map((p) => [p.id, p]));
  for (const id of ids) {
    const p = products.get(id);
    const units = wanted.get(id) ?? 0;
    if (!p) throw new AppError('conflict', 'productNotFound');
    if (p.track_stock !== 1) continue;
    if (!(await decrementStock(trx, id, units))) {
      throw p.stock <= 0
        ? new AppError('conflict', 'outOfStock', { name: p.name })
        : new AppError('conflict', 'notEnoughStock', { name: p.name, available: p.stock });
    }
  }
  if (ids.length) catalogueGeneration += 1;
}
