import { sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { ProductsTable } from '../../db/schema.js';
import { likeContains } from './shop.repository.js';

export type StaffProductQuery = { search?: string | undefined; lowStock: boolean; archived: boolean };
/** The staff list shows this many products at most (a club's shop has tens to a few hundred). */
const STAFF_LIST_LIMIT = 500;

const staffColumns = [
  'id',
  'name',
  'description',
  'product_type_id',
  'price',
  'price_basis',
  'tax_percent',
  'net_price',
  'gross_price',
  'currency',
  'published',
  'archived_at',
  'track_stock',
  'stock',
  'low_stock_threshold',
  'logo',
  'parent_product_id',
  'own_price',
  'sort_order',
] as const;

/** The shop's articles as staff list them, by name; `search` is already normalised (`normalizeSearchText`). */
export function findStaffProducts(db: Executor, q: StaffProductQuery) {
  let query = db.selectFrom('products').select(staffColumns).where('category', '=', 'article');
  // The list is of articles; the low-stock list also names the variants (sizes, colours) running low, each its own stock.
  if (!q.lowStock) query = query.where('parent_product_id', 'is', null);
  if (q.search) query = query.where(sql<boolean>`search_text like ${likeContains(q.search)} escape '\\'`);
  if (q.lowStock) query = query.where('track_stock', '=', 1).where((eb) => eb('stock', '<=', eb.ref('low_stock_threshold')));
  if (!q.archived) query = query.where('archived_at', 'is', null);
  return query.orderBy('name').orderBy('id').limit(STAFF_LIST_LIMIT).execute();
}
export type StaffProductRow = Awaited<ReturnType<typeof findStaffProducts>>[number];

/** One shop article (not a booking's, fee's or transport's product). */
export function findStaffProduct(db: Executor, id: number): Promise<StaffProductRow | undefined> {
  return db.selectFrom('products').select(staffColumns).where('category', '=', 'article').where('id', '=', id).executeTakeFirst();
}

export async function updateProduct(db: Executor, id: number, values: Updateable<ProductsTable>): Promise<void> {
  await db.updateTable('products').set(values).where('id', '=', id).execute();
}

/** The products' prices for customer groups (member prices), in each product's basis. */
export function findGroupPrices(db: Executor, productIds: number[]) {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .selectFrom('customer_prices')
    .select(['product_id', 'customer_group_id', 'price'])
    .where('product_id', 'in', productIds)
    .where('customer_group_id', 'is not', null)
    .orderBy('customer_group_id')
    .execute();
}

export async function deleteGroupPrices(db: Executor, productId: number): Promise<void> {
  await db.deleteFrom('customer_prices').where('product_id', '=', productId).where('customer_group_id', 'is not', null).execute();
}

export function findCustomerGroups(db: Executor) {
  return db.selectFrom('customer_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

/** The names of the articles the given variants belong to. */
export async function findParentNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A parent article's variants: those in use in their order, then the archived ones. */
export function findVariants(db: Executor, parentId: number): Promise<StaffProductRow[]> {
  return db
    .selectFrom('products')
    .select(staffColumns)
    .where('parent_product_id', '=', parentId)
    .orderBy(sql`case when archived_at is null then 0 else 1 end`)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Every variant of the shop (the club texts' editor lists their names). */
export function findAllVariants(db: Executor) {
  return db
    .selectFrom('products as v')
    .innerJoin('products as p', 'p.id', 'v.parent_product_id')
    .select(['v.id', 'v.name', 'p.name as parent_name'])
    .orderBy('p.name')
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();
}

export async function renumberVariants(db: Executor, ids: readonly number[]): Promise<void> {
  for (const [i, id] of ids.entries())
    await db
      .updateTable('products')
      .set({ sort_order: i + 1 })
      .where('id', '=', id)
      .execute();
}

/** A product's gallery (its photos besides the main one), in order. */
export async function findProductImageFiles(db: Executor, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images')
    .select('file')
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.file);
}

export async function deleteProductImages(db: Executor, productId: number): Promise<void> {
  await db.deleteFrom('product_images').where('product_id', '=', productId).execute();
}

/** Every shop article (not a variant), archived ones too, with its id in the club's previous system: a CSV import's matches. */
export function findImportableProducts(db: Executor) {
  return db
    .selectFrom('products')
    .select([...staffColumns, 'external_id'])
    .where('category', '=', 'article')
    .where('parent_product_id', 'is', null)
    .orderBy('id')
    .execute();
}
