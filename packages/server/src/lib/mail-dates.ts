/**
 * A moment as a mail (or a message of lib/messages.ts) says it: in the reader's interface language and the
 * club's time zone ("martes, 1 de diciembre de 2026, 20:00", "Tuesday, December 1, 2026 at 8:00 PM"), never
 * the system's "2026-12-01 20:00". The one home of the dates the server writes for people; `language` is one
 * of the portal's languages.
 */
export function mailDateTime(instant: string, language: string, timeZone: string): string {
  return formatter(language, timeZone, true).format(new Date(instant));
}

/** A club-local day ("2026-12-01") said the same way, without a time: "martes, 1 de diciembre de 2026". */
export function mailDate(day: string, language: string): string {
  // The day is already the club's: read and written at noon UTC, so no zone moves it to another day.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatter(language, 'UTC', false).format(new Date(`${day}T12:00:00.000Z`));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'full', ...(withTime ? { timeStyle: 'short' } : {}), timeZone });
    formatters.set(key, format);
  }
  return format;
}
