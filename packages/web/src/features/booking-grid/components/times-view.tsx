import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingListItem } from '@clubportal/contract/bookings';
import { usePriceFormatter } from '../../../lib/format';
import { shownPrice, type TimeTableEntry } from '../rules/booking-choice';
import { startOfSlot, startsAcrossResources } from '../rules/time-first';
import { useResourceLabel } from './use-resource-label';

type Props = {
  list: BookingListItem[];
  durationFilter: number | null;
  /** The open court slot (the same one the carousel opens; the address's `slot`). */
  expandedId: string | null;
  onToggle: (slotId: string) => void;
  /** The open slot's durations and prices. */
  renderOptions: (resource: BookingListItem, entry: TimeTableEntry) => ReactNode;
};

/**
 * The phone's view of the grid (issue 20): each start time of the day with how many courts are free and
 * from what price; a time opens into its courts, a court into its durations (the carousel's own options).
 * Built from the same list answer as the carousel, so both views show the same slots.
 */
export function TimesView({ list, durationFilter, expandedId, onToggle, renderOptions }: Props) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const labelOf = useResourceLabel();
  const rows = startsAcrossResources(list, durationFilter);
  // A slot opened by the address (back from the login) opens its time too.
  const [openStart, setOpenStart] = useState<string | null>(() => startOfSlot(list, expandedId));

  return (
    <section className="starts" aria-labelledby="starts-title">
      <div className="resources__head">
        <h2 id="starts-title" className="resources__title">
          {t('bookingGrid.resources')}
        </h2>
      </div>
      <ul className="start-list">
        {rows.map((row) => {
          const open = row.start === openStart;
          const courtsId = `courts-${row.start}`;
          return (
            <li key={row.start} className="start-list__item">
              <button
                type="button"
                className="start"
                aria-expanded={open}
                aria-controls={open ? courtsId : undefined}
                onClick={() => setOpenStart(open ? null : row.start)}
              >
                <span className="start__time">{row.sstart}</span>{' '}
                <span className="start__count">{t('bookingGrid.freeCourts', { count: row.courts.length })}</span>{' '}
                {row.from !== null ? <span className="start__price">{t('bookingGrid.fromPrice', { price: price(row.from) })}</span> : null}
              </button>
              {open ? (
                <ul id={courtsId} className="start-courts" aria-label={t('bookingGrid.courtsAt', { time: row.sstart })}>
                  {row.courts.map(({ resource, index, entry }) => {
                    const expanded = entry.id === expandedId;
                    const { duration, price: shownAt } = shownPrice(entry, durationFilter);
                    return (
                      <li key={entry.id} className="start-courts__item">
                        <button
                          type="button"
                          className="start-court"
                          aria-expanded={expanded}
                          aria-controls={expanded ? `time-options-${entry.id}` : undefined}
                          onClick={() => onToggle(entry.id)}
                        >
                          <span className="start-court__name">{labelOf(resource, index)}</span>{' '}
                          <span className="start-court__meta">{shownAt ? `${price(shownAt.price)} · ${duration}'` : `${duration}'`}</span>
                        </button>
                        {expanded ? (
                          <div id={`time-options-${entry.id}`} className="start-courts__options" data-slot-options={entry.id}>
                            {renderOptions(resource, entry)}
                          </div>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
