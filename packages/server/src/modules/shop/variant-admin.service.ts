import type { StaffProductDetail, StaffVariantBody } from '@clubportal/contract/staff-shop';
import { MAX_VARIANTS, staffVariantBodySchema, type variantAsEntered } from '@clubportal/contract/staff-shop';
import { fromDecimal, money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import { normalizeSearchText } from '@clubportal/contract/shop';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import { afterCommit, lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { ClubLanguages } from '../club-texts/index.js';
import { catalogueChanged } from './catalogue-generation.js';
import { findGroupPrices, findVariants, renumberVariants, updateProduct, type StaffProductRow } from './product-admin.repository.js';
import { priceColumns, productIn, replaceGroupPrices, staffProductDetail, type ProductAdminDeps } from './product-admin.service.js';
import { createProduct } from './product-writes.service.js';
import { writeEditorTranslations as writeShopTranslations } from '../club-texts/index.js';
import { clubTextsOfVariants } from './variant-list.service.js';

/**
 * A shop article's variants for staff (issue 32 §4): sizes or colours, each a product of its own under its parent
 * (own stock, moved only by the stock ledger; own sale lines), named per language (club texts `product-variant`),
 * at its own price or its parent's (then it follows the parent's edits, member prices included), in the parent's
 * order, archived and never deleted. Each write is one unit of work with its `variant.*` audit record.
 */

const FIELDS = ['name'] as const;
const decimal = (amount: number, currency: string) => toDecimal(money(amount, currency));

type VariantContext = { caches: AppCaches | null; choice: ClubLanguages; now: Instant };

/** The parent a variant is added to or changed under: an article of its own, not archived. */
async function parentFor(trx: Tx, parentId: number): Promise<StaffProductRow> {
  await lockRow(trx, 'products', parentId);
  const parent = await productIn(trx, parentId);
  if (parent.archived_at !== null) throw new AppError('conflict', 'productIsArchived');
  if (parent.parent_product_id !== null) throw new AppError('conflict', 'variantOfVariant');
  return parent;
}

/** The variant's price columns: its own price (in the parent's basis and tax) or the parent's. */
function variantPrice(parent: StaffProductRow, body: { ownPrice: boolean; price: number }) {
  const price = body.ownPrice ? fromDecimal(body.price, parent.currency).amount : parent.price;
  const entered = { price: toDecimal(money(price, parent.currency)), basis: parent.price_basis, taxPercent: parent.tax_percent };
  return priceColumns(entered, parent.currency);
}

const audited = (b: ReturnType<typeof variantAsEntered>) => ({
  name: b.name,
  ownPrice: b.ownPrice,
  price: b.ownPrice ? b.price : null,
  trackStock: b.trackStock,
  published: b.published,
});

/**
 * Adds a variant under `parentId`, last among the parent's (audited `variant.create`, its translations `club_text.*`).
 * A counted one starts at 0 units: stock comes in by receiving it. The demo seed builds its variants through this.
 */
export async function writeNewVariant(
  trx: Tx,
  ctx: VariantContext,
  actor: AuditActor,
  parentId: number,
  input: StaffVariantBody,
): Promise<number> {
  const body = staffVariantBodySchema.parse(input);
  const parent = await parentFor(trx, parentId);
  const siblings = await findVariants(trx, parentId);
  if (siblings.filter((v) => v.archived_at === null).length >= MAX_VARIANTS)
    throw new AppError('conflict', 'tooManyVariants', { max: MAX_VARIANTS });
  const columns = variantPrice(parent, body);
  const id = await createProduct(
    trx,
    {
      name: body.name,
      productTypeId: parent.product_type_id,
      price: columns.price,
      basis: columns.price_basis,
      taxPercent: columns.tax_percent,
      currency: parent.currency as CurrencyCode,
      published: body.published,
      lowStockThreshold: parent.low_stock_threshold,
      ...(body.trackStock ? { stock: 0 } : {}),
      variantOf: { parentId, sortOrder: Math.max(0, ...siblings.map((v) => v.sort_order)) + 1, ownPrice: body.ownPrice },
      actor,
      createdAt: ctx.now,
    },
    ctx.caches,
  );
  if (!body.ownPrice) {
    const prices = await findGroupPrices(trx, [parentId]);
    const groupPrices = prices.map((g) => ({ customerGroupId: g.customer_group_id as number, price: decimal(g.price, parent.currency) }));
    await replaceGroupPrices(trx, id, groupPrices, {
      basis: parent.price_basis,
      taxPercent: parent.tax_percent,
      currency: parent.currency,
    });
  }
  await recordAudit(
    trx,
    { actor, action: 'variant.create', entity: 'product', entityId: id, after: { parentId, ...audited(body) } },
    ctx.now,
  );
  await writeShopTranslations(
    trx,
    { ...ctx, source: clubTextsOfVariants },
    actor,
    { entity: 'product-variant', id, fields: FIELDS },
    body.translations,
  );
  return id;
}

async function onVariant(
  deps: ProductAdminDeps,
  parentId: number,
  variantId: number,
  work: (trx: Tx, ctx: VariantContext, parent: StaffProductRow, variant: StaffProductRow, all: StaffProductRow[]) => Promise<void>,
): Promise<Omit<StaffProductDetail, 'ok'>> {
  const choice = await deps.languages();
  await unitOfWork(deps.db, async (trx) => {
    const parent = await parentFor(trx, parentId);
    await lockRow(trx, 'products', variantId);
    const all = await findVariants(trx, parentId);
    const variant = all.find((v) => v.id === variantId);
    if (!variant) throw new AppError('not_found', 'variantNotFound');
    await work(trx, { caches: deps.caches, choice, now: nowInstant(deps.clock) }, parent, variant, all);
    afterCommit(trx, () => catalogueChanged(deps.caches));
  });
  return staffProductDetail(deps, parentId);
}

/** POST /api/staff/products/{id}/variants */
export async function createStaffVariant(deps: ProductAdminDeps, actor: AuditActor, parentId: number, body: StaffVariantBody) {
  const choice = await deps.languages();
  await unitOfWork(deps.db, (trx) =>
    writeNewVariant(trx, { caches: deps.caches, choice, now: nowInstant(deps.clock) }, actor, parentId, body),
  );
  return staffProductDetail(deps, parentId);
}

/** Changes a variant's name, translations, price (own or the parent's), counting and publishing; never its stock. */
export async function editStaffVariant(
  deps: ProductAdminDeps,
  actor: AuditActor,
  parentId: number,
  variantId: number,
  input: StaffVariantBody,
) {
  const body = staffVariantBodySchema.parse(input);
  return onVariant(deps, parentId, variantId, async (trx, ctx, parent, variant) => {
    if (variant.archived_at !== null) throw new AppError('conflict', 'productIsArchived');
    await updateProduct(trx, variantId, {
      name: body.name,
      ...variantPrice(parent, body),
      own_price: body.ownPrice ? 1 : 0,
      track_stock: body.trackStock ? 1 : 0,
      published: body.published ? 1 : 0,
      search_text: normalizeSearchText(body.name).slice(0, 1300),
      updated_at: ctx.now,
    });
    if (!body.ownPrice) {
      const prices = await findGroupPrices(trx, [parentId]);
      const groupPrices = prices.map((g) => ({ customerGroupId: g.customer_group_id as number, price: decimal(g.price, parent.currency) }));
      await replaceGroupPrices(trx, variantId, groupPrices, {
        basis: parent.price_basis,
        taxPercent: parent.tax_percent,
        currency: parent.currency,
      });
    } else if (variant.own_price === 0) {
      // Its own price now: the parent's member prices no longer apply to it.
      await replaceGroupPrices(trx, variantId, [], {
        basis: parent.price_basis,
        taxPercent: parent.tax_percent,
        currency: parent.currency,
      });
    }
    const before = audited({
      name: variant.name,
      translations: {},
      ownPrice: variant.own_price === 1,
      price: decimal(variant.price, variant.currency),
      trackStock: variant.track_stock === 1,
      published: variant.published === 1,
    });
    const change = changedFields(before, audited(body));
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'variant.edit', entity: 'product', entityId: variantId, ...change }, ctx.now);
    await writeShopTranslations(
      trx,
      { ...ctx, source: clubTextsOfVariants },
      actor,
      { entity: 'product-variant', id: variantId, fields: FIELDS },
      body.translations,
    );
  });
}

