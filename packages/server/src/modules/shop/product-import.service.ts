import type { ProductImportRow } from '@clubportal/contract/staff-imports';
import { productAsEntered, type StaffProductBody } from '@clubportal/contract/staff-shop';
import { PRODUCT_TAX_PERCENT } from '@clubportal/contract/tax';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { afterCommit, lockRow, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Instant } from '../../lib/clock.js';
import type { StaffAlerts } from '../../lib/staff-alerts.js';
import type { MessageKey } from '../../lib/messages.js';
import { catalogueChanged } from './catalogue-generation.js';
import {
  findGroupPrices,
  findImportableProducts,
  findStaffProduct,
  updateProduct,
  type StaffProductRow,
} from './product-admin.repository.js';
import { staffProduct, writeNewProduct, writeProductEdit, writeStockChange } from './product-admin.service.js';
import { findProductTypes, insertProductType } from './shop.repository.js';

/**
 * Shop articles written from a club's CSV catalogue (issue 32 §7): the rule of which product a row is and what
 * changes, through the staff editor's own writes. A row is the article with its external id (reference, SKU), else
 * the one active article with exactly its name (case aside). An empty cell keeps what the product has. A product
 * type unknown to the club is created: the console has no editor of types (only the demo seed makes them), and a
 * previous system's catalogue brings its own families; names match case aside, so a file never doubles one. A stock
 * given sets a counted stock through the ledger, the difference as one `adjusted` movement with its reason, audited
 * as the editor's adjustment; a product's stock is never overwritten.
 */

type Matched = StaffProductRow & { external_id: string | null };
type Refusal = { action: 'refuse'; field: keyof ProductImportRow | null; reason: MessageKey; params?: Record<string, string> };
export type ProductImportPlan =
  | {
      action: 'create' | 'update' | 'unchanged';
      product: Matched | null;
      body: StaffProductBody;
      /** The product type to create first (by this name), when the club has none called so. */
      newType: string | null;
      /** The stock the file counts (null: as it is). */
      stock: number | null;
      externalId: string | null;
    }
  | Refusal;

const lower = (s: string) => s.toLocaleLowerCase();
const DETAILS = [
  'name',
  'description',
  'productTypeId',
  'price',
  'basis',
  'taxPercent',
  'published',
  'trackStock',
  'lowStockThreshold',
] as const;

/** Plans every row against the shop's articles as they stand. Rows must already be valid and free of duplicates. */
export async function planProductImport(db: Executor, rows: readonly ProductImportRow[]): Promise<ProductImportPlan[]> {
  const products = await findImportableProducts(db);
  const byExternal = new Map(products.filter((p) => p.external_id).map((p) => [p.external_id!, p]));
  const byName = new Map<string, Matched[]>();
  for (const p of products.filter((x) => x.archived_at === null)) byName.set(lower(p.name), [...(byName.get(lower(p.name)) ?? []), p]);
  const types = new Map((await findProductTypes(db)).map((t) => [lower(t.name), t.id]));
  const prices = await findGroupPrices(
    db,
    products.map((p) => p.id),
  );
  return rows.map((row): ProductImportPlan => {
    if (row.trackStock === '0' && row.stock !== '') return { action: 'refuse', field: 'stock', reason: 'importStockUntracked' };
    let product: Matched | undefined = row.externalId ? byExternal.get(row.externalId) : undefined;
    if (!product) {
      const named = byName.get(lower(row.name)) ?? [];
      if (named.length > 1) return { action: 'refuse', field: 'name', reason: 'importNameTwiceInClub', params: { name: row.name } };
      product = named[0];
      if (product && row.externalId && product.external_id && product.external_id !== row.externalId)
        return { action: 'refuse', field: 'externalId', reason: 'importNameHasOtherId' };
    }
    if (product?.archived_at) return { action: 'refuse', field: 'externalId', reason: 'importArchivedMatch' };
    const typeId = row.type ? (types.get(lower(row.type)) ?? null) : undefined;
    const newType = row.type && typeId === null ? row.type : null;
    const stock = row.stock === '' ? null : Number(row.stock);
    const externalId = row.externalId && row.externalId !== product?.external_id ? row.externalId : null;
    const given = {
      ...(row.description ? { description: row.description } : {}),
      ...(typeId !== undefined ? { productTypeId: typeId } : {}),
      price: Number(row.price),
      ...(row.basis ? { basis: row.basis } : {}),
      ...(row.taxPercent ? { taxPercent: Number(row.taxPercent) } : {}),
      ...(row.published ? { published: row.published === '1' } : {}),
      ...(row.trackStock ? { trackStock: row.trackStock === '1' } : stock !== null ? { trackStock: true } : {}),
      ...(row.lowStockThreshold ? { lowStockThreshold: Number(row.lowStockThreshold) } : {}),
    };
    if (!product) {
      // A new article: as the editor's defaults, published (the previous system sold it), its price tax included.
      const body: StaffProductBody = {
        name: row.name,
        description: '',
        productTypeId: null,
        basis: 'gross',
        taxPercent: PRODUCT_TAX_PERCENT,
        published: true,
        trackStock: false,
        lowStockThreshold: 3,
        ...given,
      };
      return { action: 'create', product: null, body, newType, stock, externalId: row.externalId || null };
    }
    const entered = productAsEntered(staffProduct(product, prices));
    const body: StaffProductBody = { ...entered, name: row.name, ...given };
    delete body.groupPrices;
    delete body.logo;
    delete body.images;
    const changed =
      newType !== null ||
      externalId !== null ||
      DETAILS.some((k) => body[k] !== entered[k]) ||
      (stock !== null && body.trackStock && stock !== product.stock);
    return { action: changed ? 'update' : 'unchanged', product, body, newType, stock, externalId };
  });
}

