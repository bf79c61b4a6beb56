import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure, Loading } from '../../../components/load-state';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { useSettings } from '../../../lib/settings/settings-context';
import { clubDate } from '../../../lib/club-date';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useOpenMatches } from '../api/get-open-matches';
import { OpenMatchCard } from '../components/open-match-card';
import { formatLevel, LEVEL_CHOICES, queryOf, readFilters, TIMES_OF_DAY, writeFilters, type Filters } from '../rules/filters';

/**
 * /open-matches (issue 29 section 3): the open matches members can join, by day, sport, level and time of
 * day, those of the member's level range first (the server orders them), each with its levels and places
 * left; the spec's 'Oops! there is nothing you can join. Try changing the date' when none. Only open matches
 * are ever listed: the server's call answers nothing else.
 */
export function OpenMatchesPage() {
  const { t } = useTranslation();
  const { timeZone } = useSettings();
  const customerId = useCustomerId();
  const [params, setParams] = useSearchParams();
  const [openedAt] = useState(() => Date.now());
  const today = useMemo(() => clubDate(openedAt, timeZone), [openedAt, timeZone]);
  const filters = readFilters(params, today);
  const matches = useOpenMatches(queryOf(filters), customerId);
  const set = (change: Partial<Filters>) => setParams(writeFilters({ ...filters, ...change }), { replace: true, preventScrollReset: true });
  const data = matches.data;

  return (
    <div className="open-matches">
      <PageBanner title={t('sections.openMatches')} />
      <div className="container open-matches__body">
        <form className="open-matches__filters" aria-label={t('openMatches.filters')} onSubmit={(e) => e.preventDefault()}>
          <label className="open-matches__filter">
            <span>{t('openMatches.date')}</span>
            <input
              type="date"
              min={today}
              value={filters.date}
              onChange={(e) => e.currentTarget.value && set({ date: e.currentTarget.value })}
            />
          </label>
          <label className="open-matches__filter">
            <span>{t('openMatches.sport')}</span>
            <select
              value={filters.typeId ?? ''}
              onChange={(e) => set({ typeId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            >
              <option value="">{t('openMatches.allSports')}</option>
              {(data?.bookingTypes ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </label>
          <label className="open-matches__filter">
            <span>{t('openMatches.level')}</span>
            <select
              value={filters.level ?? ''}
              onChange={(e) => set({ level: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
            >
              <option value="">{t('openMatches.anyLevel')}</option>
              {LEVEL_CHOICES.map((level) => (
                <option key={level} value={level}>
                  {formatLevel(level)}
                </option>
              ))}
            </select>
          </label>
          <label className="open-matches__filter">
            <span>{t('openMatches.time')}</span>
            <select value={filters.time ?? ''} onChange={(e) => set({ time: (e.currentTarget.value || null) as Filters['time'] })}>
              <option value="">{t('openMatches.anyTime')}</option>
              {TIMES_OF_DAY.map((time) => (
                <option key={time} value={time}>
                  {t(`openMatches.times.${time}`)}
                </option>
              ))}
            </select>
          </label>
        </form>
        {data?.viewerLevel !== null && data?.viewerLevel !== undefined ? (
          <p className="open-matches__mine">{t('openMatches.myLevelFirst', { level: formatLevel(data.viewerLevel) })}</p>
        ) : null}
        {matches.isPending ? (
          <Loading className="open-matches__list">
            <Skeleton className="open-match open-match--skeleton" />
            <Skeleton className="open-match open-match--skeleton" />
          </Loading>
        ) : matches.isError ? (
          <LoadFailure error={matches.error} onRetry={() => void matches.refetch()} />
        ) : data && data.list.length === 0 ? (
          <p className="open-matches__empty">{t('openMatches.nothingToJoin')}</p>
        ) : (
          <ul className="open-matches__list" aria-busy={matches.isFetching || undefined}>
            {data?.list.map((match) => (
              <li key={match.id}>
                <OpenMatchCard match={match} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
