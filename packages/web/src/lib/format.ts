import { useCallback } from 'react';
import { formatDate } from '@clubportal/contract/format';
import { DEFAULT_CULTURE } from '@clubportal/contract/languages';
import { useSettings } from './settings/settings-context';

// Prices: lib/price-format.ts (kept apart so the header's cart does not load Luxon).
export { usePriceFormatter } from './price-format';

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
