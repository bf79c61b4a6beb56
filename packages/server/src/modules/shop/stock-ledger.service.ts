import type { AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { StockMovementKind } from '../../db/schema.js';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import type { Instant } from '../../lib/clock.js';
import type { StaffAlerts } from '../../lib/staff-alerts.js';
import { catalogueChanged } from './catalogue-generation.js';
import { findProductsForStock } from './shop.repository.js';
import { addToStock, findSaleHeldStock, findStockThreshold, insertStockMovement } from './stock-ledger.repository.js';

export type StockMove = {
  productId: number;
  kind: StockMovementKind;
  /** Units in (positive) or out (negative); never zero. */
  quantity: number;
  reason?: string;
  saleId?: number | null;
  saleItemId?: number | null;
  actor: AuditActor;
  at: Instant;
  /**
   * The staff's alerts (issue 33 §8): a move taking a counted stock from above its product's low-stock threshold to
   * at or under it tells the staff who chose low-stock mails, in this unit of work. Given by every move that takes
   * units out on a request (a sale, the editor's adjustment, an import); the seed's opening stock has none.
   */
  alerts?: StaffAlerts;
};

/**
 * The one home of a stock change: adds the movement to the ledger and its quantity to `products.stock` (the
 * cached sum of the movements) on the same executor, the caller's unit of work. Returns the stock after, or
 * null when nothing moved: the product does not count its stock, or the move would take it below zero.
 */
export async function moveStock(db: Executor, m: StockMove): Promise<number | null> {
  if (!Number.isSafeInteger(m.quantity) || m.quantity === 0) throw new Error(`A stock movement moves whole units, got ${m.quantity}`);
  const after = await addToStock(db, m.productId, m.quantity);
  if (after === null) return null;
  const { actor } = m;
  await insertStockMovement(db, {
    product_id: m.productId,
    kind: m.kind,
    quantity: m.quantity,
    stock_after: after,
    reason: (m.reason ?? '').slice(0, 300),
    sale_id: m.saleId ?? null,
    sale_item_id: m.saleItemId ?? null,
    actor_kind: actor.kind,
    actor_id: actor.kind === 'system' ? null : actor.id,
    actor_label: (actor.kind === 'system' ? actor.job : actor.name).slice(0, 200),
    at: m.at,
  });
  if (m.alerts && m.quantity < 0) await alertLowStock(db, m.alerts, m.productId, after - m.quantity, after);
  return after;
}

/** The shop's low stock (the staff's low-stock list): counted and at or under the product's threshold. */
async function alertLowStock(db: Executor, alerts: StaffAlerts, productId: number, before: number, after: number): Promise<void> {
  const p = await findStockThreshold(db, productId);
  if (!p || !(before > p.low_stock_threshold && after <= p.low_stock_threshold)) return;
  await alerts(db, { kind: 'low-stock', productId, product: p.name, stock: after, threshold: p.low_stock_threshold });
}

/** A sale's product line as the sales module lists it (`saleStockLines`): the caller composes the two. */
export type SaleStockLine = { saleItemId: number; productId: number; stockParentId: number | null; units: number };

/**
 * Takes the units of a sale's product lines from counted stocks, in the selling unit of work: each product
 * row is locked (in id order, so two checkouts never wait on each other crosswise), every line's units are
 * checked against the stock before any moves, and each line becomes a `sold` movement naming the sale and
 * the line. Throws the check-stock messages when a product cannot serve its lines.
 */
export async function takeSaleStock(
  trx: Tx,
  sale: { id: number; lines: readonly SaleStockLine[] },
  actor: AuditActor,
  at: Instant,
  deps: { caches: AppCaches; staffAlerts: StaffAlerts },
): Promise<void> {
  const { id: saleId, lines } = sale;
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.stockParentId ?? l.productId, (wanted.get(l.stockParentId ?? l.productId) ?? 0) + l.units);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  for (const id of ids) await lockRow(trx, 'products', id);
  const products = new Map((await findProductsForStock(trx, ids)).map((p) => [p.id, p]));
  for (const id of ids) {
    const p = products.get(id);
    const units = wanted.get(id) ?? 0;
    if (!p) throw new AppError('conflict', 'productNotFound');
    if (p.track_stock === 1 && units > p.stock) {
      throw p.stock <= 0
        ? new AppError('conflict', 'outOfStock', { name: p.name })
        : new AppError('conflict', 'notEnoughStock', { name: p.name, available: p.stock });
    }
  }
  for (const l of lines) {
    const productId = l.stockParentId ?? l.productId;
    if (products.get(productId)?.track_stock !== 1 || l.units <= 0) continue;
    await moveStock(trx, {
      productId,
      kind: 'sold',
      quantity: -l.units,
      saleId,
      saleItemId: l.saleItemId,
      actor,
      at,
      alerts: deps.staffAlerts,
    });
  }
  if (ids.length) catalogueChanged(deps.caches);
}

/**
 * `takeSaleStock`'s counterpart: what the ledger says the sale still holds goes back as `returned` movements
 * (an abandoned checkout's), under the same row locks in the same id order. Run again, it returns nothing.
 */
export async function returnSaleStock(trx: Tx, saleId: number, actor: AuditActor, at: Instant, caches: AppCaches): Promise<void> {
  const held = await findSaleHeldStock(trx, saleId);
  const ids = [...new Set(held.map((h) => h.productId))];
  for (const id of ids) await lockRow(trx, 'products', id);
  for (const h of held) {
    await moveStock(trx, { productId: h.productId, kind: 'returned', quantity: h.held, saleId, saleItemId: h.saleItemId, actor, at });
  }
  if (ids.length) catalogueChanged(caches);
}

/**
 * Units of some lines of a sale given back (a returned order, issue 33 §5): each line's units go back to its
 * counted stock as a `returned` movement naming the sale and line, never more than the line still holds by the
 * ledger; products locked in id order. Answers the units that went back to a counted stock per line.
 */
export async function returnSaleLines(
  trx: Tx,
  saleId: number,
  lines: ReadonlyArray<{ saleItemId: number; units: number }>,
  actor: AuditActor,
  at: Instant,
  caches: AppCaches,
): Promise<Map<number, number>> {
  const held = await findSaleHeldStock(trx, saleId);
  const ids = [...new Set(held.filter((h) => lines.some((l) => l.saleItemId === h.saleItemId)).map((h) => h.productId))].sort(
    (a, b) => a - b,
  );
  for (const id of ids) await lockRow(trx, 'products', id);
  const back = new Map<number, number>();
  for (const l of lines) {
    const h = held.find((x) => x.saleItemId === l.saleItemId);
    const units = Math.min(l.units, h?.held ?? 0);
    if (!h || units <= 0) continue;
    await moveStock(trx, {
      productId: h.productId,
      kind: 'returned',
      quantity: units,
      reason: 'order returned',
      saleId,
      saleItemId: l.saleItemId,
      actor,
      at,
    });
    back.set(l.saleItemId, units);
  }
  if (ids.length) catalogueChanged(caches);
  return back;
}
