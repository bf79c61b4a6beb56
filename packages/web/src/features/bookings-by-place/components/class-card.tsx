import { useTranslation } from 'react-i18next';
import type { ByPlaceEntry } from '@clubportal/contract/bookings-by-place';
import { usePriceFormatter } from '../../../lib/format';
import { endHour } from '../rules/by-place-links';

/** A class: what, when, where, level, places left, the member's price and Book (or why not). */
export function ClassCard({ entry, onBook }: { entry: ByPlaceEntry; onBook: (entry: ByPlaceEntry) => void }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const free = Math.max(0, entry.maxParticipants - entry.participantsIn);
  const level = entry.minLevel !== null || entry.maxLevel !== null ? `${entry.minLevel ?? '…'} – ${entry.maxLevel ?? '…'}` : null;
  const mine = entry.players.find((p) => p.isMe);
  return (
    <article className="byplace-card" aria-label={`${entry.bookingTypeName} ${entry.startHour}`}>
      <p className="byplace-card__time">
        <strong>{entry.startHour}</strong> – {endHour(entry.startHour, entry.duration)}{' '}
        <span className="byplace-card__minutes">({t('bookingGrid.minutes', { count: entry.duration })})</span>
      </p>
      <h3 className="byplace-card__name">{entry.bookingTypeName}</h3>
      {entry.resources.length ? <p className="byplace-card__room">{entry.resources.join(', ')}</p> : null}
      {level ? <p className="byplace-card__level">{t('byPlace.level', { range: level })}</p> : null}
      <p className="byplace-card__places">
        {t('byPlace.placesTaken', { taken: entry.participantsIn, total: entry.maxParticipants })}
        {' · '}
        {free === 0 ? t('byPlace.full') : t('byPlace.placesLeft', { count: free })}
      </p>
      <div className="byplace-card__foot">
        <span className="byplace-card__price">
          {price(entry.price)}
          {entry.isSpecialPrice ? <small> {t('bookingGrid.yourPrice')}</small> : null}
        </span>
        {entry.alreadyIn ? (
          <span className="byplace-card__in">
            {mine?.place ? t('byPlace.youAreInPlace', { place: mine.place }) : t('byPlace.youAreIn')}
          </span>
        ) : (
          <button type="button" className="btn btn--primary" disabled={!entry.canJoin} onClick={() => onBook(entry)}>
            {entry.canJoin ? t('bookingGrid.book') : t('byPlace.full')}
          </button>
        )}
      </div>
    </article>
  );
}
