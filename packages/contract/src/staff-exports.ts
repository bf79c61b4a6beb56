import { z } from 'zod';
import { calendarDate } from './validation.js';

/**
 * The staff console's exports (issue 32 §7): customers, bookings, sales and the stock ledger as CSV files a
 * spreadsheet opens, for staff holding `data.export`. Every cell a spreadsheet could read as a formula is
 * neutralised by the server; every export is recorded in the audit log.
 */

export const EXPORT_KINDS = ['customers', 'bookings', 'sales', 'stock-ledger'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** The exports that take a range of the club's days (customers are all exported at once). */
export const RANGED_EXPORTS: readonly ExportKind[] = ['bookings', 'sales', 'stock-ledger'];
/** The longest range one export covers, in days (both ends counted). */
export const MAX_EXPORT_DAYS = 366;

/** `from` and `to`: the club's days, both included (bookings by their start, sales and movements by when they happened). */
export const exportRangeQuerySchema = z.object({ from: calendarDate, to: calendarDate });
export type ExportRange = z.infer<typeof exportRangeQuerySchema>;

/** Days from `from` to `to`, both counted (0 or less when `to` is before `from`). */
export function exportRangeDays(range: ExportRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** True when the range runs forwards and is not longer than {@link MAX_EXPORT_DAYS}. */
export function isExportRangeValid(range: ExportRange): boolean {
  const days = exportRangeDays(range);
  return days >= 1 && days <= MAX_EXPORT_DAYS;
}

/** The address of one export's file (the API's path), with its range when it takes one. */
export function exportPath(kind: ExportKind, range?: ExportRange): string {
  const base = `/api/staff/exports/${kind}.csv`;
  return range && RANGED_EXPORTS.includes(kind) ? `${base}?from=${range.from}&to=${range.to}` : base;
}
