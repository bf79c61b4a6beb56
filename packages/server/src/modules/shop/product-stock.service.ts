import type { CurrencyCode } from '@clubportal/contract/money';
import type { CheckStockBody } from '@clubportal/contract/shop';
import type { Executor } from '../../db/dialect.js';
import type { MessageKey, MessageParams } from '../../lib/messages.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/index.js';
import { lineStock } from './sale-line-stock.service.js';
import { findParentsOf, findProductsForStock, findProductsToSell } from './shop.repository.js';
import type { ShopDeps } from './shop.service.js';

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
  // A product sold as its variants is not sold itself: the line must name one of them.
  const rows = (await findProductsToSell(db, [...new Set(ids)], customerId)).filter((r) => Number(r.has_variants) !== 1);
  const parents = new Map(
    (await findParentsOf(db, [...new Set(rows.flatMap((r) => (r.parent_product_id === null ? [] : [r.parent_product_id])))])).map((p) => [
      p.id,
      p,
    ]),
  );
  return new Map(
    rows.map((r) => {
      const parent = r.parent_product_id === null ? undefined : parents.get(r.parent_product_id);
      return [
        r.id,
        {
          id: r.id,
          // A variant's line says which article it is: "Camiseta técnica · M".
          name: parent ? `${parent.name} · ${r.name}`.slice(0, 200) : r.name,
          logo: r.logo || (parent?.logo ?? ''),
          currency: r.currency,
          unitPrice: Number(r.gross),
          taxPercent: r.tax_percent,
          transportRequired: r.transport_required === 1 || parent?.transport_required === 1,
        },
      ];
    }),
  );
}
