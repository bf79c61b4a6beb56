import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormatter } from '../../../lib/date-format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { usePopularPosts } from '../../../lib/popular-posts';

/** The post page's sidebar: the 2 most read posts (spec: popular posts count 2). A failure is only logged. */
export function PopularPosts() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const resolve = useUploadUrl();
  const { data, error } = usePopularPosts();
  useEffect(() => {
    if (error) console.error('Popular posts failed to load', error);
  }, [error]);
  if (!data || data.length === 0) return null;
  return (
    <aside className="popular-posts" aria-labelledby="popular-posts-title">
      <h2 id="popular-posts-title" className="popular-posts__title">
        {t('blog.popularPosts')}
      </h2>
      <ul className="popular-posts__list">
        {data.map((post) => (
          <li key={post.id}>
            <Link to={`/post/${post.id}`} className="popular-posts__link">
              {post.image ? <img src={resolve(post.image)} alt="" width={80} height={60} loading="lazy" /> : null}
              <span>
                <span className="popular-posts__name">{post.title}</span>
                <time className="popular-posts__date" dateTime={post.created}>
                  {formatDate(post.created)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
