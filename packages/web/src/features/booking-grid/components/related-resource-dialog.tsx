import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { getDateAvailability } from '../api/date-availability';
import { LoadFailure } from '../../../components/load-state';

type Props = {
  /** The related resource type asked for now, and where it stands in the turn ("2 of 3"). */
  step: { bookingTypeResourceId: number; resourceType: string; number: number; total: number };
  start: string;
  time: string;
  duration: number;
  customerId: number;
  onPick: (resource: { id: number; name: string }) => void;
  onClose: () => void;
};

/**
 * One popup of the related resources (spec section 4): the free resources of one related type for the chosen
 * slot (date-availability); picking one moves to the next type, closing drops the choice.
 */
export function RelatedResourceDialog({ step, start, time, duration, customerId, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const available = useQuery({
    queryKey: ['bookings', 'date-availability', step.bookingTypeResourceId, start, duration, customerId],
    queryFn: ({ signal }) =>
      getDateAvailability({ date: start, duration, customerId, bookingTypeResourceId: step.bookingTypeResourceId }, signal),
    staleTime: 0,
  });
  return (
    <Dialog open title={t('bookingGrid.relatedTitle', { type: step.resourceType.replace(/_/g, ' ') })} onClose={onClose} size="md">
      <p className="booking-dialog__text">{t('bookingGrid.relatedStep', { number: step.number, total: step.total, time })}</p>
      {available.isPending ? (
        <div className="related__loading">
          <Spinner />
        </div>
      ) : available.isError ? (
        <LoadFailure
          error={available.error}
          onRetry={() => void available.refetch()}
          retrying={available.isRefetching}
          className="form__alert"
        />
      ) : available.data.length === 0 ? (
        <p className="booking-dialog__text">{t('bookingGrid.noRelated')}</p>
      ) : (
        <ul className="related">
          {available.data.map((resource) => (
            <li key={resource.id}>
              <button type="button" className="related__option" onClick={() => onPick(resource)}>
                {resource.image ? <img src={resolve(resource.image)} alt="" width={40} height={40} /> : null}
                <span>{resource.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
