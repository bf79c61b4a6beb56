import type { AuditActor } from '../../../db/audit-log.js';
import type { Tx } from '../../../db/unit-of-work.js';
import type { Instant } from '../../../lib/clock.js';
import { type RefundsDeps, refundSaleAsPaid, type RefundLeg } from '../../payments/index.js';
import { cancelSale } from '../../sales/index.js';
import { insertRefund } from '../core/bookings.repository.js';

type PaidShare = { id: number; paid: number; currency: string; customer_id: number; payment_method: string | null };

/**
 * Gives a paid share of a booking back the way it was paid (payments/sale-refunds.service.ts; `toWallet`:
 * the booking type's voucher rule), records each leg in `booking_refunds` (what My Bookings' refund info and
 * staff read) and cancels the sale. The owner's cancel and a released hold (a joiner paid, the owner did not)
 * both refund through here.
 */
export async function refundShare(
  trx: Tx,
  deps: RefundsDeps,
  p: { bookingId: number; sale: PaidShare; toWallet: boolean; now: Instant; actor: AuditActor },
): Promise<RefundLeg[]> {
  const legs = await refundSaleAsPaid(trx, deps, p.sale, p.toWallet, p.actor);
  for (const leg of legs) {
    await insertRefund(trx, {
      booking_id: p.bookingId,
      sale_id: p.sale.id,
      customer_id: p.sale.customer_id,
      method: leg.method,
      payment_method: leg.paymentMethod,
      amount: leg.amount,
      sessions: leg.sessions,
      currency: p.sale.currency,
      voucher_id: leg.voucherId,
      status: leg.status,
      created_at: p.now,
    });
  }
  await cancelSale(trx, p.sale.id);
  return legs;
}
