import { PaymentMethodType } from '@clubportal/contract/enums';
import type { CurrencyCode } from '@clubportal/contract/money';
import { recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Tx } from '../../db/unit-of-work.js';
import { nowInstant } from '../../lib/clock.js';
import { paidByVoucher, refundToVoucher, returnSessions } from '../vouchers/index.js';
import { saleMeans } from './payment-means.js';
import { METHOD_NAMES } from './provider-registry.service.js';
import { queueSaleCardRefunds, type RefundsDeps } from './refunds.service.js';
import { staffRefundedOfSale } from './staff-refunds.repository.js';

/**
 * One way a refund goes back: to a voucher (money, or `sessions` to a sessions voucher), to the card
 * (pending until its provider answers), or to the club's list of refunds to make at the desk (pending).
 * `amount` is the money of the sale it gives back (for sessions: what they paid).
 */
export type RefundLeg = {
  method: 'voucher' | 'card' | 'club';
  paymentMethod: string;
  amount: number;
  sessions: number;
  voucherId: number | null;
  status: 'done' | 'pending';
};

type PaidSale = { id: number; paid: number; currency: string; customer_id: number; payment_method: string | null };

/**
 * Gives a paid sale's money back the way it came (issue 19): sessions to the sessions voucher they came
 * from, money to the money voucher that paid it, card charges to the card (refunds.service.ts), and what
 * the club collected to the club's pending refunds. `toWallet` (the booking type's voucher refund rule)
 * sends the money parts to a money voucher instead; sessions always go back to their voucher. A sale paid
 * before payment means were recorded goes back as before: to the wallet when a voucher paid it, else to
 * the card. The refund and its legs are in the audit log as `actor`'s (the member cancelling, a job).
 */
export async function refundSaleAsPaid(
  trx: Tx,
  deps: RefundsDeps,
  sale: PaidSale,
  toWallet: boolean,
  actor: AuditActor,
): Promise<RefundLeg[]> {
  // What staff already gave back of this sale at the desk is not given back twice.
  const byStaff = await staffRefundedOfSale(trx, sale.id);
  if (byStaff > 0) sale = { ...sale, paid: Math.max(0, sale.paid - byStaff) };
  const legs = await refundLegs(trx, deps, sale, toWallet);
  const after = {
    refunded: sale.paid,
    currency: sale.currency,
    legs: legs.map((l) => ({ method: l.method, amount: l.amount, sessions: l.sessions, voucherId: l.voucherId, status: l.status })),
  };
  await recordAudit(trx, { actor, action: 'sale.refund', entity: 'sale', entityId: sale.id, after }, nowInstant(deps.clock));
  return legs;
}

async function refundLegs(trx: Tx, deps: RefundsDeps, sale: PaidSale, toWallet: boolean): Promise<RefundLeg[]> {
  const now = nowInstant(deps.clock);
  const currency = sale.currency as CurrencyCode;
  const legs: RefundLeg[] = [];
  const toVoucher = async (amount: number, paidFrom?: number) => {
    const v = await refundToVoucher(trx, {
      customerId: sale.customer_id,
      saleId: sale.id,
      amount,
      currency,
      at: now,
      ...(paidFrom !== undefined ? { paidFrom } : {}),
    });
    legs.push({ method: 'voucher', paymentMethod: v.description, amount, sessions: 0, voucherId: v.id, status: 'done' });
  };
  const means = await saleMeans(trx, sale.id);
  let rest = sale.paid;
  for (const m of means.filter((x) => x.means === 'voucher' && x.voucher_id !== null)) {
    const amount = Math.min(m.amount, rest);
    rest -= amount;
    if (m.voucher_kind === 'sessions') {
      const v = await returnSessions(trx, { voucherId: m.voucher_id as number, sessions: m.voucher_taken, saleId: sale.id, at: now });
      legs.push({ method: 'voucher', paymentMethod: v.description, amount, sessions: m.voucher_taken, voucherId: v.id, status: 'done' });
    } else if (amount > 0) await toVoucher(amount, m.voucher_id as number);
  }
  if (rest <= 0) return legs;
  if (toWallet || (means.length === 0 && (await paidByVoucher(trx, sale.id)))) {
    await toVoucher(rest);
    return legs;
  }
  const card = await queueSaleCardRefunds(trx, deps, { id: sale.id, paid: rest });
  const clubName = METHOD_NAMES[PaymentMethodType.Pending] ?? 'Club';
  const atClub = means.some((m) => m.means === 'club') || sale.payment_method === clubName;
  // Money no card charge covers, taken at the club: the club gives it back there. Without a record of how
  // it was paid (a sale settled outside the checkout), it stays a card refund for the club to follow, as before.
  const cardPart = atClub ? card : rest;
  const cardName = means.find((m) => m.means === 'provider')?.method_name ?? sale.payment_method ?? 'Card';
  if (cardPart > 0)
    legs.push({ method: 'card', paymentMethod: cardName, amount: cardPart, sessions: 0, voucherId: null, status: 'pending' });
  if (rest - cardPart > 0)
    legs.push({ method: 'club', paymentMethod: clubName, amount: rest - cardPart, sessions: 0, voucherId: null, status: 'pending' });
  return legs;
}
