import { z } from 'zod';

/**
 * Whether `value` is a real calendar day written yyyy-MM-dd: 2024-02-29 yes, 2023-02-29, 2024-02-31,
 * 2024-13-01 and 0000-00-00 no. Years 0001 to 9999 (there is no year 0).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
  return day <= daysInMonth;
}

export const CALENDAR_DATE_MESSAGE = 'Use the date format yyyy-MM-dd';

/** A yyyy-MM-dd string that names a real day. */
export const calendarDateSchema = z.string().refine(isCalendarDate, { error: CALENDAR_DATE_MESSAGE });
