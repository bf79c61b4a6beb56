import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { CustomerPricesTable, ProductsTable } from '../../db/schema.js';

/** What a product list asks for; every value reaches SQL as a bound parameter. */
export type ProductQuery = {
  /** Apply this customer's own prices (customer price, else their groups' lowest). */
  customerId?: number | undefined;
  /** Already normalised (lower case, no accents); matched anywhere in the name or description. */
  search?: string | undefined;
  productTypeId?: number | undefined;
  popular?: boolean;
  trending?: boolean;
  ids?: number[];
};
export type ProductSort = 'newest' | 'priceAsc' | 'priceDesc';

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Products the shop sells: published articles. */
function shopProducts(db: Executor, q: ProductQuery) {
  let query = db.selectFrom('products as p').where('p.category', '=', 'article').where('p.published', '=', 1);
  // The stored search text is already lower case without accents, so LIKE needs no case folding on either dialect.
  if (q.search) query = query.where(sql<boolean>`p.search_text like ${likeContains(q.search)} escape '\\'`);
  if (q.productTypeId !== undefined) query = query.where('p.product_type_id', '=', q.productTypeId);
  if (q.popular) query = query.where('p.popular', '=', 1);
  if (q.trending) query = query.where('p.trending', '=', 1);
  if (q.ids) {
    // By id, a variant is sold too (a cart line names it), but only while its parent is in the shop.
    query = query.where('p.id', 'in', q.ids.length ? q.ids : [-1]).where(sql<boolean>`(p.parent_product_id is null or exists (
        select 1 from products pp where pp.id = p.parent_product_id and pp.published = 1 and pp.archived_at is null))`);
  } else {
    // The lists and the search show the articles; their variants are chosen on the product page.
    query = query.where('p.parent_product_id', 'is', null);
  }
  return query;
}

