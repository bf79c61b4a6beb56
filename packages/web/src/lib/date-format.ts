import { useCallback } from 'react';
import { formatDate } from '@clubportal/contract/date-format';
import { DEFAULT_CULTURE } from '@clubportal/contract/languages';
import { useSettings } from './settings/settings-context';

// Apart from the price formatter: dates need Luxon, which only pages that show dates should load.

/**
 * Formats an ISO instant in the club's time zone with its date format; month and day names follow the
 * club's Culture (default en-US). `format` overrides the club format for one call (e.g. time only).
 */
export function useDateFormatter(): (iso: string, format?: string) => string {
  const { dateFormat, timeZone, Culture } = useSettings();
  return useCallback(
    (iso: string, format?: string) =>
      formatDate(iso, { dateFormat: format ?? dateFormat, timeZone, locale: Culture || DEFAULT_CULTURE }),
    [dateFormat, timeZone, Culture],
  );
}
