import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../api/api-error';
import { PageBanner } from '../../../components/ui/page-banner';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { ShareLinks } from '../../../components/ui/share-links';
import { useDateFormatter } from '../../../lib/date-format';
import { usePageTitle } from '../../../lib/page-title';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { popularPostsQuery } from '../../../lib/popular-posts';
import { postQuery, usePost } from '../api/get-post';
import { PopularPosts } from '../components/popular-posts';
import { LoadFailure } from '../../../components/load-state';

export function postId(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * A post (/post/{id}): title, short text, date, author, image, the club's full text (sanitised), the share
 * row and the popular posts. A post that does not exist shows `notFound` (the app's not-found page).
 */
export function PostPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const resolve = useUploadUrl();
  const id = postId(useParams().id);
  const query = usePost(id);
  const post = query.data;
  usePageTitle(post?.title ?? null);
  if (Number.isNaN(id) || (query.isError && isNotFound(query.error))) return <>{notFound}</>;

  return (
    <div className="post">
      <PageBanner title={t('sections.blog')} titleAs="p">
        <nav aria-label={t('blog.breadcrumb')} className="breadcrumb">
          <Link to="/blog">{t('sections.blog')}</Link>
          {post ? (
            <>
              <span aria-hidden="true">/</span>
              <span aria-current="page">{post.title}</span>
            </>
          ) : null}
        </nav>
      </PageBanner>
      <div className="container post__layout" aria-busy={query.isPending}>
        <article className="post__main">
          {query.isError ? (
            <LoadFailure onRetry={() => void query.refetch()} className="blog__state" />
          ) : post ? (
            <>
              <h1 className="post__title">{post.title}</h1>
              {post.smalText ? <p className="post__lead">{post.smalText}</p> : null}
              <p className="post__meta">
                <time dateTime={post.created}>{formatDate(post.created)}</time>
                {post.name ? <span>{t('blog.byAuthor', { name: post.name })}</span> : null}
              </p>
              {post.image ? (
                <img className="post__image" src={resolve(post.image)} alt="" width={800} height={600} fetchPriority="high" />
              ) : null}
              <SanitizedHtml html={post.text} className="post__text rich-text" />
              <ShareLinks path={`/post/${post.id}`} title={post.title} />
            </>
          ) : null}
        </article>
        <PopularPosts />
      </div>
    </div>
  );
}

/** A link to a post that does not exist answers 404. */
export function status(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): number | undefined {
  const id = postId(params.id);
  return Number.isNaN(id) || isNotFound(queryClient.getQueryState(postQuery(id).queryKey)?.error) ? 404 : undefined;
}

/** Server rendering: the post and the popular posts beside it. */
export function prefetch(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): Promise<unknown> {
  const id = postId(params.id);
  return Promise.all([Number.isNaN(id) ? null : queryClient.prefetchQuery(postQuery(id)), queryClient.prefetchQuery(popularPostsQuery)]);
}
