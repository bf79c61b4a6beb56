/** The club's date (yyyy-MM-dd) at an instant, from Intl in the club's zone (no Luxon on the first paint). */
export function clubToday(nowMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(nowMs),
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whether a text is a real calendar date yyyy-MM-dd. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** A club date as a day's title in the page's language ("Tuesday, June 16", "martes, 16 de junio"), first letter up. */
export function dayTitle(date: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00.000Z`),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
