import { z } from 'zod';
import { gridStatusParam, type GridColumns } from './grid-status.js';
import { okEnvelope } from './api-result.js';
import { idNumber, idOrZeroParam, idParam } from './ids.js';
import type { Money } from './money.js';
import { computeTax, PRODUCT_TAX_PERCENT, type PriceBasis } from './tax.js';
import { MAX_UNITS_PER_LINE, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH_EXCLUSIVE, SHOP_PAGE_SIZE, ShopSort } from './shop-limits.js';

// The limits live apart (no schemas there) so the web's first page can read them without the shop's schemas.
export {
  HIGHLIGHT_LIST_SIZE,
  MAX_UNITS_PER_LINE,
  PRODUCT_SEARCH_MAX_ROWS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH_EXCLUSIVE,
  SHOP_PAGE_SIZE,
  ShopSort,
} from './shop-limits.js';

/**
 * The shop list's `gridStatus` query parameter: URL-encoded JSON.
 *
 * ```json
 * { "sort": 2, "search": "pala", "filters": { "ProductTypeId": 3 }, "page": 1 }
 * ```
 * Every field is optional: sort defaults to 1 (newest), no search, all product types, page 1. `page` is
 * used only when the request has no `startRow`/`endRow`. Unknown fields are refused (400), so a typo never
 * silently lists everything.
 */
export const shopGridStatusSchema = z
  .object({
    sort: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    search: z.string().max(SEARCH_MAX_LENGTH).default(''),
    filters: z.object({ ProductTypeId: idNumber.nullable().optional() }).strict().default({}),
    page: z.number().int().min(1).max(100_000).optional(),
  })
  .strict();
export type ShopGridStatus = z.infer<typeof shopGridStatusSchema>;

/** The shop's columns in AG-Grid's form (`grid-status.ts`): product type, a search by name, newest or by price. */
const SHOP_GRID_COLUMNS: GridColumns = {
  filters: ['ProductTypeId'],
  search: ['Name'],
  sorts: {
    'Created:desc': ShopSort.Newest,
    'Id:desc': ShopSort.Newest,
    'Price:asc': ShopSort.PriceAsc,
    'Price:desc': ShopSort.PriceDesc,
  },
};

/** `gridStatus` as it arrives: JSON text (already URL-decoded by the server), today's form or AG-Grid's. */
export const gridStatusParamSchema = gridStatusParam('gridStatus', SHOP_GRID_COLUMNS, shopGridStatusSchema);

const rowSchema = idOrZeroParam.pipe(z.number().max(10_000_000));

/** GET /api/shop/list?startRow&endRow&gridStatus: endRow is exclusive, at most one page (30) per call. */
export const shopListQuerySchema = z.object({
  startRow: rowSchema.optional(),
  endRow: rowSchema.optional(),
  gridStatus: gridStatusParamSchema.optional(),
});
/** GET /api/shop/list-by-customer?customerId&startRow&endRow&gridStatus: the same, with the customer's prices. */
export const shopListByCustomerQuerySchema = shopListQuerySchema.extend({ customerId: idParam });
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

export type PageWindow = { offset: number; limit: number };
export type PageWindowError = 'endBeforeStart' | 'tooManyRows';

/**
 * The rows a shop list call asks for. `startRow`/`endRow` (endRow exclusive) win; without them `page`
 * (1-based) picks a page of {@link SHOP_PAGE_SIZE}. A window wider than a page, or ending before it
 * starts, is refused. With only one of startRow/endRow the other is a page away.
 */
export function pageWindow(q: {
  startRow?: number | undefined;
  endRow?: number | undefined;
  page?: number | undefined;
}): PageWindow | PageWindowError {
  if (q.startRow === undefined && q.endRow === undefined) {
    return { offset: ((q.page ?? 1) - 1) * SHOP_PAGE_SIZE, limit: SHOP_PAGE_SIZE };
  }
  const start = q.startRow ?? Math.max(0, (q.endRow ?? 0) - SHOP_PAGE_SIZE);
  const end = q.endRow ?? start + SHOP_PAGE_SIZE;
  if (end <= start) return 'endBeforeStart';
  if (end - start > SHOP_PAGE_SIZE) return 'tooManyRows';
  return { offset: start, limit: end - start };
}

/** Lower case without accents: what both the stored search text and a searched text are reduced to. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The search a list applies: the normalised text when it is longer than 3 characters, none when it is
 * empty or shorter (spec: "search triggers only when empty or longer than 3 characters").
 */
