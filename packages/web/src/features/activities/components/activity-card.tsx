import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity } from '@clubportal/contract/activities';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { useSettings, useUploadUrl } from '../../../lib/settings/settings-context';
import { posterSrc } from '../rules/activity-rules';

/**
 * A card of the list: poster, name, start (and end), price and places left; the whole card links to the activity.
 * `priority`: the first card's poster is the page's largest paint on a phone, so it loads at once, not lazily.
 */
export function ActivityCard({ activity, priority = false }: { activity: Activity; priority?: boolean }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const { dateFormat } = useSettings();
  // Activities start at a time of day: the club's date format with the time.
  const date = (iso: string) => formatDate(iso, `${dateFormat} HH:mm`);
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  return (
    <article className="activity-card">
      <Link className="activity-card__link" to={`/activity/${activity.id}`}>
        <img
          className="activity-card__poster"
          src={posterSrc(activity.poster, resolve)}
          alt=""
          width={400}
          height={250}
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
        <span className="activity-card__body">
          <span className="activity-card__name">{activity.name}</span>
          <span className="activity-card__when">
            {date(activity.start)}
            {activity.end ? ` – ${date(activity.end)}` : ''}
          </span>
          <span className="activity-card__facts">
            <span className="activity-card__price">{activity.price > 0 ? price(activity.price) : t('activities.free')}</span>
            {activity.placesLeft !== null && activity.status !== 'finished' ? (
              <span className={activity.placesLeft === 0 ? 'activity-card__full' : 'activity-card__places'}>
                {activity.placesLeft === 0 ? t('activities.full') : t('activities.placesLeft', { count: activity.placesLeft })}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </article>
  );
}
