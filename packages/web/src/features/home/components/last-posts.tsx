import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useLastPosts } from '../api/get-last-posts';
import { SectionHeader } from './section-header';
import { useLogFailure } from './use-log-failure';

/** The last 3 posts (list-with-users?count=3), each linking /post/{id}, and the way to the blog. */
export function LastPosts() {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const { data, error } = useLastPosts();
  useLogFailure(error, 'Last posts');
  if (!data || data.length === 0) return null;
  return (
    <section className="section last-posts" aria-labelledby="last-posts-title">
      <div className="container">
        <SectionHeader id="last-posts-title" eyebrow={t('home.postsEyebrow')} title={t('home.postsTitle')}>
          <Link to="/blog" className="section__more">
            {t('menu.allPosts')}
          </Link>
        </SectionHeader>
        <ul className="last-posts__grid">
          {data.map((post) => (
            <li key={post.id}>
              <article className="home-post">
                <Link to={`/post/${post.id}`} className="home-post__link">
                  {post.image ? (
                    <img
                      className="home-post__image"
                      src={resolve(post.image)}
                      alt=""
                      width={400}
                      height={240}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <span className="home-post__body">
                    {/* No date here: dates need Luxon, which would make the home's first-page code too heavy. */}
                    {post.name ? <span className="home-post__meta">{post.name}</span> : null}
                    <span className="home-post__title">{post.title}</span>
                  </span>
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
