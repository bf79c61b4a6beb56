import { DateTime } from 'luxon';
import { FEE_RUN_MAX_PERIODS } from '@clubportal/contract/staff-fees';

/** The day `months` after a club-local day (due days are the 1st to the 28th, so the day of the month stays). */
export function addMonths(day: string, months: number): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ months }).toISODate() as string;
}

/** The due days from `next` up to `upTo` (both included), one per period, at most {@link FEE_RUN_MAX_PERIODS}. */
export function dueDaysUpTo(next: string, periodMonths: number, upTo: string): string[] {
  const days: string[] = [];
  for (let day = next; day <= upTo && days.length < FEE_RUN_MAX_PERIODS; day = addMonths(day, periodMonths)) days.push(day);
  return days;
}
