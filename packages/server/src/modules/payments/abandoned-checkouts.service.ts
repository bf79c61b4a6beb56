import type { Db } from '../../db/dialect.js';
import { recordAudit, systemActor } from '../../db/audit-log.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import {
  cancelUnpaidSale,
  extendSaleHold,
  salesToPay,
  CHECKOUT_HOLD_MINUTES,
  holdStillHolds,
  holdUntil,
  HoldTakenMeanwhile,
  type HoldReleaser,
} from '../sales/index.js';
import { releasePromoUse, returnSaleStock } from '../shop/index.js';
import { findAbandonedCheckouts, findPayment, updatePayment, type PaymentRow } from './payments.repository.js';

/** A checkout's own sale is held from now for CHECKOUT_HOLD_MINUTES (sales/sale-holds.ts). */
export function checkoutHoldUntil(clock: Clock): Instant {
  return holdUntil(nowInstant(clock), CHECKOUT_HOLD_MINUTES);
}

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

const CHECKOUTS_RULE = 'release-abandoned-checkouts';

/**
 * Checkouts held until paid, for the hold engine: a checkout whose payment never came within its hold gives
 * back what it took: the units to stock, the promo use, and its sale is cancelled; the payment becomes
 * `abandoned` and frees the cart's guid (the same cart can check out again). Under the payment's row lock,
 * re-checked there: a payment that got paid meanwhile is never released. A success arriving later still
 * settles what can take it and flags the rest for a refund (`settlePayment`: the cancelled sale refuses it).
 * Each release is in the audit log as the `release-abandoned-checkouts` rule's.
 */
export function checkoutHoldReleaser(deps: { caches: AppCaches }): HoldReleaser {
  return {
    rule: CHECKOUTS_RULE,
    ranOut: (db, now, limit) => findAbandonedCheckouts(db, now, limit),
    release: async (trx, id, now) => ((await releaseCheckout(trx, deps.caches, id, now)) ? 1 : 0),
  };
}

async function releaseCheckout(trx: Tx, caches: AppCaches, paymentId: number, now: Instant): Promise<boolean> {
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
  await returnSaleStock(trx, saleId, systemActor(CHECKOUTS_RULE), now, caches);
  if (payment.promo_id !== null) await releasePromoUse(trx, payment.promo_id);
  await lockRow(trx, 'sales', saleId);
  if (!(await cancelUnpaidSale(trx, saleId))) throw new HoldTakenMeanwhile();
  const note = `${payment.note} Abandoned: not paid within ${CHECKOUT_HOLD_MINUTES} minutes; stock and promo given back.`.trim();
  await updatePayment(trx, paymentId, { status: 'abandoned', guid: null, note: note.slice(0, 300), updated_at: now });
  const change = {
    before: { status: payment.status, saleStatus: 'pending' },
    after: { status: 'abandoned', sale: saleId, saleStatus: 'cancelled' },
  };
  await recordAudit(
    trx,
    { actor: systemActor(CHECKOUTS_RULE), action: 'payment.abandoned', entity: 'payment', entityId: paymentId, ...change },
    now,
  );
  return true;
}
