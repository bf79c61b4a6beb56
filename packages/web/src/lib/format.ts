import { useCallback } from 'react';
import { formatPrice } from '@clubportal/contract/format';
import { useSettings } from './settings/settings-context';

/**
 * Formats an API amount (a decimal number) with the club's currency symbol and decimal separator; the
 * club's currency code sets the decimals (CLP prints none).
 */
export function usePriceFormatter(): (amount: number) => string {
  const { CurrencySymbol, decimalSeparator, currencyCode } = useSettings();
  return useCallback(
    (amount: number) => formatPrice(amount, { currencySymbol: CurrencySymbol, decimalSeparator, currencyCode }),
    [CurrencySymbol, decimalSeparator, currencyCode],
  );
}
