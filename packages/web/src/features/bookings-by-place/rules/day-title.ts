/** A club date as a day's title in the page's language ("Tuesday, June 16", "martes, 16 de junio"), first letter up. */
export function dayTitle(date: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00.000Z`),
  );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
