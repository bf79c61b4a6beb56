import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stripDates } from '../rules/date-range';
import type { DateRange } from '../../../lib/served-date-range';
import { CalendarIcon } from './grid-icons';

/** Days shown as buttons; a longer range is reached with the calendar field beside them. */
const STRIP_DAYS = 14;

/**
 * The grid's date picker (spec section 5: limited to today .. now + anticipation): the next days as a strip of
 * buttons, and a calendar field with the same limits for any other bookable day.
 */
export function DatePicker({ value, range, onChange }: { value: string; range: DateRange; onChange: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const days = useMemo(() => stripDates(range, STRIP_DAYS), [range]);
  const label = useMemo(() => {
    const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
    const full = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
    return (date: string) => {
      const at = new Date(`${date}T12:00:00.000Z`);
      return {
        weekday: weekday.format(at).replace('.', ''),
        day: at.getUTCDate(),
        month: month.format(at).replace('.', ''),
        full: full.format(at),
      };
    };
  }, [i18n.language]);

  return (
    <div className="date-picker">
      <div className="date-strip" role="group" aria-label={t('bookingGrid.date')}>
        {days.map((date) => {
          const text = label(date);
          return (
            <button
              key={date}
              type="button"
              className="date-strip__day"
              aria-pressed={date === value}
              title={text.full}
              onClick={() => onChange(date)}
            >
              <span className="date-strip__weekday">{text.weekday}</span> <span className="date-strip__number">{text.day}</span>{' '}
              <span className="date-strip__month">{text.month}</span>
            </button>
          );
        })}
      </div>
      <label className="date-picker__field">
        <CalendarIcon size={18} />
        <span className="sr-only">{t('bookingGrid.otherDate')}</span>
        <input
          type="date"
          value={value}
          min={range.first}
          max={range.last ?? undefined}
          required
          onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
