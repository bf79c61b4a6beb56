import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ByPlaceEntry } from '@clubportal/contract/bookings-by-place';
import { dayTitle } from '../rules/day-title';
import { ClassCard } from './class-card';

/**
 * One weekday's classes in a scroll-snap carousel (spec section 9: 3 slides, 2 at 1264 px, 1 at 888 px or
 * less; the numbers live in bookings-by-place.css so the server's HTML has its final layout). The arrows
 * scroll one slide; touch and the keyboard scroll the track itself.
 */
export function WeekdayCarousel({
  date,
  entries,
  onBook,
}: {
  date: string;
  entries: ByPlaceEntry[];
  onBook: (entry: ByPlaceEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const title = dayTitle(date, i18n.language);
  const track = useRef<HTMLUListElement>(null);
  const headingId = `byplace-day-${date}`;
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    const slide = el?.querySelector('li');
    if (!el || !slide) return;
    el.scrollBy({ left: direction * slide.getBoundingClientRect().width, behavior: 'smooth' });
  };
  return (
    <section className="byplace-day" aria-labelledby={headingId} data-date={date}>
      <div className="byplace-day__head">
        <h2 id={headingId} className="byplace-day__title">
          {title}
        </h2>
        {entries.length > 1 ? (
          <div className="byplace-day__arrows">
            <button type="button" className="icon-btn" aria-label={t('byPlace.previous')} onClick={() => scroll(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="icon-btn" aria-label={t('byPlace.next')} onClick={() => scroll(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      <ul ref={track} className="byplace-track" aria-label={t('byPlace.classesOf', { day: title })}>
        {entries.map((entry) => (
          <li key={entry.id} className="byplace-track__slide">
            <ClassCard entry={entry} onBook={onBook} />
          </li>
        ))}
      </ul>
    </section>
  );
}
