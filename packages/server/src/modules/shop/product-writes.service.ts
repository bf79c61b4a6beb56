import { money, type CurrencyCode } from '@clubportal/contract/money';
import { normalizeSearchText, productPriceFigures } from '@clubportal/contract/shop';
import { PRODUCT_TAX_PERCENT, type PriceBasis } from '@clubportal/contract/tax';
import { systemActor, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { ProductCategory } from '../../db/schema.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Instant } from '../../lib/clock.js';
import { catalogueChanged } from './catalogue-generation.js';
import { moveStock } from './stock-ledger.service.js';
import { insertCustomerPrice, insertProduct, insertProductImages } from './shop.repository.js';

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
  /** Undefined: stock is not counted; a number: counted, starting with this opening movement. */
  stock?: number;
  /** A whole percentage; by default the spec's 21 % on articles and transports, 0 elsewhere. */
  taxPercent?: number;
  lowStockThreshold?: number;
  published?: boolean;
  /** A variant's parent article (its size or colour), its place among the parent's, and whether its price is its own. */
  variantOf?: { parentId: number; sortOrder: number; ownPrice: boolean };
  /** The product's reference in the club's previous system (a CSV import's key); none by default. */
  externalId?: string | null;
  /** The opening stock's actor in the ledger; the seed's by default. */
  actor?: AuditActor;
  createdAt: Instant;
};

/** `caches`: the app whose catalogue answers the write drops (`null` for the seed of a fresh database). */
export async function createProduct(db: Executor, p: NewProduct, caches: AppCaches | null): Promise<number> {
  catalogueChanged(caches);
  const category = p.category ?? 'article';
  // Spec: the 21 % applies to product sale items; other lines (fees, bookings...) carry none here.
  const taxPercent = p.taxPercent ?? (category === 'article' || category === 'transport' ? PRODUCT_TAX_PERCENT : 0);
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
    stock: 0,
    ...(p.lowStockThreshold === undefined ? {} : { low_stock_threshold: p.lowStockThreshold }),
    published: p.published === false ? 0 : 1,
    search_text: normalizeSearchText(`${p.name} ${p.description ?? ''}`).slice(0, 1300),
    ...(p.externalId ? { external_id: p.externalId } : {}),
    ...(p.variantOf
      ? { parent_product_id: p.variantOf.parentId, sort_order: p.variantOf.sortOrder, own_price: p.variantOf.ownPrice ? 1 : 0 }
      : {}),
    created_at: p.createdAt,
    updated_at: p.createdAt,
  });
  await insertProductImages(db, id, p.images ?? []);
  if (p.stock)
    await moveStock(db, { productId: id, kind: 'opening', quantity: p.stock, actor: p.actor ?? systemActor('seed'), at: p.createdAt });
  return id;
}

/** A price of a product for one customer or one group, entered in the product's basis. */
export async function setCustomerPrice(
  db: Executor,
  target: { productId: number; customerId?: number; customerGroupId?: number },
  price: number,
  product: { basis: PriceBasis; currency: CurrencyCode; taxPercent?: number },
  caches: AppCaches | null,
): Promise<void> {
  catalogueChanged(caches);
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
