/**
 * True for a real calendar day written yyyy-MM-dd (no 2024-02-31, no year or month 0). Its own file, free of zod and
 * Luxon, so that a page's first script (the grid's, the classes') checks an address's date without loading them.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Checked by arithmetic: it guards every availability call, and parsing with a format cost more than the cached grid.
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}