export async function countProducts(db: Executor, q: ProductQuery): Promise<number> {
  const row = await shopProducts(db, q).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

const productColumns = [
  'p.id',
  'p.name',
  'p.description',
  'p.logo',
  'p.product_type_id',
  'p.currency',
  'p.tax_percent',
  'p.transport_required',
  'p.track_stock',
  'p.stock',
  'p.created_at',
  'p.parent_product_id',
  sql<number>`case when exists (select 1 from products v where v.parent_product_id = p.id and v.published = 1) then 1 else 0 end`.as(
    'has_variants',
  ),
] as const;

/**
 * A page of products with the prices that apply: without a customer the list prices; with one, their own
 * price when they have one, else the lowest of their groups' prices, else the list price (`special` tells).
 * A variant selling at its parent's price (`own_price` 0) sells at it for everyone: its parent's group prices are
 * copied onto it by the parent's writes, and a customer's own price for the parent is theirs for it too (read here,
 * so every writer of a customer's price is followed); its own customer price, if one was set, comes first. A
 * variant at a price of its own keeps it. The list, the product page's variants, the cart and the checkout all
 * price through here. Sorting by price sorts by the price that applies, ties broken by id so pages never overlap.
 */
export async function findProducts(
  db: Executor,
  q: ProductQuery,
  opts: { sort: ProductSort; offset: number; limit: number; withDetail?: boolean },
) {
  const base = shopProducts(db, q);
  const customerId = q.customerId;
  const withPrices =
    customerId === undefined
      ? base.select(['p.gross_price as gross', 'p.net_price as net', sql<number>`0`.as('special')])
      : base
          .leftJoin('customer_prices as cp', (j) => j.onRef('cp.product_id', '=', 'p.id').on('cp.customer_id', '=', customerId))
          .leftJoin('customer_prices as pcp', (j) =>
            j.onRef('pcp.product_id', '=', 'p.parent_product_id').on('pcp.customer_id', '=', customerId).on('p.own_price', '=', 0),
          )
          .leftJoin(
            (eb) =>
              eb
                .selectFrom('customer_prices as g')
                .innerJoin('customer_group_members as m', 'm.customer_group_id', 'g.customer_group_id')
                .where('m.customer_id', '=', customerId)
                .select([
                  'g.product_id',
                  (e) => e.fn.min<number>('g.gross_price').as('gross'),
                  (e) => e.fn.min<number>('g.net_price').as('net'),
                ])
                .groupBy('g.product_id')
                .as('gp'),
            (j) => j.onRef('gp.product_id', '=', 'p.id'),
          )
          .select([
            sql<number>`coalesce(cp.gross_price, pcp.gross_price, gp.gross, p.gross_price)`.as('gross'),
            sql<number>`coalesce(cp.net_price, pcp.net_price, gp.net, p.net_price)`.as('net'),
            sql<number>`case when cp.id is not null or pcp.id is not null or gp.gross is not null then 1 else 0 end`.as('special'),
          ]);
  let query = withPrices.select(productColumns);
  if (opts.withDetail) query = query.select('p.detail');
  const priceRef =
    customerId === undefined ? sql.ref('p.gross_price') : sql`coalesce(cp.gross_price, pcp.gross_price, gp.gross, p.gross_price)`;
  if (opts.sort === 'newest') query = query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  else if (opts.sort === 'priceAsc') query = query.orderBy(priceRef, 'asc').orderBy('p.id', 'asc');
  else query = query.orderBy(priceRef, 'desc').orderBy('p.id', 'desc');
  const rows = await query.limit(opts.limit).offset(opts.offset).execute();
  return rows.map((r) => ({ ...r, detail: 'detail' in r ? (r.detail as string) : '' }));
}
export type ProductRow = Awaited<ReturnType<typeof findProducts>>[number];

/**
 * The anonymous product page's product (a published article, list prices), the same row `findProducts`
 * gives. One fixed SQL text rather than the query builder: the product page is the busiest read that no
 * cache can absorb (any of thousands of ids), and building the query took several times longer than running
 * it on its primary key.
 */
export async function findShopProductById(db: Executor, id: number): Promise<ProductRow | undefined> {
  const { rows } = await sql<ProductRow>`
    select p.gross_price as gross, p.net_price as net, 0 as special, p.id, p.name, p.description, p.logo,
           p.product_type_id, p.currency, p.tax_percent, p.transport_required, p.track_stock, p.stock,
           p.created_at, p.parent_product_id,
           case when exists (select 1 from products v where v.parent_product_id = p.id and v.published = 1) then 1 else 0 end as has_variants,
           p.detail
      from products p
     where p.id = ${id} and p.category = 'article' and p.published = 1 and p.parent_product_id is null`.execute(db);
  return rows[0];
}

export function findImages(db: Executor, productIds: number[]) {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .selectFrom('product_images')
    .select(['product_id', 'file'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/**
 * What a customer's shop prices come from: prices of their own, and the groups they belong to. One round trip
 * (read on every call of a member's shop list): a group's row each, and one null row when they have prices of their own.
 */
export async function findPricingFacts(db: Executor, customerId: number): Promise<{ ownPrices: boolean; groupIds: number[] }> {
  const { rows } = await sql<{ group_id: number | null }>`
    select customer_group_id as group_id from customer_group_members where customer_id = ${customerId}
    union all
    select null where exists (select 1 from customer_prices where customer_id = ${customerId})`.execute(db);
  const groupIds = rows.flatMap((r) => (r.group_id === null ? [] : [Number(r.group_id)]));
  return { ownPrices: groupIds.length < rows.length, groupIds: groupIds.sort((a, b) => a - b) };
}

export function findProductTypes(db: Executor) {
  return db.selectFrom('product_types').select(['id', 'name']).orderBy('sort_order').orderBy('name').execute();
}

/** Any product by id, published or not, with its stock (for stock checks). */
export function findProductsForStock(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'name', 'category', 'published', 'track_stock', 'stock']).where('id', 'in', ids).execute();
}

export function findSearchResults(db: Executor, search: string, limit: number) {
  return shopProducts(db, { search })
    .select(['p.id', 'p.name', 'p.logo', 'p.currency', 'p.gross_price as gross', 'p.net_price as net'])
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export async function insertProductType(db: Executor, name: string, sortOrder: number): Promise<number> {
  const row = await db.insertInto('product_types').values({ name, sort_order: sortOrder }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProduct(db: Executor, values: Insertable<ProductsTable>): Promise<number> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProductImages(db: Executor, productId: number, files: string[]): Promise<void> {
  if (!files.length) return;
  await db
    .insertInto('product_images')
    .values(files.map((file, i) => ({ product_id: productId, file, sort_order: i })))
    .execute();
}

export async function insertCustomerPrice(db: Executor, values: Insertable<CustomerPricesTable>): Promise<void> {
  await db.insertInto('customer_prices').values(values).execute();
}

/** Shop articles by id with the price that applies to the customer (or the list price), for pricing a cart. */
export function findProductsToSell(db: Executor, ids: number[], customerId: number | undefined) {
  if (!ids.length) return Promise.resolve([]);
  return findProducts(db, { customerId, ids }, { sort: 'newest', offset: 0, limit: ids.length });
}

/** A product page's variants on sale, in their order, with their list prices and stock. */
export function findShopVariants(db: Executor, parentId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'currency', 'gross_price', 'net_price', 'track_stock', 'stock'])
    .where('parent_product_id', '=', parentId)
    .where('published', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The names (and photo) of the parents of variants being sold: a variant's sale line is "Parent · Variant". */
export function findParentsOf(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('products').select(['id', 'name', 'logo', 'transport_required']).where('id', 'in', ids).execute();
}
