import type { StaffProduct, StaffProductBody, StaffProductDetail } from '@clubportal/contract/staff-shop';
import { productAsEntered, STOCK_LEDGER_PAGE } from '@clubportal/contract/staff-shop';
import { fromDecimal, money, toDecimal } from '@clubportal/contract/money';
import { effectiveSearch, normalizeSearchText, productPriceFigures } from '@clubportal/contract/shop';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import { afterCommit, lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { StaffAlerts } from '../../lib/staff-alerts.js';
import { findMainSettings } from '../settings/index.js';
import { catalogueChanged } from './catalogue-generation.js';
import type { ClubLanguages } from '../club-texts/index.js';
import {
  deleteGroupPrices,
  deleteProductImages,
  findCustomerGroups,
  findGroupPrices,
  findParentNames,
  findProductImageFiles,
  findStaffProduct,
  findStaffProducts,
  findVariants,
  updateProduct,
  type StaffProductRow,
} from './product-admin.repository.js';
import { createProduct, setCustomerPrice } from './product-writes.service.js';
import { findProductTypes, insertProductImages } from './shop.repository.js';
import { otherLanguages } from '../club-texts/index.js';
import { staffVariants } from './variant-list.service.js';
import { findStockMovements } from './stock-ledger.repository.js';
import { moveStock } from './stock-ledger.service.js';

export type ProductAdminDeps = {
  db: Db;
  clock: Clock;
  caches: AppCaches;
  staffAlerts: StaffAlerts;
  languages: () => Promise<ClubLanguages>;
};

const decimal = (amount: number, currency: string) => toDecimal(money(amount, currency));

type GroupPriceRow = { product_id: number; customer_group_id: number | null; price: number };

export function staffProduct(r: StaffProductRow, groupPrices: readonly GroupPriceRow[], images: string[] = []): StaffProduct {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    productTypeId: r.product_type_id,
    price: decimal(r.price, r.currency),
    basis: r.price_basis,
    taxPercent: r.tax_percent,
    netPrice: decimal(r.net_price, r.currency),
    grossPrice: decimal(r.gross_price, r.currency),
    currency: r.currency,
    published: r.published === 1,
    archived: r.archived_at !== null,
    trackStock: r.track_stock === 1,
    stock: r.stock,
    lowStockThreshold: r.low_stock_threshold,
    lowStock: r.track_stock === 1 && r.stock <= r.low_stock_threshold,
    logo: r.logo,
    images,
    parentId: r.parent_product_id,
    groupPrices: groupPrices
      .filter((g) => g.product_id === r.id && g.customer_group_id !== null)
      .map((g) => ({ customerGroupId: g.customer_group_id as number, price: decimal(g.price, r.currency) })),
  };
}

/** The staff list: the shop's articles by name, a search, the low-stock list (counted, at or under the threshold). */
export async function listStaffProducts(
  deps: Pick<ProductAdminDeps, 'db'>,
  q: { search?: string; lowStock?: boolean; archived?: boolean },
) {
  const search = effectiveSearch(q.search);
  const [rows, types, groups] = await Promise.all([
    findStaffProducts(deps.db, { search, lowStock: q.lowStock === true, archived: q.archived === true }),
    findProductTypes(deps.db),
    findCustomerGroups(deps.db),
  ]);
  const prices = await findGroupPrices(
    deps.db,
    rows.map((r) => r.id),
  );
  // A variant on the low-stock list reads with its article's name: "Camiseta junior · Talla 8".
  const parents = await findParentNames(deps.db, [
    ...new Set(rows.flatMap((r) => (r.parent_product_id === null ? [] : [r.parent_product_id]))),
  ]);
  const named = (r: StaffProductRow) =>
    r.parent_product_id === null ? r : { ...r, name: `${parents.get(r.parent_product_id) ?? ''} · ${r.name}` };
  return {
    products: rows.map((r) => staffProduct(named(r), prices)),
    productTypes: types.map((t) => ({ id: t.id, name: t.name })),
    customerGroups: groups.map((g) => ({ id: g.id, name: g.name })),
  };
}

export async function productIn(db: Db | Tx, id: number): Promise<StaffProductRow> {
  const row = await findStaffProduct(db, id);
  if (!row) throw new AppError('not_found', 'productNotFound');
  return row;
}

/** One product with its photos, its stock ledger (latest movement first) and its variants with their translations. */
export async function staffProductDetail(
  deps: Pick<ProductAdminDeps, 'db' | 'languages'>,
  id: number,
): Promise<Omit<StaffProductDetail, 'ok'>> {
  const row = await productIn(deps.db, id);
  const product = staffProduct(row, await findGroupPrices(deps.db, [id]), await findProductImageFiles(deps.db, id));
  const movements = await findStockMovements(deps.db, id, STOCK_LEDGER_PAGE);
  const choice = await deps.languages();
  return {
    product,
    variants: row.parent_product_id === null ? await staffVariants(deps.db, row, choice) : [],
    defaultLanguage: choice.fallback,
    languages: otherLanguages(choice),
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      quantity: m.quantity,
      stockAfter: m.stock_after,
      reason: m.reason,
      saleId: m.sale_id,
      actor: m.actor_label,
      at: m.at,
    })),
  };
}

