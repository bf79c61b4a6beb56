import type { Voucher } from '@clubportal/contract/vouchers';

/**
 * Spec: "amounts starting with a minus are styled differently" (spending against recharges). Decided on
 * the text as shown, so whatever the format, what reads as negative looks negative.
 */
export function isSpending(shownAmount: string): boolean {
  return /^\s*[-\u2212]/.test(shownAmount);
}

/** A voucher's amounts as shown: money in the club's currency, sessions as whole numbers. */
export function voucherAmount(voucher: Pick<Voucher, 'kind'>, amount: number, price: (amount: number) => string): string {
  return voucher.kind === 'money' ? price(amount) : String(amount);
}
