import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isCalendarDate } from '@clubportal/contract/calendar-date';
import { groupByWeekday, type ByPlaceEntry, type ByPlacePrebookAnswer } from '@clubportal/contract/bookings-by-place';
import { requestLogin } from '../../../api/login-request';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { mainSettingsQuery } from '../../../lib/settings/get-main-settings';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { byPlaceListQuery, useByPlaceList } from '../api/get-byplace-list';
import { byPlaceTypesQuery, useByPlaceTypes } from '../api/get-byplace-types';
import { ConfirmPlaceDialog } from '../components/confirm-place-dialog';
import { WeekdayCarousel } from '../components/weekday-carousel';
import { byPlaceHref, idOf, landingChoice, visualHref, type LandingChoice } from '../rules/by-place-links';
import { LoadFailure } from '../../../components/load-state';
import { clubDate } from '../../../lib/club-date';
import { servedDateRange } from '../../../lib/served-date-range';

const DRAWER_ID = 'byplace-filters';

export type AddPlaceToCart = (answer: ByPlacePrebookAnswer) => { ok: true } | { ok: false; message: string };

/**
 * Bookings by place (/bookings-byplace/:bookingTypeId?, spec sections 2 and 4): the by-place types as buttons
 * with ALL, a date (its week is shown), a filter drawer, and the week's classes by weekday in carousels. Book:
 * a guest logs in and comes back here; a class with a floor plan goes to the visual choice; otherwise (and
 * back from the floor plan with the place) a confirm popup takes the place and sends its sale to the cart.
 */