/** The product types an import creates (or would): each new name once, case aside, as the file first writes it. */
export function newProductTypesOf(plans: ReadonlyArray<Exclude<ProductImportPlan, Refusal>>): string[] {
  const names = new Map<string, string>();
  for (const plan of plans) if (plan.newType !== null && !names.has(lower(plan.newType))) names.set(lower(plan.newType), plan.newType);
  return [...names.values()];
}

/** Writes the planned rows in the caller's unit of work, through the editor's writes, each audited as the editor does. */
export async function applyProductImport(
  trx: Tx,
  plans: ReadonlyArray<Exclude<ProductImportPlan, Refusal>>,
  opts: { actor: AuditActor; stockReason: string; now: Instant; caches: AppCaches; staffAlerts: StaffAlerts },
): Promise<void> {
  const { actor, now } = opts;
  const made = new Map<string, number>();
  let sortOrder = (await findProductTypes(trx)).length;
  for (const plan of plans) {
    if (plan.action === 'unchanged') continue;
    const body = { ...plan.body };
    if (plan.newType !== null) {
      let typeId = made.get(lower(plan.newType));
      if (typeId === undefined) {
        typeId = await insertProductType(trx, plan.newType, sortOrder++);
        made.set(lower(plan.newType), typeId);
        const after = { name: plan.newType };
        await recordAudit(trx, { actor, action: 'product_type.create', entity: 'product_type', entityId: typeId, after }, now);
      }
      body.productTypeId = typeId;
    }
    let product: Pick<StaffProductRow, 'id' | 'name' | 'stock'>;
    if (plan.product === null) {
      const id = await writeNewProduct(trx, actor, body, now, plan.externalId);
      product = { id, name: body.name, stock: 0 };
    } else {
      await lockRow(trx, 'products', plan.product.id);
      await writeProductEdit(trx, actor, plan.product, body, now);
      if (plan.externalId !== null) {
        await updateProduct(trx, plan.product.id, { external_id: plan.externalId });
        const change = { before: { externalId: plan.product.external_id }, after: { externalId: plan.externalId } };
        await recordAudit(trx, { actor, action: 'product.edit', entity: 'product', entityId: plan.product.id, ...change }, now);
      }
      // The stock as it stands under the row's lock: a sale since the plan was read moves the difference, not the file's figure.
      product = (await findStaffProduct(trx, plan.product.id)) ?? plan.product;
    }
    const quantity = plan.stock === null || !body.trackStock ? 0 : plan.stock - product.stock;
    if (quantity !== 0)
      await writeStockChange(trx, actor, product, { kind: 'adjusted', quantity, reason: opts.stockReason }, now, opts.staffAlerts);
  }
  afterCommit(trx, () => catalogueChanged(opts.caches));
}
