import { useCallback } from 'react';
import { formatDate } from '@clubportal/contract/date-format';
import { DEFAULT_CULTURE } from '@clubportal/contract/languages';
import { useSettings } from '../../../lib/settings/settings-context';

/**
 * A club-local calendar date (yyyy-MM-dd, e.g. a fee's next due date) in the club's date format. It is a
 * day, not an instant: read and printed in UTC so no time zone can move it to the day before.
 */
export function useLocalDateFormatter(): (date: string) => string {
  const { dateFormat, Culture } = useSettings();
  const dayFormat = dateFormat.replace(/[\s,]*[Hh]{1,2}[:.]mm(:ss)?/, '').trim() || dateFormat;
  return useCallback(
    (date: string) => formatDate(`${date}T00:00:00.000Z`, { dateFormat: dayFormat, timeZone: 'UTC', locale: Culture || DEFAULT_CULTURE }),
    [dayFormat, Culture],
  );
}