export function effectiveSearch(search: string | undefined): string | undefined {
  const s = normalizeSearchText(search ?? '');
  return s.length > SEARCH_MIN_LENGTH_EXCLUSIVE ? s : undefined;
}

export const productTypeSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A product (spec section 3: id, name, logo, grossPrice, price, created, detail, description,
 * ProductTypeId, hasStock). `grossPrice` is tax included; `price` is the figure the portal shows, gross or
 * net by the club's priceWithTaxes; `netPrice` is before tax. Prices are decimal numbers of the club's
 * currency and already the customer's own price on the customer calls. `logo` and `images` are file names
 * under the settings' Uploads path.
 */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  images: z.array(z.string()),
  grossPrice: z.number(),
  price: z.number(),
  netPrice: z.number(),
  /** True when this is a customer's own price (customer or group price). */
  isSpecialPrice: z.boolean(),
  created: z.string(),
  detail: z.string(),
  description: z.string(),
  ProductTypeId: z.number().int().nullable(),
  hasStock: z.boolean(),
  transportRequired: z.boolean(),
  taxPercent: z.number().int(),
  /** It is sold as one of its variants (sizes, colours), chosen on its page: a list's card links there. */
  hasVariants: z.boolean().optional(),
  /**
   * The product page's variants (sizes, colours), in their order, names in the reader's language: each is sold
   * as a product of its own (its id in the cart line, its own stock). Absent in lists and for a product without.
   */
  variants: z
    .array(z.object({ id: z.number().int(), name: z.string(), price: z.number(), grossPrice: z.number(), hasStock: z.boolean() }))
    .optional(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductVariant = NonNullable<Product['variants']>[number];

export const shopListResponseSchema = okEnvelope({
  data: z.array(productSchema),
  popular: z.array(productSchema),
  productTypes: z.array(productTypeSchema),
  totalCount: z.number().int(),
  startRow: z.number().int(),
  endRow: z.number().int(),
});
export type ShopListResponse = z.infer<typeof shopListResponseSchema>;

/** GET /api/shop/get/{id}[/{customerId}] */
export const productParamsSchema = z.object({ id: idParam });
export const productByCustomerParamsSchema = z.object({ id: idParam, customerId: idParam });
export const productResponseSchema = okEnvelope({ data: productSchema, popular: z.array(productSchema) });

/** GET /api/products/popular-products, /api/products/trending-products */
export const productsResponseSchema = okEnvelope({ data: z.array(productSchema) });

/** GET /api/products/search?search=: the menu's live product search (above 3 characters, up to 1000 rows). */
export const productSearchQuerySchema = z.object({ search: z.string().max(SEARCH_MAX_LENGTH).default('') });
export const productSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  price: z.number(),
  grossPrice: z.number(),
});
export const productSearchResponseSchema = okEnvelope({ results: z.array(productSearchResultSchema) });

/** POST /api/publicpayments/check-stock: spec fields of a sale item line. */
export const stockLineSchema = z.object({
  productId: idNumber,
  units: z.number().int().min(1).max(MAX_UNITS_PER_LINE),
  temp: z.boolean().optional(),
  /** When set, the line draws on this product's stock (a variant of a parent product). */
  stockParentId: idNumber.nullable().optional(),
  stockParentName: z.string().max(100).nullable().optional(),
  stockDetail: z.string().max(200).nullable().optional(),
});
export const checkStockBodySchema = z.object({
  /** Null or absent for a guest. */
  customerId: idNumber.nullable().optional(),
  saleItemsDto: z.array(stockLineSchema).min(1).max(200),
});
export type CheckStockBody = z.infer<typeof checkStockBodySchema>;
/** `ok: false` with `error` (the spec's field) when some line cannot be served; the client adds nothing then. */
export const checkStockResponseSchema = z.union([z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false), error: z.string() })]);

/**
 * Net and gross unit price of a product priced in `basis` (tax on top, or included), by the one tax rule
 * of the portal (tax.ts: per line, half up). What is stored beside the entered price.
 */
export function productPriceFigures(
  price: Money,
  basis: PriceBasis,
  taxPercent: number = PRODUCT_TAX_PERCENT,
): { net: Money; gross: Money } {
  const { net, gross } = computeTax([{ unitPrice: price, units: 1 }], { currency: price.currency, basis, taxPercent });
  return { net, gross };
}

/** The unit price the portal shows: gross when the club's priceWithTaxes is on, net otherwise. */
export function shownPrice(prices: { net: Money; gross: Money }, priceWithTaxes: boolean): Money {
  return priceWithTaxes ? prices.gross : prices.net;
}
