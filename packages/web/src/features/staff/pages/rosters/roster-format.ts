import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A session's time in the club's zone and the reader's language: "30 nov 2026, 18:00 – 19:30". */
export function useSessionTime(timeZone: string | undefined): (start: string, end?: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (start, end) => {
      const zone = timeZone ? { timeZone } : {};
      const from = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', ...zone }).format(new Date(start));
      if (!end) return from;
      const sameDay =
        new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...zone }).format(new Date(start)) ===
        new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...zone }).format(new Date(end));
      const to = new Intl.DateTimeFormat(
        i18n.language,
        sameDay ? { timeStyle: 'short', ...zone } : { dateStyle: 'medium', ...zone },
      ).format(new Date(end));
      return `${from} – ${to}`;
    },
    [i18n.language, timeZone],
  );
}