export function BookingsByPlacePage({ addToCart }: { addToCart: AddPlaceToCart }) {
  const { t } = useTranslation();
  const params = useParams();
  const typeId = idOf(params.bookingTypeId);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { timeZone } = useSettings();
  const customerId = useCustomerId();
  const [openedAt] = useState(() => Date.now());
  const today = useMemo(() => clubDate(openedAt, timeZone), [openedAt, timeZone]);
  const asked = searchParams.get('date');
  const date = asked && isCalendarDate(asked) && asked >= today ? asked : today;

  const types = useByPlaceTypes();
  const list = useByPlaceList(typeId, date, customerId);
  const type = types.data?.find((x) => x.id === typeId) ?? null;
  usePageTitle(type?.name ?? null);
  // Spec section 5: the date picker goes up to now plus the type's anticipation, when it has one, until the list's
  // answer names the reader's own last date (a member's season pass may reach further); never before today.
  const reader = `${typeId ?? 'all'}|${customerId ?? ''}`;
  const [served, setServed] = useState<{ reader: string; lastDate: string | null } | null>(null);
  // Kept from the reader's own answers only (a placeholder shown meanwhile may be another type's or reader's).
  if (list.data && !list.isPlaceholderData && (served?.reader !== reader || served.lastDate !== list.data.lastDate))
    setServed({ reader, lastDate: list.data.lastDate });
  const typeLastDate = type?.anticipationMins != null ? clubDate(openedAt + type.anticipationMins * 60_000, timeZone) : null;
  const lastDate = servedDateRange({ first: today, last: typeLastDate }, served?.reader === reader ? served : null).last ?? undefined;

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [onlyFree, setOnlyFree] = useState(false);
  const [confirming, setConfirming] = useState<(LandingChoice & { entry: ByPlaceEntry }) | null>(null);
  const [notice, setNotice] = useState('');

  const entries = useMemo(() => (list.data?.data ?? []).filter((e) => !onlyFree || e.canJoin), [list.data, onlyFree]);
  const days = useMemo(() => groupByWeekday(entries), [entries]);

  // Back from the login or the floor plan: the address names the class (and the place) to confirm. The popup
  // is derived from the address (until closed); a class with a floor plan and no place goes to the plan, once.
  const landing = landingChoice(searchParams);
  const key = searchParams.toString();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const landingEntry =
    landing && customerId !== null && list.data && !list.isPlaceholderData
      ? list.data.data.find((e) => e.id === landing.bookingId)
      : undefined;
  const needsPlan = landingEntry !== undefined && landingEntry.bookingTemplateId !== null && landing?.placeId === null;
  const landingConfirm =
    landing && landingEntry && landingEntry.canJoin && !needsPlan && dismissed !== key ? { ...landing, entry: landingEntry } : null;
  const shownConfirm = confirming ?? landingConfirm;
  const sentToPlan = useRef<string | null>(null);
  useEffect(() => {
    if (!needsPlan || !landingEntry || landingEntry.bookingTemplateId === null || sentToPlan.current === key) return;
    sentToPlan.current = key;
    navigate(visualHref(landingEntry.id, landingEntry.bookingTemplateId), { replace: true });
  }, [needsPlan, landingEntry, key, navigate]);

  const book = (entry: ByPlaceEntry) => {
    if (customerId === null) {
      setNotice(t('bookingGrid.loginRequired'));
      requestLogin(byPlaceHref(typeId, entry.date, entry.id));
      return;
    }
    if (entry.bookingTemplateId !== null) {
      navigate(visualHref(entry.id, entry.bookingTemplateId));
      return;
    }
    setConfirming({ bookingId: entry.id, placeId: null, place: '', entry });
  };

  const setDate = (next: string) => setSearchParams({ date: next }, { preventScrollReset: true });

  return (
    <div className="byplace-page">
      <PageBanner title={type?.name ?? t('byPlace.title')}>
        <button
          type="button"
          className="btn btn--light byplace-page__filter"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setDrawerOpen(!drawerOpen)}
        >
          {t('bookingGrid.filter')}
        </button>
      </PageBanner>

      <div className="container byplace-page__body">
        <nav className="byplace-types" aria-label={t('byPlace.types')}>
          <Link
            className={`chip${typeId === null ? ' is-active' : ''}`}
            aria-current={typeId === null ? 'page' : undefined}
            to={byPlaceHref(null, date)}
          >
            {t('byPlace.all')}
          </Link>
          {(types.data ?? []).map((x) => (
            <Link
              key={x.id}
              className={`chip${x.id === typeId ? ' is-active' : ''}`}
              aria-current={x.id === typeId ? 'page' : undefined}
              to={byPlaceHref(x.id, date)}
            >
              {x.name}
            </Link>
          ))}
        </nav>

        <div className="byplace-toolbar">
          <label className="byplace-toolbar__date">
            <span>{t('byPlace.week')}</span>
            <input
              type="date"
              value={date}
              min={today}
              max={lastDate}
              onChange={(event) => event.currentTarget.value && setDate(event.currentTarget.value)}
            />
          </label>
        </div>

        {drawerOpen ? (
          <div id={DRAWER_ID} className="byplace-drawer" role="region" aria-label={t('bookingGrid.filter')}>
            <label className="byplace-drawer__option">
              <input type="checkbox" checked={onlyFree} onChange={(event) => setOnlyFree(event.currentTarget.checked)} />
              <span>{t('byPlace.onlyFree')}</span>
            </label>
            <button type="button" className="link-btn" onClick={() => setDrawerOpen(false)}>
              {t('common.close')}
            </button>
          </div>
        ) : null}

        <div aria-live="polite">{notice && customerId === null ? <p className="booking-notice">{notice}</p> : null}</div>

        {list.isPending ? (
          <div className="byplace-loading" aria-busy="true">
            <Skeleton className="skeleton--text skeleton--short" />
            <Skeleton className="byplace-card byplace-card--skeleton" />
          </div>
        ) : list.isError ? (
          <LoadFailure error={list.error} onRetry={() => void list.refetch()} className="shop__state" />
        ) : days.length === 0 ? (
          <div className="shop__state">
            <p>{list.data.errorMsg || t('byPlace.noneAvailable')}</p>
          </div>
        ) : (
          <div
            className={`byplace-week${list.isPlaceholderData ? ' is-stale' : ''}`}
            aria-busy={list.isFetching}
            inert={list.isPlaceholderData}
          >
            {days.map((day) => (
              <WeekdayCarousel key={day.date} date={day.date} entries={day.entries} onBook={book} />
            ))}
          </div>
        )}
      </div>

      {shownConfirm && customerId !== null ? (
        <ConfirmPlaceDialog
          entry={shownConfirm.entry}
          placeId={shownConfirm.placeId}
          place={shownConfirm.place}
          customerId={customerId}
          addToCart={addToCart}
          onClose={() => {
            setConfirming(null);
            setDismissed(key);
          }}
          onDone={(to) => navigate(to)}
        />
      ) : null}
      <FormAlert message={types.isError ? t('messages.crash') : ''} />
    </div>
  );
}

/** Server rendering: the by-place types and the week's classes of the date the address asks for, with public prices. */
export async function prefetch(
  queryClient: QueryClient,
  { params, search }: { params: Record<string, string | undefined>; search: URLSearchParams },
): Promise<unknown> {
  const settings = await queryClient.ensureQueryData(mainSettingsQuery);
  const today = clubDate(Date.now(), settings.timeZone);
  const asked = search.get('date');
  const date = asked && isCalendarDate(asked) && asked >= today ? asked : today;
  return Promise.all([
    queryClient.prefetchQuery(byPlaceTypesQuery),
    queryClient.prefetchQuery(byPlaceListQuery(idOf(params.bookingTypeId), date, null)),
  ]);
}
