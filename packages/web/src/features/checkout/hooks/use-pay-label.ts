import { useTranslation } from 'react-i18next';
import { toDecimal } from '@clubportal/contract/money';
import { usePriceFormatter } from '../../../lib/format';
import type { Totals } from '../rules/checkout-rules';
import type { VoucherPayment } from '../rules/voucher-choice';

/** The pay button's words: what it pays with (a voucher's session or money, and what is left) or the total. */
export function usePayLabel(totals: Totals, voucher: VoucherPayment | null): string {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  if (voucher) {
    const name = voucher.voucher.description;
    if (voucher.sessions > 0) return t('checkout.payWithSessions', { name, count: voucher.sessions });
    const amount = price(toDecimal(voucher.covered));
    return voucher.rest.amount > 0
      ? t('checkout.payWithMoneyRest', { name, price: amount, rest: price(toDecimal(voucher.rest)) })
      : t('checkout.payWithMoney', { name, price: amount });
  }
  return totals.confirmOnly ? t('checkout.confirm') : t('checkout.proceed', { price: price(toDecimal(totals.total)) });
}