/** Puts a variant at `position` among its parent's in use (audited `variant.move`). */
export async function moveStaffVariant(deps: ProductAdminDeps, actor: AuditActor, parentId: number, variantId: number, position: number) {
  return onVariant(deps, parentId, variantId, async (trx, ctx, _parent, variant, all) => {
    if (variant.archived_at !== null) throw new AppError('conflict', 'productIsArchived');
    const ids = all.filter((v) => v.archived_at === null).map((v) => v.id);
    const from = ids.indexOf(variantId);
    ids.splice(from, 1);
    const to = Math.min(position - 1, ids.length);
    ids.splice(to, 0, variantId);
    await renumberVariants(trx, ids);
    if (from !== to)
      await recordAudit(
        trx,
        {
          actor,
          action: 'variant.move',
          entity: 'product',
          entityId: variantId,
          before: { position: from + 1 },
          after: { position: to + 1 },
        },
        ctx.now,
      );
  });
}

/** Archives a variant: no longer sold, kept (its sales and stock ledger point at it); audited `variant.archive`. */
export async function archiveStaffVariant(deps: ProductAdminDeps, actor: AuditActor, parentId: number, variantId: number) {
  return onVariant(deps, parentId, variantId, async (trx, ctx, _parent, variant) => {
    if (variant.archived_at !== null) return;
    await updateProduct(trx, variantId, { published: 0, archived_at: ctx.now, updated_at: ctx.now });
    await recordAudit(
      trx,
      { actor, action: 'variant.archive', entity: 'product', entityId: variantId, before: { archived: false }, after: { archived: true } },
      ctx.now,
    );
  });
}
