import { useCallback } from 'react';
import { useDateFormatter } from '../../../lib/date-format';
import { useSettings } from '../../../lib/settings/settings-context';

/** The club's date format with the time: a message is sent at a moment, not on a day. */
export function useMessageDate(): (iso: string) => string {
  const format = useDateFormatter();
  const { dateFormat } = useSettings();
  return useCallback((iso: string) => format(iso, `${dateFormat} HH:mm`), [format, dateFormat]);
}
