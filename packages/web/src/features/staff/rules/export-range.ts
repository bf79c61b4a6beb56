import { isExportRangeValid, MAX_EXPORT_DAYS, type ExportRange } from '@clubportal/contract/staff-exports';
import { isCalendarDate } from '@clubportal/contract/validation';

/** A day as `yyyy-mm-dd` on the device's calendar. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The range an export offers first: this month so far (its first day to today). */
export function defaultExportRange(today: Date): ExportRange {
  return { from: dayOf(new Date(today.getFullYear(), today.getMonth(), 1)), to: dayOf(today) };
}

/** What is wrong with a range before asking the server (the same rule it runs), or null when it may be exported. */
export function exportRangeProblem(range: ExportRange): 'missing' | 'range' | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'missing';
  return isExportRangeValid(range) ? null : 'range';
}

export { MAX_EXPORT_DAYS };
