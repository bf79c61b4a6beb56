import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListItem } from '@clubportal/contract/bookings';
import { Dialog } from '../../../components/ui/dialog';
import type { TimeTableEntry } from '../rules/booking-choice';

type Props = {
  open: boolean;
  time: string;
  others: Array<{ resource: BookingListItem; entry: TimeTableEntry }>;
  onClose: () => void;
  renderOptions: (resource: BookingListItem, entry: TimeTableEntry) => ReactNode;
};

/** The "other resources" popup (spec section 2): the same start on every other resource that has it free. */
export function OtherResourcesDialog({ open, time, others, onClose, renderOptions }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('bookingGrid.otherResourcesTitle', { time })} onClose={onClose} size="md">
      {others.length === 0 ? (
        <p className="booking-dialog__text">{t('bookingGrid.noOtherResources')}</p>
      ) : (
        <ul className="other-resources">
          {others.map(({ resource, entry }) => (
            <li key={resource.id} className="other-resources__item">
              <h3 className="other-resources__name">{resource.name}</h3>
              {renderOptions(resource, entry)}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
