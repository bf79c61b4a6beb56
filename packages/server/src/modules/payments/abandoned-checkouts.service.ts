import type { Db } from '../../db/dialect.js';
import { recordAudit, systemActor } from '../../db/audit-log.js';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  cancelUnpaidSale,
  extendSaleHold,
  saleStockLines,
  salesToPay,
  CHECKOUT_HOLD_MINUTES,
  holdStillHolds,
  holdUntil,
} from '../sales/index.js';
import { releasePromoUse, returnStock } from '../shop/index.js';
import { findAbandonedCheckouts, findPayment, updatePayment, type PaymentRow } from './payments.repository.js';

/** A checkout's own sale is held from now for CHECKOUT_HOLD_MINUTES (sales/sale-holds.ts). */
export function checkoutHoldUntil(clock: Clock): Instant {
  return holdUntil(nowInstant(clock), CHECKOUT_HOLD_MINUTES);
}

class SaleTakenMeanwhile extends Error {}

/**
 * The customer is paying again (or still): the checkout's own sale is held for another
 * CHECKOUT_HOLD_MINUTES. Under the payment's row lock, so it never revives a released checkout.
 */
export async function renewCheckoutHold(deps: { db: Db; clock: Clock }, payment: PaymentRow): Promise<void> {
  if (payment.created_sale_id === null) return;
  const saleId = payment.created_sale_id;
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'payments', payment.id);
    const now = await findPayment(trx, payment.id);
    if (now?.status === 'pending' || now?.status === 'failed') await extendSaleHold(trx, saleId, checkoutHoldUntil(deps.clock));
  });
}

/**
 * Scheduled (`release-abandoned-checkouts`): a checkout whose payment never came within its hold gives
 * back what it took: the units to stock, the promo use, and its sale is cancelled; the payment becomes
 * `abandoned` and frees the cart's guid (the same cart can check out again). Each in its own unit of
 * work under the payment's row lock, re-checked there: a payment that got paid meanwhile is never
 * released. A success arriving later still settles what can take it and flags the rest for a refund
 * (`settlePayment`: the cancelled sale refuses it). Safe to run again. Each release is in the audit log.
 */
export async function releaseAbandonedCheckouts(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  caches: AppCaches;
}): Promise<number> {
  const now = nowInstant(deps.clock);
  let released = 0;
  for (const id of await findAbandonedCheckouts(deps.db, now, 100)) {
    try {
      if (await releaseCheckout(deps, id, now)) released += 1;
    } catch (err) {
      if (!(err instanceof SaleTakenMeanwhile)) deps.log.warn({ err, paymentId: id }, 'abandoned checkout not released; retried next run');
    }
  }
  return released;
}

async function releaseCheckout({ db, caches }: { db: Db; caches: AppCaches }, paymentId: number, now: Instant): Promise<boolean> {
  return unitOfWork(db, async (trx) => {
    await lockRow(trx, 'payments', paymentId);
    const payment = await findPayment(trx, paymentId);
    if (!payment || (payment.status !== 'pending' && payment.status !== 'failed') || payment.created_sale_id === null) return false;
    const saleId = payment.created_sale_id;
    const sale = (await salesToPay(trx, [saleId])).get(saleId);
    if (
      !sale ||
      sale.status !== 'pending' ||
      sale.paid > 0 ||
      sale.hold_expires_at === null ||
      holdStillHolds(sale.hold_expires_at, sale.status, now)
    )
      return false;
    // Products, then the promo, then the sale: the checkout's own lock order, so the two never deadlock.
    await returnStock(trx, await saleStockLines(trx, saleId), caches);
    if (payment.promo_id !== null) await releasePromoUse(trx, payment.promo_id);
    await lockRow(trx, 'sales', saleId);
    if (!(await cancelUnpaidSale(trx, saleId))) throw new SaleTakenMeanwhile();
    const note = `${payment.note} Abandoned: not paid within ${CHECKOUT_HOLD_MINUTES} minutes; stock and promo given back.`.trim();
    await updatePayment(trx, paymentId, { status: 'abandoned', guid: null, note: note.slice(0, 300), updated_at: now });
    const change = {
      before: { status: payment.status, saleStatus: 'pending' },
      after: { status: 'abandoned', sale: saleId, saleStatus: 'cancelled' },
    };
    await recordAudit(
      trx,
      { actor: systemActor('release-abandoned-checkouts'), action: 'payment.abandoned', entity: 'payment', entityId: paymentId, ...change },
      now,
    );
    return true;
  });
}
