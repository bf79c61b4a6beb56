import { PaymentMethodType } from '@clubportal/contract/enums';
import { money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import type { DeskPaymentMethod } from '@clubportal/contract/staff-customers';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { getSales, saleOpenForPayment } from '../sales/index.js';
import { createPayment, settlePayment, type PaymentsDeps } from './payment-lifecycle.service.js';
import { findClubPaymentAwaiting, findPayment } from './payments.repository.js';

/** How a desk payment reads on the sale and the receipt, as stored: the club's language (the demo club is Spanish), as METHOD_NAMES. */
export const DESK_METHOD_NAMES: Record<DeskPaymentMethod, string> = { cash: 'Efectivo', 'card-terminal': 'Datáfono' };

/** Whether the sale is still of the booking the desk saw, as it saw it (the booking module's, handed down by the app). */
export type BookingSeenCheck = (trx: Tx, saleId: number, booking: { id: number; version: string }) => Promise<void>;

/**
 * A pending sale (an order, a fee's charge, a booking's or sign-up's share) paid at the desk, in cash or on the
 * club's card terminal. The one home of a sale becoming paid is used as for a member's payment: a payment row of
 * the club (`provider` 'club', so a refund of it is the club's to give back) covering the sale's outstanding
 * amount, settled once by `settlePayment` (the sale's `paid` grows, what stood behind it becomes paid, the means
 * are recorded, the member gets the receipt mail). The amount is the server's: what the sale still owes. The
 * sale's row is locked first and its state read under the lock, so a second click (or a second desk) finds it
 * paid and gets a 409: one payment, whatever the clicks. Taken from a booking on the day grid, the booking the desk
 * saw is checked first (`seen`): moved, re-priced or cancelled meanwhile, nothing is taken (409 with what changed). Audited `sale.desk_payment` beside `payment.settle`.
 * A member who chose to pay at the club left a pending payment of the club's for the sale: when it covers this
 * sale alone for what it owes, that payment is the one settled (locked first), so no pay-at-club payment stays
 * pending once the desk has the money.
 */
export async function payAtDesk(
  deps: PaymentsDeps,
  actor: AuditActor,
  saleId: number,
  method: DeskPaymentMethod,
  seen?: (trx: Tx) => Promise<void>,
) {
  const paymentId = await unitOfWork(deps.db, async (trx) => {
    // Taken from the day grid: the booking is still what the desk saw (its row locked before the sale's, as every booking writer).
    if (seen) await seen(trx);
    if (!(await lockRow(trx, 'sales', saleId))) throw new AppError('not_found', 'deskSaleNotFound');
    const [sale] = await getSales(trx, [saleId]);
    if (!sale) throw new AppError('not_found', 'deskSaleNotFound');
    const now = nowInstant(deps.clock);
    const outstanding = sale.total - sale.paid;
    if (sale.status !== 'pending' || outstanding <= 0) throw new AppError('conflict', 'deskSaleNotOwed', { number: sale.number });
    if (sale.customer_id === null) throw new AppError('conflict', 'deskSaleNoCustomer', { number: sale.number });
    if (!saleOpenForPayment(sale, now)) throw new AppError('conflict', 'deskSaleHoldLapsed', { number: sale.number });
    const waiting = await findClubPaymentAwaiting(trx, saleId, outstanding);
    if (waiting && (await lockRow(trx, 'payments', waiting.id))) {
      const payment = await findPayment(trx, waiting.id);
      if (payment?.status === 'pending') {
        if ((await settlePayment(trx, deps, payment, DESK_METHOD_NAMES[method], undefined, actor)) !== 'paid')
          throw new Error(`desk payment ${payment.id} of sale ${saleId} was refused under its own lock`);
        await auditDeskPayment(trx, actor, sale, outstanding, method, payment.id, now);
        return payment.id;
      }
    }
    const id = await createPayment(trx, deps.clock, {
      guid: null,
      requestHash: `desk:${saleId}:${method}`,
      customerId: sale.customer_id,
      methodType: PaymentMethodType.Pending,
      provider: 'club',
      amount: outstanding,
      currency: sale.currency as CurrencyCode,
      promoId: null,
      sales: [{ saleId, amount: outstanding }],
    });
    const payment = await findPayment(trx, id);
    if (!payment) throw new Error(`payment ${id} just made is missing`);
    const settled = await settlePayment(trx, deps, payment, DESK_METHOD_NAMES[method], undefined, actor);
    if (settled !== 'paid') throw new Error(`desk payment ${id} of sale ${saleId} was refused under its own lock`);
    await auditDeskPayment(trx, actor, sale, outstanding, method, id, now);
    return id;
  });
  const [sale] = await getSales(deps.db, [saleId]);
  return {
    sale: {
      id: saleId,
      number: sale!.number,
      status: sale!.status,
      paid: toDecimal(money(sale!.paid, sale!.currency)),
      currency: sale!.currency,
    },
    paymentId,
  };
}

async function auditDeskPayment(
  trx: Tx,
  actor: AuditActor,
  sale: { id: number; status: string; paid: number; total: number; currency: string; customer_id: number | null },
  outstanding: number,
  method: DeskPaymentMethod,
  paymentId: number,
  now: Instant,
) {
  await recordAudit(
    trx,
    {
      actor,
      action: 'sale.desk_payment',
      entity: 'sale',
      entityId: sale.id,
      before: { status: sale.status, paid: toDecimal(money(sale.paid, sale.currency)) },
      after: {
        status: 'paid',
        paid: toDecimal(money(sale.total, sale.currency)),
        amount: toDecimal(money(outstanding, sale.currency)),
        currency: sale.currency,
        method,
        paymentId,
        customerId: sale.customer_id,
      },
    },
    now,
  );
}
