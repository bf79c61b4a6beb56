import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clubportal/contract/date-format';
import { useSettings } from './settings/settings-context';

// Apart from the price formatter: dates need Luxon, which only pages that show dates should load.

/**
 * Formats an ISO instant in the club's time zone with its date format; month and day names are in the
 * member's language (the page's), not the club's Culture: a member reading English gets "Thu 26 Nov".
 * `format` overrides the club format for one call (e.g. time only).
 */
export function useDateFormatter(): (iso: string, format?: string) => string {
  const { dateFormat, timeZone } = useSettings();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (iso: string, format?: string) => formatDate(iso, { dateFormat: format ?? dateFormat, timeZone, locale }),
    [dateFormat, timeZone, locale],
  );
}
