/**
 * The dates the grid's date picker offers (spec section 5): the club's today up to the club date of now plus
 * anticipationMins, when the type sets it. Worked out with Intl in the club's zone rather than Luxon, so the
 * grid's first page ships without it (the server applies the same limit with contract/booking-rules). Once the
 * server has answered the grid, its `lastDate` is the last date instead (`servedDateRange`): the server's rule for
 * whoever asks, which for a member holding a season pass is the pass's longer booking window.
 */

import { isCalendarDate } from '@clubportal/contract/calendar-date';
import { clubDate } from '../../../lib/club-date';
import type { DateRange } from '../../../lib/served-date-range';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** First and last bookable club dates; last is null without an anticipation limit. */
export function bookableDateRange(nowMs: number, anticipationMins: number | null, zone: string): DateRange {
  const last = anticipationMins !== null && anticipationMins > 0 ? clubDate(nowMs + anticipationMins * MINUTE, zone) : null;
  return { first: clubDate(nowMs, zone), last };
}

/** `yyyy-MM-dd` plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The date to show: the asked one when bookable, else the first bookable one. */
export function clampDate(asked: string | null, range: DateRange): string {
  if (asked === null || !isCalendarDate(asked) || asked < range.first) return range.first;
  return range.last !== null && asked > range.last ? range.last : asked;
}

/** The days of the picker's strip: from the first date, at most `max` of them, not past the last. */
export function stripDates(range: DateRange, max: number): string[] {
  const dates: string[] = [];
  for (let d = range.first; dates.length < max && (range.last === null || d <= range.last); d = addDays(d, 1)) dates.push(d);
  return dates;
}
