import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Training } from '@clubportal/contract/trainings';
import { PageBanner } from '../../../components/ui/page-banner';
import { useDateFormatter } from '../../../lib/date-format';
import { useCustomerId } from '../../../lib/use-customer-id';
import { trainingsQuery } from '../api/trainings-queries';
import '../../../styles/trainings.css';
import { LoadFailure } from '../../../components/load-state';

/** /trainings: Next Trainings and Past Trainings of the member's teams, each opening /trainings/{id} (spec). */
export function TrainingsPage() {
  const { t } = useTranslation();
  const customerId = useCustomerId();
  const trainings = useQuery({ ...trainingsQuery(customerId ?? 0), enabled: customerId !== null });

  return (
    <div className="trainings-page">
      <PageBanner title={t('menu.trainings')} />
      <div className="container trainings">
        {trainings.isError ? (
          <LoadFailure error={trainings.error} onRetry={() => void trainings.refetch()} retrying={trainings.isRefetching} />
        ) : (
          <>
            <TrainingList title={t('trainings.next')} items={trainings.data?.next} empty={t('trainings.noNext')} />
            <TrainingList title={t('trainings.past')} items={trainings.data?.past} empty={t('trainings.noPast')} />
          </>
        )}
      </div>
    </div>
  );
}

function TrainingList({ title, items, empty }: { title: string; items: Training[] | undefined; empty: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  return (
    <section className="trainings__section" aria-label={title}>
      <h2 className="trainings__title">{title}</h2>
      {items === undefined ? (
        <p role="status">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="trainings__empty">{empty}</p>
      ) : (
        <ul className="trainings__list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/trainings/${item.id}`} className="training-card">
                <span className="training-card__when">{formatDate(item.start, 'ccc d LLL · HH:mm')}</span>
                <span className="training-card__team">{item.teamName}</span>
                <span className="training-card__meta">
                  {t('trainings.minutes', { count: item.duration })}
                  {item.notShow ? <span className="training-card__absent">{t('trainings.notShow')}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
