import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { BookingListItem, BookingPrice } from '@clubportal/contract/bookings';
import { HydrationSection } from '../../../components/hydration-section';
import { FormAlert } from '../../../components/ui/form-alert';
import { ClockIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { Skeleton } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { mainSettingsQuery } from '../../../lib/settings/get-main-settings';
import { useSettings } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { useMediaQuery } from '../../../lib/use-media-query';
import { whenHydrated } from '../../../lib/hydration-ready';
import { bookingFiltersQuery, useBookingFilters } from '../api/get-booking-filters';
import { bookingListQuery, useBookingList } from '../api/get-booking-list';
import { DatePicker } from '../components/date-picker';
import { DurationChips } from '../components/duration-chips';
import { FilterIcon } from '../components/grid-icons';
import { GridViewSwitch } from '../components/grid-view-switch';
import { OtherResourcesDialog } from '../components/other-resources-dialog';
import { RelatedResourceDialog } from '../components/related-resource-dialog';
import { ResourcesCarousel } from '../components/resources-carousel';
import { SlotOptions } from '../components/slot-options';
import { TakenSlots } from '../components/taken-slots';
import { TimesView } from '../components/times-view';
import { TypeFilterPanel } from '../components/type-filter';
import { useSlotChoice } from '../components/use-slot-choice';
import {
  bookingTypeHref,
  offersDuration,
  sameStartElsewhere,
  shownDurations,
  type SlotChoice,
  type TimeTableEntry,
} from '../rules/booking-choice';
import { gridViewOf, PHONE_GRID_QUERY, type GridView } from '../rules/carousel';
import { bookableDateRange, clampDate } from '../rules/date-range';
import { servedDateRange } from '../../../lib/served-date-range';
import { LoadFailure } from '../../../components/load-state';

const PANEL_ID = 'booking-type-filter';

function typeIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * The bookings list (/bookings/:bookingTypeId?, spec sections 2 and 4): the type's title with the filter
 * panel, its anticipation note, a date picker within the anticipation, duration chips, and the resources
 * carousel whose slots open into durations with prices. Type, date and the open slot live in the address,
 * so a shared link, the server's render and the way back from the login show the same grid.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const typeId = typeIdOf(params.bookingTypeId);
  const [searchParams, setSearchParams] = useSearchParams();
  const { timeZone } = useSettings();
  const customerId = useCustomerId();

  const all = useBookingFilters(null);
  const one = useBookingFilters(typeId, typeId !== null);
  // Without a type in the address the one-type query would read the cache of every type: nothing is shown.
  const shown = typeId === null ? undefined : one.data;
  const type = shown?.bookingTypes[0] ?? null;
  usePageTitle(type?.name ?? null);

  // The bookable days are read when the page opens (the server re-checks every choice anyway): the type's own
  // limit, until the server's answer names this reader's last date (a member's season pass may reach further).
  const [openedAt] = useState(() => Date.now());
  const typeRange = useMemo(
    () => bookableDateRange(openedAt, shown?.anticipationMins ?? null, timeZone),
    [openedAt, shown?.anticipationMins, timeZone],
  );
  const reader = `${typeId ?? ''}|${customerId ?? ''}`;
  const [served, setServed] = useState<{ reader: string; lastDate: string | null } | null>(null);
  const range = servedDateRange(typeRange, served?.reader === reader ? served : null);
  const date = clampDate(searchParams.get('date'), range);
  const list = useBookingList(type ? typeId : null, date, customerId);
  const answer = list.data;
  // Kept from the reader's own answers only (another day's, shown meanwhile, may be another reader's).
  if (answer && !list.isPlaceholderData && (served?.reader !== reader || served.lastDate !== answer.model.lastDate))
    setServed({ reader, lastDate: answer.model.lastDate });
  const rows = answer?.model.list ?? [];

  // The view the member chose (kept in the address), else the screen's: time-first on a phone, the
  // carousel wider (issue 20). `null` until the script knows the screen: both render and CSS shows one.
  const chosenView = gridViewOf(searchParams.get('view'));
  const phone = useMediaQuery(PHONE_GRID_QUERY);
  // The hidden view stays until every server section has hydrated: a court column taken away before it
  // hydrates would never count itself off, and the page would never be marked ready (lib/hydration-ready.ts).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: dropping the hidden view re-renders the grid, in short tasks.
    void whenHydrated().then(() => live && startTransition(() => setHydrated(true)));
    return () => {
      live = false;
    };
  }, []);
  const view: GridView | null = chosenView ?? (phone === null || !hydrated ? null : phone ? 'times' : 'courts');

  const [expandedId, setExpandedId] = useState<string | null>(() => searchParams.get('slot'));
  // Back from the login (or from a shared link), the page lands on the slot the address opens, once.
  const landOn = searchParams.get('slot');
  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (!landOn || landed.current === landOn || !answer) return;
    // Both views may be in the page until the screen is known: the one on screen has a layout box.
    const target = [...document.querySelectorAll<HTMLElement>('[data-slot-options]')].find(
      (el) => el.dataset.slotOptions === landOn && el.offsetParent !== null,
    );
    if (!target) return;
    landed.current = landOn;
    target.scrollIntoView?.({ block: 'center' });
  }, [landOn, answer, view]);
  const [durationFilter, setDurationFilter] = useState<number | null>(null);
  const [panelToggled, setPanelToggled] = useState<boolean | null>(null);
  const [others, setOthers] = useState<{ resourceId: number; entry: TimeTableEntry } | null>(null);
  const [priceError, setPriceError] = useState('');
  const [notice, setNotice] = useState('');

  // Another type from the panel starts afresh: its own durations, no open slot, the panel closed.
  const [shownTypeId, setShownTypeId] = useState(typeId);
  if (shownTypeId !== typeId) {
    setShownTypeId(typeId);
    setExpandedId(null);
    setDurationFilter(null);
    setPanelToggled(null);
  }

  const types = all.data?.bookingTypes ?? [];
  // Spec section 4: several types and none in the address open the panel by themselves.
  const panelOpen = panelToggled ?? (typeId === null && types.length > 1);

  const returnTo = useCallback(
    (choice: SlotChoice) =>
      `/bookings/${typeId ?? ''}?date=${date}&slot=${encodeURIComponent(choice.entry.id)}${chosenView ? `&view=${chosenView}` : ''}`,
    [typeId, date, chosenView],
  );
  const onLoginRequired = useCallback(() => setNotice(t('bookingGrid.loginRequired')), [t]);
  const flow = useSlotChoice({ type, cancelText: shown?.cancelText ?? '', customerId, returnTo, onLoginRequired });

  const onPriceError = useCallback((message: string) => setPriceError(message), []);
  // The time-first view lists the other courts of a time itself: no "same time elsewhere" link there.
  const renderOptions = (resource: BookingListItem, entry: TimeTableEntry, withOthers = true) => (
    <>
      <SlotOptions
        bookingTypeId={typeId ?? 0}
        resourceId={resource.id}
        entry={entry}
        durations={shownDurations(entry, durationFilter)}
        customerId={customerId}
        busy={flow.leaving}
        onPriceError={onPriceError}
        onChoose={(duration: number, price: BookingPrice) => {
          setOthers(null);
          flow.choose({ resource, entry, duration, price });
        }}
      />
      {withOthers && rows.length > 1 ? (
        <button type="button" className="link-btn slot-options__others" onClick={() => setOthers({ resourceId: resource.id, entry })}>
          {t('bookingGrid.otherResources')}
        </button>
      ) : null}
    </>
  );

  // Only one type: it is the one (spec section 4); by-place types have their own page (spec section 2).
  if (typeId === null && types.length === 1) {
    const only = types[0] as (typeof types)[number];
    return <Navigate to={`${bookingTypeHref(only)}${only.byPlace ? '' : `?date=${date}`}`} replace />;
  }
  if (type?.byPlace) return <Navigate to={bookingTypeHref(type)} replace />;

  const setDate = (next: string) => {
    setExpandedId(null);
    setPriceError('');
    setSearchParams(chosenView ? { date: next, view: chosenView } : { date: next }, { preventScrollReset: true });
  };
  const setView = (next: GridView) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('view', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const toggle = (slotId: string) => {
    setPriceError('');
    setExpandedId((current) => (current === slotId ? null : slotId));
  };

  const anyShown = rows.some((r) => r.timeTable.some((e) => offersDuration(e, durationFilter)));
  const emptyText = answer && !anyShown ? answer.model.errorMsg || t('bookingGrid.nothingFound') : '';
  const step = flow.pending && type ? type.relatedResourceTypes[flow.pending.step] : undefined;

  return (
    <div className="bookings-page">
      <PageBanner title={type?.name ?? t('sections.bookings')}>
        <button
          type="button"
          className="btn btn--light bookings-page__filter"
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          onClick={() => setPanelToggled(!panelOpen)}
        >
          <FilterIcon size={18} />
          <span>{t('bookingGrid.filter')}</span>
        </button>
      </PageBanner>

      <div className="container bookings-page__body">
        {panelOpen && types.length > 0 ? (
          <TypeFilterPanel id={PANEL_ID} types={types} selectedId={typeId} date={searchParams.get('date')} />
        ) : null}
        {all.isError || one.isError ? (
          <LoadFailure onRetry={() => void (one.isError ? one.refetch() : all.refetch())} className="form__alert" />
        ) : null}

        {typeId === null ? (
          types.length > 1 ? (
            <p className="bookings-page__prompt">{t('bookingGrid.chooseType')}</p>
          ) : all.isPending ? (
            <GridSkeleton />
          ) : null
        ) : one.isError ? null : (
          <>
            {/* The day strip's buttons and their dates hydrate as a section of their own. */}
            <HydrationSection>
              <div className="booking-toolbar">
                <DatePicker value={date} range={range} onChange={setDate} />
                {type ? <DurationChips durations={type.durations} value={durationFilter} onChange={setDurationFilter} /> : null}
                <GridViewSwitch value={view} onChange={setView} />
                {shown?.anticipationText ? (
                  <p className="booking-toolbar__note">
                    <ClockIcon size={16} />
                    <span>{shown.anticipationText}</span>
                  </p>
                ) : null}
              </div>
            </HydrationSection>

            <div className="bookings-page__alerts" aria-live="polite">
              {notice && customerId === null ? <p className="booking-notice">{notice}</p> : null}
              <FormAlert message={priceError} />
            </div>

            {list.fetchStatus === 'paused' && (list.isPending || list.isPlaceholderData) ? (
              // Offline: the day asked for cannot load (another day's slots must not stand under its date).
              // TanStack Query fetches it by itself when the connection is back.
              <div className="shop__state" role="status">
                <p>{t('common.offline')}</p>
              </div>
            ) : list.isPending || one.isPending ? (
              <GridSkeleton />
            ) : list.isError ? (
              <LoadFailure error={list.error} onRetry={() => void list.refetch()} className="shop__state" />
            ) : emptyText ? (
              <div className="shop__state">
                <p>{emptyText}</p>
              </div>
            ) : (
              // The last day's grid stays on screen while the next loads, dimmed and out of reach (no click on a stale slot).
              <div
                className={`bookings-page__grid${list.isPlaceholderData ? ' is-stale' : ''}`}
                aria-busy={list.isFetching}
                inert={list.isPlaceholderData}
              >
                {view !== 'courts' ? (
                  <div className={view === null ? 'grid-view grid-view--phone' : 'grid-view'}>
                    <TimesView
                      list={rows}
                      durationFilter={durationFilter}
                      expandedId={expandedId}
                      onToggle={toggle}
                      renderOptions={(r, e) => renderOptions(r, e, false)}
                    />
                  </div>
                ) : null}
                {view !== 'times' ? (
                  <div className={view === null ? 'grid-view grid-view--wide' : 'grid-view'}>
                    <ResourcesCarousel
                      list={rows}
                      durationFilter={durationFilter}
                      expandedId={expandedId}
                      onToggle={toggle}
                      renderOptions={(r, e) => renderOptions(r, e)}
                    />
                  </div>
                ) : null}
              </div>
            )}
            {/* Quietly, under the grid: the day's taken courts, to queue for (issue 23, section 7). */}
            <TakenSlots typeId={typeId} date={date} />
          </>
        )}
      </div>

      {others ? (
        <OtherResourcesDialog
          open
          time={others.entry.sstart}
          others={sameStartElsewhere(rows, others.resourceId, others.entry.start, durationFilter)}
          onClose={() => setOthers(null)}
          renderOptions={(r, e) => renderOptions(r, e, false)}
        />
      ) : null}
      {flow.pending && step && customerId !== null ? (
        <RelatedResourceDialog
          key={step.bookingTypeResourceId}
          step={{ ...step, number: flow.pending.step + 1, total: type?.relatedResourceTypes.length ?? 1 }}
          start={flow.pending.choice.entry.start}
          time={flow.pending.choice.entry.sstart}
          duration={flow.pending.choice.duration}
          customerId={customerId}
          onPick={flow.pickRelated}
          onClose={flow.cancelRelated}
        />
      ) : null}
    </div>
  );
}

