const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The club's calendar date (`yyyy-MM-dd`) at an instant, worked out with Intl in the club's zone rather than
 * Luxon, so the pages that pick a day (the grid, the classes, the open matches) ship their first script without it.
 */
export function clubDate(instantMs: number, zone: string): string {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instantMs)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
