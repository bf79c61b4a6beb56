import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { useDateFormatter } from '../../lib/date-format';
import { useUploadUrl } from '../../lib/settings/settings-context';

/** The menu's recent posts (spec: 2) with a link to the whole blog. */
export function RecentPosts({ posts }: { posts: TextBlock[] }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const resolve = useUploadUrl();
  return (
    <div className="recent-posts">
      <p className="submenu__heading">{t('menu.recentPosts')}</p>
      <ul className="recent-posts__list">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={`/post/${post.id}`} className="recent-posts__link">
              {post.image ? <img src={resolve(post.image)} alt="" width={56} height={56} loading="lazy" /> : null}
              <span>
                <span className="recent-posts__title">{post.title}</span>
                <span className="recent-posts__date">{formatDate(post.created)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/blog" className="submenu__all">
        {t('menu.allPosts')}
      </Link>
    </div>
  );
}
