import { money, toDecimal } from '@clubportal/contract/money';
import type { Executor } from '../../db/dialect.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { overlayTexts, type TextLanguages } from '../club-texts/index.js';
import { findActiveTransport, findActiveTransports, insertTransport } from './transports.repository.js';

/**
 * The transports offered at checkout (spec: id, name, logo, deliveryTime, product.grossPrice), in their order,
 * name and delivery time in the reader's language where the club wrote them (`languages`; else as the club wrote them).
 */
export type TransportReader = { caches: AppCaches | null; languages: TextLanguages };
export async function listTransports(db: Executor, read?: TransportReader) {
  const stored = await findActiveTransports(db);
  const rows = read
    ? await overlayTexts(
        { db, caches: read.caches },
        'transport',
        stored,
        (t) => t.id,
        { name: 'name', deliveryTime: 'delivery_time' },
        read.languages,
      )
    : stored;
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    logo: t.logo,
    deliveryTime: t.delivery_time,
    product: { grossPrice: toDecimal(money(t.gross_price, t.currency)) },
  }));
}

/** A transport that can be chosen now, with its price (minor units, tax included). */
export async function findTransport(db: Executor, id: number) {
  const t = await findActiveTransport(db, id);
  return t
    ? {
        id: t.id,
        name: t.name,
        collect: t.collect === 1,
        productId: t.product_id,
        gross: t.gross_price,
        currency: t.currency,
        taxPercent: t.tax_percent,
      }
    : undefined;
}

export function createTransport(
  db: Executor,
  t: { productId: number; name: string; logo?: string; deliveryTime?: string; sortOrder?: number },
): Promise<number> {
  return insertTransport(db, {
    product_id: t.productId,
    name: t.name,
    logo: t.logo ?? '',
    delivery_time: t.deliveryTime ?? '',
    active: 1,
    sort_order: t.sortOrder ?? 0,
  });
}
