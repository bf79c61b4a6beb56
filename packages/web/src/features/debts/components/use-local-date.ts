import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clubportal/contract/date-format';
import { useSettings } from '../../../lib/settings/settings-context';

/**
 * A club-local calendar date (yyyy-MM-dd, e.g. a fee's next due date) in the club's date format. It is a
 * day, not an instant: read and printed in UTC so no time zone can move it to the day before. Month names
 * are in the member's language.
 */
export function useLocalDateFormatter(): (date: string) => string {
  const { dateFormat } = useSettings();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const dayFormat = dateFormat.replace(/[\s,]*[Hh]{1,2}[:.]mm(:ss)?/, '').trim() || dateFormat;
  return useCallback(
    (date: string) => formatDate(`${date}T00:00:00.000Z`, { dateFormat: dayFormat, timeZone: 'UTC', locale }),
    [dayFormat, locale],
  );
}