/** The price as stored: minor units in its basis, with net and gross derived by the contract's tax rule. */
export function priceColumns(body: Pick<StaffProductBody, 'price' | 'basis' | 'taxPercent'>, currency: string) {
  const price = fromDecimal(body.price, currency);
  const { net, gross } = productPriceFigures(price, body.basis, body.taxPercent);
  return { price_basis: body.basis, price: price.amount, net_price: net.amount, gross_price: gross.amount, tax_percent: body.taxPercent };
}

/**
 * Writes a product's member prices (one per customer group, in the product's basis and tax: the tax rule
 * derives net and gross) in place of the ones it had; customers' own prices stay. Refuses a group that is not
 * the club's, or one named twice.
 */
export async function replaceGroupPrices(
  trx: Tx,
  productId: number,
  prices: ReadonlyArray<{ customerGroupId: number; price: number }>,
  product: { basis: 'net' | 'gross'; taxPercent: number; currency: string },
): Promise<void> {
  const groups = new Set((await findCustomerGroups(trx)).map((g) => g.id));
  const named = prices.map((p) => p.customerGroupId);
  if (named.some((g) => !groups.has(g)) || new Set(named).size !== named.length) throw new AppError('bad_request', 'groupPriceInvalid');
  await deleteGroupPrices(trx, productId);
  for (const p of prices) {
    await setCustomerPrice(
      trx,
      { productId, customerGroupId: p.customerGroupId },
      fromDecimal(p.price, product.currency).amount,
      product,
      null,
    );
  }
}

/** A new shop article; a counted one starts at 0 units (stock comes in by receiving it). */
export async function createStaffProduct(deps: ProductAdminDeps, actor: AuditActor, body: StaffProductBody) {
  const id = await unitOfWork(deps.db, async (trx) => {
    const id = await writeNewProduct(trx, actor, body, nowInstant(deps.clock));
    afterCommit(trx, () => catalogueChanged(deps.caches));
    return id;
  });
  return staffProductDetail(deps, id);
}

/** Writes a new article and its `product.create` audit record in the caller's unit of work (the editor's or an import's). */
export async function writeNewProduct(trx: Tx, actor: AuditActor, body: StaffProductBody, now: Instant, externalId: string | null = null) {
  // Before the identity step a club has no currency yet: the wizard starts from euros too.
  const currency = (await findMainSettings(trx))?.currencyCode ?? 'EUR';
  const id = await createProduct(
    trx,
    {
      name: body.name,
      description: body.description,
      productTypeId: body.productTypeId,
      price: fromDecimal(body.price, currency).amount,
      basis: body.basis,
      taxPercent: body.taxPercent,
      currency,
      published: body.published,
      lowStockThreshold: body.lowStockThreshold,
      ...(body.trackStock ? { stock: 0 } : {}),
      logo: body.logo ?? '',
      images: body.images ?? [],
      externalId,
      actor,
      createdAt: now,
    },
    null,
  );
  if (body.groupPrices?.length) await replaceGroupPrices(trx, id, body.groupPrices, { ...body, currency });
  const after = externalId === null ? body : { ...body, externalId };
  await recordAudit(trx, { actor, action: 'product.create', entity: 'product', entityId: id, after }, now);
  return id;
}

/** Changes what staff enter; never the stock, which only movements change. An archived product stays as it is. */
export async function editStaffProduct(deps: ProductAdminDeps, actor: AuditActor, id: number, body: StaffProductBody) {
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'products', id);
    const before = await productIn(trx, id);
    if (before.archived_at !== null) throw new AppError('conflict', 'productIsArchived');
    if (before.parent_product_id !== null) throw new AppError('conflict', 'productIsVariant');
    await writeProductEdit(trx, actor, before, body, nowInstant(deps.clock));
    afterCommit(trx, () => catalogueChanged(deps.caches));
  });
  return staffProductDetail(deps, id);
}

/**
 * Writes an article's new details and its `product.edit` audit record in the caller's unit of work, the product's row
 * held and known to be an active article (not a variant): the editor's and an import's one write.
 */
