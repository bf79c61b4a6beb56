import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/ui/icons';
import type { GridView } from '../rules/carousel';
import { CourtsIcon } from './grid-icons';

type Props = {
  /** The view shown; `null` while the screen is not known yet (server, hydration): CSS marks the phone's. */
  value: GridView | null;
  onChange: (view: GridView) => void;
};

/** Time-first or court by court (issue 20): both views show the same slots of the same answer. */
export function GridViewSwitch({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className={`view-switch${value === null ? ' view-switch--auto' : ''}`} role="group" aria-label={t('bookingGrid.view')}>
      <button type="button" className="chip view-switch__times" aria-pressed={value === 'times'} onClick={() => onChange('times')}>
        <ClockIcon size={16} />
        <span>{t('bookingGrid.byTime')}</span>
      </button>
      <button type="button" className="chip view-switch__courts" aria-pressed={value === 'courts'} onClick={() => onChange('courts')}>
        <CourtsIcon size={16} />
        <span>{t('bookingGrid.byCourt')}</span>
      </button>
    </div>
  );
}
