/**
 * A moment as a mail says it: in the reader's interface language and the club's time zone
 * ("martes, 1 de diciembre de 2026, 20:00", "Tuesday, December 1, 2026 at 8:00 PM"), never the system's
 * "2026-12-01 20:00". The one home of every mail's dates; `language` is one of the portal's languages.
 */
export function mailDateTime(instant: string, language: string, timeZone: string): string {
  return formatter(language, timeZone).format(new Date(instant));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone });
    formatters.set(key, format);
  }
  return format;
}
