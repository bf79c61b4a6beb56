import { formatLevelRange } from '@clubportal/contract/booking-join';
import { levelToHundredths } from '@clubportal/contract/levels';
import type { OpenMatchesQuery } from '@clubportal/contract/open-matches';

/**
 * The list's filters as the address keeps them (`?date=&type=&level=&time=`), so a shared link or the way
 * back from a match opens the same list. Pure: read from and written to URLSearchParams.
 */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** Club time: morning until 14:00, afternoon until 18:00, evening after. */
const TIME_RANGES: Record<TimeOfDay, { from?: string; to?: string }> = {
  morning: { to: '14:00' },
  afternoon: { from: '14:00', to: '18:00' },
  evening: { from: '18:00' },
};
/** The levels a member may filter by: 1.0 to 7.0 in halves. */
export const LEVEL_CHOICES = Array.from({ length: 13 }, (_, i) => 1 + i / 2);

export type Filters = { date: string; typeId: number | null; level: number | null; time: TimeOfDay | null };

const isDate = (v: string | null): v is string =>
  v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00.000Z`).toISOString().startsWith(v);

/** The filters in the address; a missing or unreadable one is "any" (the date: `today`, never before it). */
export function readFilters(params: URLSearchParams, today: string): Filters {
  const date = params.get('date');
  const type = Number(params.get('type'));
  const level = Number(params.get('level'));
  const time = params.get('time');
  return {
    date: isDate(date) && date >= today ? date : today,
    typeId: Number.isInteger(type) && type > 0 ? type : null,
    level: params.get('level') !== null && LEVEL_CHOICES.includes(level) ? level : null,
    time: (TIMES_OF_DAY as readonly string[]).includes(time ?? '') ? (time as TimeOfDay) : null,
  };
}

export function writeFilters(f: Filters): Record<string, string> {
  return {
    date: f.date,
    ...(f.typeId !== null ? { type: String(f.typeId) } : {}),
    ...(f.level !== null ? { level: String(f.level) } : {}),
    ...(f.time !== null ? { time: f.time } : {}),
  };
}

/** The call's body for the filters. */
export function queryOf(f: Filters): OpenMatchesQuery {
  return {
    date: f.date,
    ...(f.typeId !== null ? { bookingTypeId: f.typeId } : {}),
    ...(f.level !== null ? { level: f.level } : {}),
    ...(f.time !== null ? TIME_RANGES[f.time] : {}),
  };
}

/** A level as the list shows it: one decimal, two when it has them (3.0, 3.25). */
export function formatLevel(level: number): string {
  const hundredths = levelToHundredths(level);
  return (hundredths / 100).toFixed(hundredths % 10 === 0 ? 1 : 2);
}

/** "3.0-4.0", "3.0+", "≤ 4.0", or null for a match open to every level (the contract's one wording). */
export function rangeText(m: { minLevel: number | null; maxLevel: number | null }): string | null {
  const h = (level: number | null) => (level === null ? null : levelToHundredths(level));
  return formatLevelRange({ min: h(m.minLevel), max: h(m.maxLevel) }, formatLevel);
}
