import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { BookingType } from '@clubportal/contract/bookings';
import { buttonClass } from '../../../components/ui/button';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { bookingTypesQuery, useBookingTypes } from '../api/get-booking-types';
import { BookingTypeCard } from '../components/booking-type-card';
import { bookingTypeHref, typeCategories } from '../rules/booking-choice';
import { LoadFailure } from '../../../components/load-state';

const ALL = '';

/**
 * The booking types index (/bookingtypes, spec section 2): category tabs with All first (the tab lives in
 * ?category=, so a shared link opens on it) and a card per type; a club with one type goes straight to it.
 */
export function BookingTypesPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const types = useBookingTypes();
  const list = types.data;

  if (list?.length === 1) return <Navigate to={bookingTypeHref(list[0] as BookingType)} replace />;

  const categories = list ? typeCategories(list) : [];
  const asked = searchParams.get('category') ?? ALL;
  const selected = categories.includes(asked) ? asked : ALL;
  const select = (category: string) => setSearchParams(category === ALL ? {} : { category }, { replace: true, preventScrollReset: true });

  return (
    <div className="booking-types">
      <PageBanner title={t('sections.bookingTypes')} />
      <div className="container booking-types__body">
        {list?.some((type) => type.allowJoin) ? (
          // Matches other members opened (issue 29): found by day, sport, level and time.
          <p className="booking-types__open-matches">
            <Link to="/open-matches" className={buttonClass('secondary')}>
              {t('openMatches.findLink')}
            </Link>
          </p>
        ) : null}
        {types.isPending ? (
          <TypeGridSkeleton />
        ) : types.isError ? (
          <LoadFailure onRetry={() => void types.refetch()} className="shop__state" />
        ) : list && list.length === 0 ? (
          <div className="shop__state">
            <p>{t('bookingGrid.noTypes')}</p>
          </div>
        ) : list ? (
          <Tabs
            label={t('bookingGrid.categories')}
            className="booking-types__tabs"
            selected={selected}
            onSelect={select}
            items={[ALL, ...categories].map((category) => ({
              id: category,
              label: category === ALL ? t('bookingGrid.allCategories') : category,
              panel: <TypeGrid types={category === ALL ? list : list.filter((type) => type.category === category)} />,
            }))}
          />
        ) : null}
      </div>
    </div>
  );
}

function TypeGrid({ types }: { types: BookingType[] }) {
  return (
    <ul className="type-grid">
      {types.map((type, index) => (
        <li key={type.id}>
          <BookingTypeCard type={type} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}

function TypeGridSkeleton() {
  return (
    <div className="booking-types__loading" aria-busy="true">
      <div className="booking-types__tabs-skeleton" />
      <ul className="type-grid">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <div className="type-card type-card--skeleton">
              <Skeleton className="type-card__media" />
              <div className="type-card__body">
                <Skeleton className="skeleton--text" />
                <Skeleton className="skeleton--text skeleton--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Server rendering: the index's cards. */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return queryClient.prefetchQuery(bookingTypesQuery);
}
