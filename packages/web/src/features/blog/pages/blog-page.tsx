import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BlogSort } from '@clubportal/contract/blog-limits';
import { PageBanner } from '../../../components/ui/page-banner';
import { postPageQuery, usePostPage } from '../api/get-post-page';
import { BlogPagination } from '../components/blog-pagination';
import { BlogSearch } from '../components/blog-search';
import { PostCard } from '../components/post-card';
import { blogPageCount, blogViewQuery, readBlogView, type BlogView } from '../rules/blog-rules';
import { LoadFailure } from '../../../components/load-state';

const SORTS = [
  { value: BlogSort.Newest, label: 'blog.sortNewest' },
  { value: BlogSort.Oldest, label: 'blog.sortOldest' },
] as const;

/**
 * The blog (/blog, spec portal-general sections 2 and 9): the club's posts, newest or oldest first, a
 * search (only when empty or longer than 3 characters), pages of 30 with up to 4 page links. The view
 * lives in the address, so it is shareable and the server renders the same page.
 */
export function BlogPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => readBlogView(searchParams), [searchParams]);
  const list = usePostPage(view);
  const hrefFor = useCallback((next: Partial<BlogView>) => `/blog${blogViewQuery({ ...view, page: 1, ...next })}`, [view]);
  const onSearch = useCallback((search: string) => void navigate(hrefFor({ search }), { replace: true }), [navigate, hrefFor]);
  const data = list.data;

  return (
    <div className="blog">
      <PageBanner title={t('sections.blog')} />
      <div className="container blog__layout">
        <div className="blog__toolbar">
          <BlogSearch value={view.search} onSearch={onSearch} />
          <label className="shop__sort blog__sort">
            <span>{t('blog.sortLabel')}</span>
            <select value={view.sort} onChange={(event) => void navigate(hrefFor({ sort: Number(event.target.value) as BlogSort }))}>
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {t(sort.label)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <section className="blog__main" aria-label={t('sections.blog')} aria-busy={list.isFetching}>
          {list.isPending ? (
            <p className="blog__state" role="status">
              {t('blog.loading')}
            </p>
          ) : list.isError && !data ? (
            <LoadFailure onRetry={() => void list.refetch()} className="blog__state" />
          ) : data && data.data.length === 0 ? (
            <div className="blog__state">
              <p>{view.search ? `${t('messages.noResultsFor')} ${view.search}` : t('blog.empty')}</p>
              {view.search ? (
                <Link className="btn btn--secondary" to="/blog">
                  {t('blog.showAll')}
                </Link>
              ) : null}
            </div>
          ) : data ? (
            <>
              <div className={`blog__list${list.isPlaceholderData ? ' is-stale' : ''}`}>
                {data.data.map((post, i) => (
                  <PostCard key={post.id} post={post} priority={i === 0} />
                ))}
              </div>
              <BlogPagination
                page={view.page}
                pages={blogPageCount(data.totalCount)}
                hrefFor={(page) => `/blog${blogViewQuery({ ...view, page })}`}
              />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** Server rendering: the page of posts the address asks for. */
export function prefetch(queryClient: QueryClient, { search }: { search: URLSearchParams }): Promise<unknown> {
  return queryClient.prefetchQuery(postPageQuery(readBlogView(search)));
}
