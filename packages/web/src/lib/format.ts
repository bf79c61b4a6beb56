import { useCallback } from 'react';
import { formatDate, formatPrice } from '@clubportal/contract/format';
import { DEFAULT_CULTURE } from '@clubportal/contract/languages';
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

/**
 * Formats an ISO instant in the club's time zone with its date format; month and day names follow the
 * club's Culture (default en-US). `format` overrides the club format for one call (e.g. time only).
 */
export function useDateFormatter(): (iso: string, format?: string) => string {
  const { dateFormat, timeZone, Culture } = useSettings();
  return useCallback(
    (iso: string, format?: string) =>
      formatDate(iso, { dateFormat: format ?? dateFormat, timeZone, locale: Culture || DEFAULT_CULTURE }),
    [dateFormat, timeZone, Culture],
  );
}
