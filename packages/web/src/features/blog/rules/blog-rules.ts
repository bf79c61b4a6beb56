import type { BlogGridStatus } from '@clubportal/contract/text-blocks';
import { BLOG_PAGE_SIZE, BlogSort, POST_PREVIEW_LENGTH } from '@clubportal/contract/blog-limits';
import { searchToApply } from '../../../lib/search-text';

/** The blog list's state, as its address keeps it (/blog?search=&sort=&page=). */
export type BlogView = { search: string; sort: BlogSort; page: number };

/** Spec section 9: pagination shows up to 4 page links. */
export const BLOG_PAGE_LINKS = 4;

const positiveInt = (text: string | null): number | null => (text && /^[1-9]\d{0,6}$/.test(text) ? Number(text) : null);

/** Reads the address; anything unusable falls back to the default (newest, no search, page 1). */
export function readBlogView(search: URLSearchParams): BlogView {
  return {
    search: searchToApply(search.get('search') ?? ''),
    sort: positiveInt(search.get('sort')) === BlogSort.Oldest ? BlogSort.Oldest : BlogSort.Newest,
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** The query string of a view: defaults are left out, so /blog is the plain first page. */
export function blogViewQuery(view: BlogView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.sort !== BlogSort.Newest) params.set('sort', String(view.sort));
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The rows of a page (endRow exclusive) and the gridStatus JSON list-by-page takes. */
export function postPageRequest(view: BlogView): { startRow: number; endRow: number; gridStatus: BlogGridStatus } {
  const startRow = (view.page - 1) * BLOG_PAGE_SIZE;
  return { startRow, endRow: startRow + BLOG_PAGE_SIZE, gridStatus: { sort: view.sort, search: view.search } };
}

export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain words of club-written HTML (shown as text, never as markup). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A post's preview in the list (spec: cut at 100 characters): its short text, else its text, as plain
 * words; longer ones are cut at 100 characters and end with an ellipsis.
 */
export function postPreview(post: { smalText: string; text: string }, max = POST_PREVIEW_LENGTH): string {
  const text = plainText(post.smalText) || plainText(post.text);
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