/** Columns of placeholder slots with the grid's own height, so the answer does not move the page. */
function GridSkeleton() {
  return (
    <div className="resources resources--loading" aria-busy="true">
      <div className="resources__head">
        <Skeleton className="skeleton--text skeleton--short" />
      </div>
      <div className="resources__track" style={{ '--count': 3 } as CSSProperties}>
        {[0, 1, 2].map((n) => (
          <div key={n} className="resource">
            <Skeleton className="skeleton--text" />
            <ul className="slot-list">
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i} className="slot-list__item">
                  <Skeleton className="slot slot--skeleton" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Server rendering: the filter types, the shown type with its texts, and its grid for the date the address
 * asks for (else the club's today), with public prices; the member's own prices follow after hydration.
 */
export async function prefetch(
  queryClient: QueryClient,
  { params, search }: { params: Record<string, string | undefined>; search: URLSearchParams },
): Promise<unknown> {
  const typeId = typeIdOf(params.bookingTypeId);
  const settings = await queryClient.ensureQueryData(mainSettingsQuery);
  const [, one] = await Promise.all([
    queryClient.prefetchQuery(bookingFiltersQuery(null)),
    typeId === null ? null : queryClient.fetchQuery(bookingFiltersQuery(typeId)).catch(() => null),
  ]);
  if (typeId === null || !one || one.bookingTypes[0]?.byPlace) return;
  const date = clampDate(search.get('date'), bookableDateRange(Date.now(), one.anticipationMins, settings.timeZone));
  return queryClient.prefetchQuery(bookingListQuery(typeId, date, null));
}
