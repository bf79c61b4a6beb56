import { useTranslation } from 'react-i18next';
import { countdown } from '../rules/activity-rules';
import { useNow } from './use-now';

/**
 * Days, hours, minutes and seconds to the start (seconds hidden under 768 px by the style sheet). The server
 * and the hydration render dashes (the time is the browser's), then it ticks each second until the start.
 */
export function StartCountdown({ start }: { start: string }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const left = now === null ? null : countdown(start, now);
  if (now !== null && left === null) return null;
  const units = [
    { key: 'days', value: left?.days },
    { key: 'hours', value: left?.hours },
    { key: 'minutes', value: left?.minutes },
    { key: 'seconds', value: left?.seconds },
  ] as const;
  return (
    <div className="countdown" role="timer" aria-label={t('activities.startsIn')}>
      {units.map((u) => (
        <div key={u.key} className={`countdown__unit countdown__unit--${u.key}`}>
          <span className="countdown__value">{u.value === undefined ? '–' : String(u.value).padStart(2, '0')}</span>
          <span className="countdown__label">{t(`activities.${u.key}`)}</span>
        </div>
      ))}
    </div>
  );
}
