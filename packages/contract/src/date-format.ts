import { DateTime } from 'luxon';

/** Format the spec calls the "system" date format. */
export const SYSTEM_DATE_FORMAT = 'yyyy-MM-dd HH:mm';

// Reference dates that differ from the first in exactly one of year, month and day: a format that prints two
// of them the same cannot show that part. Fixed dates keep the check pure (no "now" when a part is missing).
const DATE_FORMAT_PROBE = DateTime.fromObject({ year: 2031, month: 12, day: 25, hour: 13, minute: 45 }, { zone: 'utc' });
const DATE_FORMAT_VARIANTS = [
  DATE_FORMAT_PROBE.set({ year: 2004 }),
  DATE_FORMAT_PROBE.set({ month: 3 }),
  DATE_FORMAT_PROBE.set({ day: 7 }),
];

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
