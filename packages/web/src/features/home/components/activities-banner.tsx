import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePriceFormatter } from '../../../lib/format';
import { useSettings, useUploadUrl } from '../../../lib/settings/settings-context';
import { useHomeActivities } from '../api/get-home-activities';
import { activitiesHref, activityCards, type ActivityKind, type HomeActivities } from '../rules/activity-cards';
import { useLogFailure } from './use-log-failure';

/** Spec section 9: an activity without a poster shows the club's default image. */
const DEFAULT_POSTER = '/img/activity-default.png';

function ActivityGroup({ type, data }: { type: ActivityKind; data: HomeActivities | undefined }) {
  const { t, i18n } = useTranslation();
  const resolve = useUploadUrl();
  const price = usePriceFormatter();
  const { timeZone } = useSettings();
  // Day, month and time in the page's language and the club's zone, through Intl: the home loads no Luxon.
  const when = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone });
  if (!data || data.activities.length === 0) return null;
  const { cards, viewAll } = activityCards(data);
  const title = t(type === 'registration' ? 'home.registrationsTitle' : 'home.activitiesTitle');
  const headingId = `home-${type}-title`;
  return (
    <div className="activity-group" role="group" aria-labelledby={headingId}>
      <div className="activity-group__head">
        <h3 className="activity-group__title" id={headingId}>
          {title}
        </h3>
        {viewAll ? (
          <Link to={activitiesHref(type)} className="section__more" aria-label={t('home.viewAllOf', { title })}>
            {t('home.viewAll')}
          </Link>
        ) : null}
      </div>
      <ul className="activity-group__cards">
        {cards.map((activity) => (
          <li key={activity.id}>
            <Link to={`/activity/${activity.id}`} className="home-activity">
              <img
                className="home-activity__poster"
                src={activity.poster ? resolve(activity.poster) : DEFAULT_POSTER}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                decoding="async"
              />
              <span className="home-activity__name">{activity.name}</span>
              <span className="home-activity__facts">
                <time dateTime={activity.start}>{when.format(new Date(activity.start))}</time>
                <span className="home-activity__price">{activity.price > 0 ? price(activity.price) : t('activities.free')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Registrations and activities, at most 4 cards each with View-all beyond; hidden when there are none. */
export function ActivitiesBanner() {
  const { t } = useTranslation();
  const registrations = useHomeActivities('registration');
  const activities = useHomeActivities('activity');
  useLogFailure(registrations.error, 'Registrations');
  useLogFailure(activities.error, 'Activities');
  if (!registrations.data?.activities.length && !activities.data?.activities.length) return null;
  return (
    <section className="section activities-banner" aria-label={t('home.activitiesLabel')}>
      <div className="container activities-banner__groups">
        <ActivityGroup type="registration" data={registrations.data} />
        <ActivityGroup type="activity" data={activities.data} />
      </div>
    </section>
  );
}
