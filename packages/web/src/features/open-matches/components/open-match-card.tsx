import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpenMatch } from '@clubportal/contract/open-matches';
import { buttonClass } from '../../../components/ui/button';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { formatLevel, rangeText } from '../rules/filters';

/** One open match: when, where, the level range, places left, who plays (name and level), the share, and Join. */
export function OpenMatchCard({ match }: { match: OpenMatch }) {
  const { t } = useTranslation();
  const date = useDateFormatter();
  const price = usePriceFormatter();
  const titleId = useId();
  const range = rangeText(match);
  return (
    <article className={`open-match${match.fitsMyLevel ? ' open-match--fits' : ''}`} aria-labelledby={titleId}>
      <header className="open-match__head">
        <h2 id={titleId} className="open-match__title">
          <time dateTime={match.start}>{date(match.start, 'HH:mm')}</time> {match.bookingType}
        </h2>
        <span className="open-match__places">{t('openMatches.placesLeft', { count: match.placesLeft })}</span>
      </header>
      <p className="open-match__meta">
        <span>{match.resourceName}</span>
        <span>{t('bookingCheckout.minutes', { count: match.duration })}</span>
        <span>{range ? t('openMatches.levelRange', { range }) : t('openMatches.anyLevel')}</span>
        {match.fitsMyLevel && range ? <span className="open-match__fits">{t('openMatches.fitsMyLevel')}</span> : null}
      </p>
      <ul className="open-match__players" aria-label={t('myBookings.players')}>
        {match.players.map((p, i) => (
          <li key={i}>
            {p.name}
            {p.level !== null ? <span className="open-match__level">{formatLevel(p.level)}</span> : null}
          </li>
        ))}
      </ul>
      <footer className="open-match__foot">
        <span>{match.joinShare > 0 ? t('openMatches.share', { amount: price(match.joinShare) }) : t('openMatches.free')}</span>
        <Link className={buttonClass('primary')} to={`/booking-join/${match.id}`} aria-describedby={titleId}>
          {t('openMatches.join')}
        </Link>
      </footer>
    </article>
  );
}
