import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ACTIVITIES_PAGE_WINDOW, ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@clubportal/contract/activity-limits';
import { PaginationNav } from '../../../components/pagination-nav';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { activitiesQuery, useActivities } from '../api/get-activities';
import { ActivityCard } from '../components/activity-card';
import { activitiesHref, pageCount, readActivitiesView, type ActivitiesView } from '../rules/activity-rules';
import { LoadFailure } from '../../../components/load-state';

/** Previous, a window of 5 page numbers, Next; real links (the page is in the address). */
function ActivitiesPagination({ view, pages }: { view: ActivitiesView; pages: number }) {
  return (
    <PaginationNav page={view.page} pages={pages} hrefFor={(page) => activitiesHref({ ...view, page })} maxLinks={ACTIVITIES_PAGE_WINDOW} />
  );
}

/**
 * /activities (spec portal-general section 2): registrations or activities, ongoing, upcoming or finished,
 * 12 a page. The filters live in the address (type, status, page), so the page is shareable and rendered
 * on the server; a filter change goes back to page 1; unknown values fall back to the defaults.
 */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view = useMemo(() => readActivitiesView(params), [params]);
  const list = useActivities(view);
  const data = list.data;

  return (
    <div className="activities">
      <PageBanner title={t('sections.activities')} />
      <div className="container activities__body">
        <div className="activities__filters">
          <nav className="segmented" aria-label={t('activities.typeLabel')}>
            {ACTIVITY_TYPES.map((type) => (
              <Link
                key={type}
                className="segmented__item"
                to={activitiesHref({ ...view, type, page: 1 })}
                aria-current={view.type === type ? 'true' : undefined}
              >
                {t(`activities.types.${type}`)}
              </Link>
            ))}
          </nav>
          <nav className="segmented" aria-label={t('activities.statusLabel')}>
            {ACTIVITY_STATUSES.map((status) => (
              <Link
                key={status}
                className="segmented__item"
                to={activitiesHref({ ...view, status, page: 1 })}
                aria-current={view.status === status ? 'true' : undefined}
              >
                {t(`activities.statuses.${status}`)}
              </Link>
            ))}
          </nav>
        </div>

        <section aria-busy={list.isFetching} aria-label={t(`activities.types.${view.type}`)}>
          {list.isPending ? (
            <ul className="activity-grid" aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="activity-card__skeleton" />
                </li>
              ))}
            </ul>
          ) : list.isError && !data ? (
            <LoadFailure onRetry={() => void list.refetch()} />
          ) : data && data.activities.length === 0 ? (
            <p className="notice activities__empty">
              {view.type === 'registration' ? t('activities.emptyRegistrations') : t('activities.emptyActivities')}
            </p>
          ) : data ? (
            <>
              <ul className={`activity-grid${list.isPlaceholderData ? ' is-stale' : ''}`}>
                {data.activities.map((activity, i) => (
                  <li key={activity.id}>
                    <ActivityCard activity={activity} priority={i === 0} />
                  </li>
                ))}
              </ul>
              <ActivitiesPagination view={view} pages={pageCount(data.totalCount)} />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** Server rendering: the page of activities the address asks for. */
export function prefetch(queryClient: QueryClient, { search }: { search: URLSearchParams }): Promise<unknown> {
  return queryClient.prefetchQuery(activitiesQuery(readActivitiesView(search)));
}
