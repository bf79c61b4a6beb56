import { DateTime } from 'luxon';
import { fromDecimal, toDecimalString, type CurrencyCode, type Money } from './money.js';

/** Format the spec calls the "system" date format. */
export const SYSTEM_DATE_FORMAT = 'yyyy-MM-dd HH:mm';
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

// Reference dates that differ from the first in exactly one of year, month and day: a format that prints two
// of them the same cannot show that part. Fixed dates keep the check pure (no "now" when a part is missing).
const DATE_FORMAT_PROBE = DateTime.fromObject({ year: 2031, month: 12, day: 25, hour: 13, minute: 45 }, { zone: 'utc' });
const DATE_FORMAT_VARIANTS = [DATE_FORMAT_PROBE.set({ year: 2004 }), DATE_FORMAT_PROBE.set({ month: 3 }), DATE_FORMAT_PROBE.set({ day: 7 })];

/**
 * Whether `format` is a usable club date format: Luxon tokens that show the day, the month and the year
 * (dd/MM/yyyy, MM/dd/yyyy HH:mm, d MMMM yyyy) and read back to the same date.
 */
export function isUsableDateFormat(format: unknown): format is string {
  if (typeof format !== 'string' || format.trim() === '' || format.length > 64) return false;
  const text = DATE_FORMAT_PROBE.toFormat(format, { locale: 'en-US' });
  if (DATE_FORMAT_VARIANTS.some((variant) => variant.toFormat(format, { locale: 'en-US' }) === text)) return false;
  const back = DateTime.fromFormat(text, format, { zone: 'utc', locale: 'en-US' });
  return back.isValid && back.toISODate() === DATE_FORMAT_PROBE.toISODate();
}

export function dateFormatMessage(format: unknown): string {
  return `Unusable date format ${JSON.stringify(format)}: use Luxon tokens that show the day, month and year, such as dd/MM/yyyy`;
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
