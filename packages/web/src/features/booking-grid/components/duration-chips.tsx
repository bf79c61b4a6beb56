import { useTranslation } from 'react-i18next';

/** Duration filter chips (spec section 2: hidden when the type has a single duration); "All" shows every start. */
export function DurationChips({
  durations,
  value,
  onChange,
}: {
  durations: number[];
  value: number | null;
  onChange: (duration: number | null) => void;
}) {
  const { t } = useTranslation();
  if (durations.length < 2) return null;
  const chips: Array<number | null> = [null, ...durations];
  return (
    <div className="duration-chips" role="group" aria-label={t('bookingGrid.duration')}>
      {chips.map((duration) => (
        <button key={duration ?? 'all'} type="button" className="chip" aria-pressed={value === duration} onClick={() => onChange(duration)}>
          {duration === null ? t('bookingGrid.anyDuration') : t('bookingGrid.minutes', { count: duration })}
        </button>
      ))}
    </div>
  );
}
