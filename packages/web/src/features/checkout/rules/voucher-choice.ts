import type { CheckoutInfo } from '@clubportal/contract/checkout';
import { fromDecimal, type Money } from '@clubportal/contract/money';

/** The voucher the member picked for one sale of the cart (nothing is picked until they do). */
export type VoucherChoice = { saleId: number; voucherId: number };

export type VoucherPayment = {
  saleId: number;
  voucher: { id: number; kind: string; description: string };
  /** Sessions: one session pays the whole sale. Money: what the voucher covers and what is left to pay. */
  sessions: number;
  covered: Money;
  rest: Money;
};

/**
 * What the picked voucher pays, from checkout-info's figures (the server decides and answers the same):
 * a sessions voucher pays the sale with one session; a money voucher pays up to its balance.
 * Null when nothing is picked or the pick is no longer offered (the cart or the vouchers changed).
 */
export function voucherPayment(
  info: Pick<CheckoutInfo, 'vouchers' | 'sales' | 'currency'> | undefined,
  choice: VoucherChoice | null,
): VoucherPayment | null {
  if (!info || !choice) return null;
  const offered = info.vouchers.find((v) => v.saleId === choice.saleId)?.vouchers.find((v) => v.voucher.id === choice.voucherId);
  const sale = info.sales.find((s) => s.id === choice.saleId);
  if (!offered || !sale) return null;
  const m = (n: number) => fromDecimal(n, info.currency, { rounding: 'halfUp' });
  const pending = m(sale.pending);
  const voucher = { id: offered.voucher.id, kind: offered.voucher.kind, description: offered.voucher.description };
  if (offered.voucher.kind !== 'money') return { saleId: sale.id, voucher, sessions: 1, covered: pending, rest: m(0) };
  const covered = Math.min(m(offered.voucher.balance).amount, pending.amount);
  return {
    saleId: sale.id,
    voucher,
    sessions: 0,
    covered: { ...pending, amount: covered },
    rest: { ...pending, amount: pending.amount - covered },
  };
}
