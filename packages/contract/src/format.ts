import { fromDecimal, toDecimalString, type CurrencyCode, type Money } from './money.js';

export const DEFAULT_CURRENCY_SYMBOL = '€';

/** The club's money display settings: `CurrencySymbol`, `decimalSeparator` and `currencyCode`. */
export type PriceFormat = { currencySymbol: string; decimalSeparator: ',' | '.'; currencyCode: CurrencyCode };

/**
 * Spec section 9: "2 decimals when containing a decimal point, then currency symbol".
 * Whole amounts print without decimals (12 €, 15000 $ in CLP), others with all the currency's decimals
 * (12,50 € — two for EUR and MXN; CLP has none, so it never shows any).
 */
export function formatMoney(value: Money, { currencySymbol, decimalSeparator }: Omit<PriceFormat, 'currencyCode'>): string {
  const [whole = '', fraction = ''] = toDecimalString(value).split('.');
  const text = /^0*$/.test(fraction) ? whole : `${whole}${decimalSeparator}${fraction}`;
  return `${text}\u00a0${currencySymbol || DEFAULT_CURRENCY_SYMBOL}`;
}

/**
 * Formats a decimal amount as the API sends it (12.5) in the club's currency. The amount is first rounded
 * half away from zero to the currency's minor unit (3.335 -> 3,34 €; 1500.5 -> 1501 in CLP), so a screen
 * never shows, nor fails on, a fraction of a cent. A missing amount (NaN) gives '' rather than "NaN €".
 */
export function formatPrice(amount: number, format: PriceFormat): string {
  if (!Number.isFinite(amount)) return '';
  return formatMoney(fromDecimal(amount, format.currencyCode, { rounding: 'halfUp' }), format);
}
