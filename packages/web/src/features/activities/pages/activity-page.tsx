import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../api/api-error';
import { buttonClass } from '../../../components/ui/button';
import { PageBanner } from '../../../components/ui/page-banner';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { ShareLinks } from '../../../components/ui/share-links';
import { useDateFormatter } from '../../../lib/date-format';
import { usePriceFormatter } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useSettings, useUploadUrl } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { activityQuery, useActivity } from '../api/get-activity';
import { popularPostsQuery, usePopularPosts } from '../../../lib/popular-posts';
import { SignUpArea, type AddSaleToCart } from '../components/sign-up-area';
import { StartCountdown } from '../components/start-countdown';
import { activitiesHref, posterSrc } from '../rules/activity-rules';

function activityId(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** The popular-posts column (spec: count 2); it hides itself without posts. */
function PopularPosts() {
  const { t } = useTranslation();
  const posts = usePopularPosts();
  const resolve = useUploadUrl();
  if (!posts.data?.length) return null;
  return (
    <aside className="activity__aside" aria-labelledby="activity-popular-title">
      <h2 id="activity-popular-title" className="activity__aside-title">
        {t('activities.popularPosts')}
      </h2>
      <ul className="popular-posts">
        {posts.data.map((post) => (
          <li key={post.id}>
            <Link className="popular-posts__link" to={`/post/${post.id}`}>
              {post.image ? <img src={resolve(post.image)} alt="" width={72} height={56} loading="lazy" /> : null}
              <span>{post.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * An activity (/activity/{id}): poster (or the default one), name, start and end, countdown to the start,
 * price, the club's description (sanitised), share icons, sign-up and the popular-posts column. Shared by
 * link: rendered on the server with public data; a member's own standing (Already In) follows hydration.
 */
export function ActivityPage({ addToCart }: { addToCart: AddSaleToCart }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const customerId = useCustomerId();
  const query = useActivity(activityId(id), customerId);
  const formatDate = useDateFormatter();
  const { dateFormat } = useSettings();
  // Activities start at a time of day: the club's date format with the time.
  const date = (iso: string) => formatDate(iso, `${dateFormat} HH:mm`);
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  const detail = query.data;
  const activity = detail?.model;
  const missing = Number.isNaN(activityId(id)) || (query.isError && isNotFound(query.error));
  usePageTitle(activity?.name ?? null);

  return (
    <div className="activity">
      <PageBanner title={t('sections.activities')} titleAs="p">
        <nav aria-label={t('activities.breadcrumb')} className="breadcrumb">
          <Link to="/activities">{t('sections.activities')}</Link>
          {activity ? (
            <>
              <span aria-hidden="true">/</span>
              <span aria-current="page">{activity.name}</span>
            </>
          ) : null}
        </nav>
      </PageBanner>
      <div className="container activity__layout" aria-busy={query.isPending && !missing}>
        {missing ? (
          <div className="notice">
            <p role="alert">{t('activities.notFound')}</p>
            <Link className={buttonClass('secondary')} to="/activities">
              {t('activities.backToList')}
            </Link>
          </div>
        ) : query.isError && !detail ? (
          <p className="notice" role="alert">
            {t('messages.crash')}
          </p>
        ) : activity && detail ? (
          <>
            <article className="activity__main">
              <img
                className="activity__poster"
                src={posterSrc(activity.poster, resolve)}
                alt={activity.name}
                width={800}
                height={500}
                fetchPriority="high"
              />
              <h1 className="activity__name">{activity.name}</h1>
              <p className="activity__when">
                <span>
                  {t('activities.start')}: {date(activity.start)}
                </span>
                {activity.end ? (
                  <span>
                    {t('activities.end')}: {date(activity.end)}
                  </span>
                ) : null}
              </p>
              {activity.status === 'upcoming' ? <StartCountdown start={activity.start} /> : null}
              <p className="activity__facts">
                <span className="activity__price">{activity.price > 0 ? price(activity.price) : t('activities.free')}</span>
                {activity.placesLeft !== null && activity.status !== 'finished' ? (
                  <span>
                    {activity.placesLeft === 0 ? t('activities.full') : t('activities.placesLeft', { count: activity.placesLeft })}
                  </span>
                ) : null}
              </p>
              <SignUpArea detail={detail} customerId={customerId} addToCart={addToCart} />
              <SanitizedHtml html={activity.description} className="activity__description rich-text" />
              <ShareLinks path={`/activity/${activity.id}`} title={activity.name} />
              <Link className="activity__back" to={activitiesHref({ type: activity.type, status: activity.status, page: 1 })}>
                {t('activities.backToList')}
              </Link>
            </article>
            <PopularPosts />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A link to an activity that does not exist (or is no longer published) answers 404. */
export function status(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): number | undefined {
  const id = activityId(params.id);
  return Number.isNaN(id) || isNotFound(queryClient.getQueryState(activityQuery(id, null).queryKey)?.error) ? 404 : undefined;
}

/** Server rendering: the activity with public data, and the popular posts beside it (no call after the paint). */
export function prefetch(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): Promise<unknown> {
  const id = activityId(params.id);
  return Promise.all([
    Number.isNaN(id) ? null : queryClient.prefetchQuery(activityQuery(id, null)),
    queryClient.prefetchQuery(popularPostsQuery),
  ]);
}
