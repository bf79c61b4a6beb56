import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListItem } from '@clubportal/contract/bookings';
import { HydrationSection } from '../../../components/hydration-section';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { offersDuration, shownPrice, type TimeTableEntry } from '../rules/booking-choice';
import { pageInView, slidesPerView } from '../rules/carousel';
import { ChevronLeftIcon, ChevronRightIcon } from './grid-icons';
import { useResourceLabel } from './use-resource-label';

type Props = {
  list: BookingListItem[];
  durationFilter: number | null;
  expandedId: string | null;
  onToggle: (slotId: string) => void;
  /** The expanded slot's durations and prices, shown under it. */
  renderOptions: (resource: BookingListItem, entry: TimeTableEntry) => ReactNode;
};

/**
 * The resources side by side, each with its free starts (spec: carousel of resources with time slots per
 * resource). A CSS scroll-snap track: swiping, the scroll bar and arrow keys on the focused track move it; the
 * previous/next buttons move it a page at a time. How many columns are in view is CSS (spec section 9
 * breakpoints), so the server's HTML already has its final layout.
 */
export function ResourcesCarousel({ list, durationFilter, expandedId, onToggle, renderOptions }: Props) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const labelOf = useResourceLabel();
  const [edges, setEdges] = useState({ start: true, end: true });
  // Which courts are in view ("Courts 4–6 of 8"): known once the script has measured the track.
  const [inView, setInView] = useState<{ from: number; to: number } | null>(null);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const perView = slidesPerView(window.innerWidth);
    const overflow = list.length > perView;
    setEdges({
      start: !overflow || track.scrollLeft <= 1,
      end: !overflow || track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
    const first = track.firstElementChild;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const column = first ? first.getBoundingClientRect().width + gap : 0;
    setInView(overflow ? pageInView({ scrollLeft: track.scrollLeft, column, perView, total: list.length }) : null);
  }, [list.length]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  const hideArrows = edges.start && edges.end;
  return (
    <section className="resources" aria-labelledby="resources-title">
      <div className="resources__head">
        <h2 id="resources-title" className="resources__title">
          {t('bookingGrid.resources', { count: list.length })}
        </h2>
        <div className="resources__arrows" hidden={hideArrows}>
          <button
            type="button"
            className="icon-btn"
            onClick={() => page(-1)}
            disabled={edges.start}
            aria-label={t('bookingGrid.previousResources')}
            aria-controls="resources-track"
          >
            <ChevronLeftIcon />
          </button>
          {inView ? (
            <span className="resources__page" aria-live="polite">
              {inView.from === inView.to
                ? t('bookingGrid.courtOf', { from: inView.from, total: list.length })
                : t('bookingGrid.courtsOf', { from: inView.from, to: inView.to, total: list.length })}
            </span>
          ) : null}
          <button
            type="button"
            className="icon-btn"
            onClick={() => page(1)}
            disabled={edges.end}
            aria-label={t('bookingGrid.nextResources')}
            aria-controls="resources-track"
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <div
        id="resources-track"
        ref={trackRef}
        className="resources__track"
        style={{ '--count': list.length } as CSSProperties}
        onScroll={measure}
        tabIndex={0}
        role="group"
        aria-label={t('bookingGrid.resourcesTrack')}
      >
        {list.map((resource, index) => (
          <HydrationSection key={resource.id}>
            <ResourceColumn
              resource={resource}
              label={labelOf(resource, index)}
              entries={resource.timeTable.filter((entry) => offersDuration(entry, durationFilter))}
              durationFilter={durationFilter}
              expandedId={expandedId}
              onToggle={onToggle}
              renderOptions={renderOptions}
            />
          </HydrationSection>
        ))}
      </div>
    </section>
  );
}

function ResourceColumn({
  resource,
  label,
  entries,
  durationFilter,
  expandedId,
  onToggle,
  renderOptions,
}: Omit<Props, 'list'> & { resource: BookingListItem; label: string; entries: TimeTableEntry[] }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  const headingId = `resource-${resource.id}`;
  // Once per column, not once per slot: a column has dozens of slots to hydrate.
  const where = t('bookingGrid.slotAt', { resource: label });
  return (
    <article className="resource" aria-labelledby={headingId}>
      <header className="resource__head">
        {resource.image ? (
          <img className="resource__image" src={resolve(resource.image)} alt="" width={44} height={44} decoding="async" />
        ) : null}
        <div>
          <h3 id={headingId} className="resource__name">
            {label}
          </h3>
          <p className="resource__count">{t('bookingGrid.freeSlots', { count: entries.length })}</p>
        </div>
      </header>
      {entries.length === 0 ? (
        <p className="resource__none">{t('bookingGrid.noSlots')}</p>
      ) : (
        <ul className="slot-list">
          {entries.map((entry) => {
            const expanded = entry.id === expandedId;
            const { duration: shown, price: shownAt } = shownPrice(entry, durationFilter);
            return [
              <li key={entry.id} className="slot-list__item">
                <button
                  type="button"
                  className="slot"
                  aria-expanded={expanded}
                  aria-controls={expanded ? `options-${entry.id}` : undefined}
                  onClick={() => onToggle(entry.id)}
                >
                  <span className="slot__time">{entry.sstart}</span>{' '}
                  <span className="slot__meta">{shownAt ? `${price(shownAt.price)} · ${shown}'` : `${shown}'`}</span>
                  {/* The court in the name too, for lists of buttons read out of the column. */} <span className="sr-only">{where}</span>
                </button>
              </li>,
              expanded ? (
                <li key={`${entry.id}-options`} id={`options-${entry.id}`} className="slot-list__options" data-slot-options={entry.id}>
                  {renderOptions(resource, entry)}
                </li>
              ) : null,
            ];
          })}
        </ul>
      )}
    </article>
  );
}
