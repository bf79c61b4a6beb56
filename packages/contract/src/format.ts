import { DateTime } from 'luxon';

/** Format the spec calls the "system" date format. */
export const SYSTEM_DATE_FORMAT = 'yyyy-MM-dd HH:mm';
export const DEFAULT_CURRENCY_SYMBOL = '€';

export type PriceFormat = { currencySymbol: string; decimalSeparator: ',' | '.' };

/**
 * Spec section 9: "2 decimals when containing a decimal point, then currency symbol".
 * Whole amounts print without decimals (12 €), others with exactly two (12,50 €).
 */
export function formatPrice(amount: number, { currencySymbol, decimalSeparator }: PriceFormat): string {
  const text = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${text.replace('.', decimalSeparator)}\u00a0${currencySymbol || DEFAULT_CURRENCY_SYMBOL}`;
}

export type DateFormat = { dateFormat: string; timeZone: string; locale?: string };

/**
 * Formats an ISO instant in the club's time zone with the club's format (Luxon tokens).
 * Invalid input gives '' rather than "Invalid DateTime" on screen.
 */
export function formatDate(iso: string, { dateFormat, timeZone, locale }: DateFormat): string {
  const dt = DateTime.fromISO(iso, { zone: 'utc' }).setZone(timeZone);
  if (!dt.isValid) return '';
  return dt.toFormat(dateFormat, locale ? { locale } : undefined);
}

/** Money travels as decimals on the API and is stored as integer minor units. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}
