import { useTranslation } from 'react-i18next';
import type { StaffVoucher } from '@clubportal/contract/staff-vouchers';
import { useMoneyFormat } from './stock-ledger';

/** A voucher's amount: money in its currency, or sessions. */
export function useVoucherAmount(): (v: Pick<StaffVoucher, 'kind' | 'currency'>, amount: number) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (v, amount) => (v.kind === 'money' ? money(amount, v.currency) : t('staff.vouchers.sessions', { count: amount }));
}