export async function writeProductEdit(trx: Tx, actor: AuditActor, before: StaffProductRow, body: StaffProductBody, now: Instant) {
  const id = before.id;
  const beforeImages = await findProductImageFiles(trx, id);
  await updateProduct(trx, id, {
    name: body.name,
    description: body.description,
    product_type_id: body.productTypeId,
    ...priceColumns(body, before.currency),
    published: body.published ? 1 : 0,
    track_stock: body.trackStock ? 1 : 0,
    low_stock_threshold: body.lowStockThreshold,
    search_text: normalizeSearchText(`${body.name} ${body.description}`).slice(0, 1300),
    ...(body.logo === undefined ? {} : { logo: body.logo }),
    updated_at: now,
  });
  if (body.images !== undefined) {
    await deleteProductImages(trx, id);
    await insertProductImages(trx, id, body.images);
  }
  const beforePrices = await findGroupPrices(trx, [id]);
  const entered = productAsEntered(staffProduct(before, beforePrices, beforeImages));
  // Member prices are stored in the product's basis: left out of the body they stay, re-derived under the new tax.
  const groupPrices = body.groupPrices ?? entered.groupPrices ?? [];
  const pricing = { basis: body.basis, taxPercent: body.taxPercent, currency: before.currency };
  await replaceGroupPrices(trx, id, groupPrices, pricing);
  // Variants selling at the parent's price follow it, member prices included.
  for (const v of await findVariants(trx, id)) {
    if (v.own_price === 1) continue;
    await updateProduct(trx, v.id, { ...priceColumns(body, before.currency), updated_at: now });
    await replaceGroupPrices(trx, v.id, groupPrices, pricing);
  }
  const left = (b: StaffProductBody) => ({
    ...b,
    ...(body.groupPrices === undefined ? { groupPrices: undefined } : {}),
    ...(body.logo === undefined ? { logo: undefined } : {}),
    ...(body.images === undefined ? { images: undefined } : {}),
  });
  const diff = changedFields(left(entered), left(body));
  await recordAudit(trx, { actor, action: 'product.edit', entity: 'product', entityId: id, ...diff }, now);
}

/** Archives a product: unpublished for good and kept, as its sales and ledger point at it (never deleted). */
export async function archiveStaffProduct(deps: ProductAdminDeps, actor: AuditActor, id: number) {
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'products', id);
    const before = await productIn(trx, id);
    if (before.archived_at !== null) return;
    const now = nowInstant(deps.clock);
    await updateProduct(trx, id, { published: 0, archived_at: now, updated_at: now });
    const change = { before: { published: before.published === 1, archived: false }, after: { published: false, archived: true } };
    await recordAudit(trx, { actor, action: 'product.archive', entity: 'product', entityId: id, ...change }, now);
    // Its variants go with it: none is sold without its parent.
    for (const v of await findVariants(trx, id)) {
      if (v.archived_at !== null) continue;
      await updateProduct(trx, v.id, { published: 0, archived_at: now, updated_at: now });
      await recordAudit(
        trx,
        { actor, action: 'variant.archive', entity: 'product', entityId: v.id, before: { archived: false }, after: { archived: true } },
        now,
      );
    }
    afterCommit(trx, () => catalogueChanged(deps.caches));
  });
  return staffProductDetail(deps, id);
}

type StockChange = { kind: 'received' | 'adjusted'; quantity: number; reason: string };

/** Units received (in) or adjusted with a reason (in or out, never below zero): one movement, audited. */
export async function changeStock(deps: ProductAdminDeps, actor: AuditActor, id: number, change: StockChange) {
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'products', id);
    const product = await productIn(trx, id);
    if (product.archived_at !== null) throw new AppError('conflict', 'productIsArchived');
    if (product.track_stock !== 1) throw new AppError('conflict', 'stockNotTracked');
    await writeStockChange(trx, actor, product, change, nowInstant(deps.clock), deps.staffAlerts);
    afterCommit(trx, () => catalogueChanged(deps.caches));
  });
  return staffProductDetail(deps, id);
}

/**
 * One stock movement through the ledger and its `stock.receive`/`stock.adjust` audit record, in the caller's unit of
 * work with the product's row held and its stock counted (the editor's and an import's): refused below zero.
 */
export async function writeStockChange(
  trx: Tx,
  actor: AuditActor,
  product: Pick<StaffProductRow, 'id' | 'name' | 'stock'>,
  change: StockChange,
  now: Instant,
  alerts: StaffAlerts,
) {
  const after = await moveStock(trx, { productId: product.id, ...change, actor, at: now, alerts });
  if (after === null) throw new AppError('conflict', 'stockWouldGoNegative', { name: product.name, stock: product.stock });
  const action = change.kind === 'received' ? 'stock.receive' : 'stock.adjust';
  const audit = { before: { stock: product.stock }, after: { stock: after, quantity: change.quantity, reason: change.reason } };
  await recordAudit(trx, { actor, action, entity: 'product', entityId: product.id, ...audit }, now);
}
