import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { useDateFormatter } from '../../../lib/date-format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { postPreview } from '../rules/blog-rules';

/**
 * A post in the blog list: thumbnail (232x138), title, date, author and the preview cut at 100 characters.
 * `priority`: the first card's image is the page's largest paint on a phone, so it loads at once, not lazily.
 */
export function PostCard({ post, priority = false }: { post: TextBlock; priority?: boolean }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const resolve = useUploadUrl();
  return (
    <article className="post-card">
      <Link to={`/post/${post.id}`} className="post-card__media" tabIndex={-1} aria-hidden="true">
        {post.image ? (
          <img
            src={resolve(post.image)}
            alt=""
            width={232}
            height={138}
            {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
          />
        ) : null}
      </Link>
      <div className="post-card__body">
        <h2 className="post-card__title">
          <Link to={`/post/${post.id}`}>{post.title}</Link>
        </h2>
        <p className="post-card__meta">
          <time dateTime={post.created}>{formatDate(post.created)}</time>
          {post.name ? <span>{t('blog.byAuthor', { name: post.name })}</span> : null}
        </p>
        <p className="post-card__preview">{postPreview(post)}</p>
        <Link to={`/post/${post.id}`} className="post-card__more" aria-label={t('blog.readMoreAbout', { title: post.title })}>
          {t('blog.readMore')}
        </Link>
      </div>
    </article>
  );
}
