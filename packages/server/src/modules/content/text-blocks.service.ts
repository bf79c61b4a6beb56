import type { z } from 'zod';
import { BLOG_PAGE_SIZE, BlogSort, TEXT_BLOCK_LIST_ROWS } from '@clubportal/contract/blog-limits';
import { TextBlockType } from '@clubportal/contract/enums';
import { effectiveSearch, pageWindow } from '@clubportal/contract/shop';
import type { listByPageQuerySchema, TextBlock, textBlockListQuerySchema } from '@clubportal/contract/text-blocks';
import type { Db } from '../../db/dialect.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { overlayTexts, type TextLanguages } from '../club-texts/index.js';
import {
  countPosts,
  findLatestImage,
  findPostPage,
  findPublishedById,
  findPublishedRows,
  findPublishedWithAuthors,
  type TextBlockRow,
} from './text-blocks.repository.js';

type ListByPageQuery = z.output<typeof listByPageQuerySchema>;
type TextBlockListQuery = z.output<typeof textBlockListQuerySchema>;

/** What the public reads need: the database, and this app's caches of the club's translations (null: always read). */
export type ContentReadDeps = { db: Db; caches: AppCaches | null };

/** Posts with their title, short text and text in the reader's language where the club translated them (none given: as stored). */
function inLanguage(deps: ContentReadDeps, posts: TextBlock[], languages: TextLanguages | undefined): Promise<TextBlock[]> {
  if (!languages) return Promise.resolve(posts);
  return overlayTexts(deps, 'post', posts, (p) => p.id, { title: 'title', smalText: 'smalText', text: 'text' }, languages);
}

function toTextBlock(row: TextBlockRow): TextBlock {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    smalText: row.smal_text,
    image: row.image,
    created: row.created_at,
    name: row.author_name ?? '',
    TextBlockType: row.type,
  };
}

/** Latest posts, or the most read ones when `popular`; drafts never show. */
export async function listPostsWithAuthors(
  deps: ContentReadDeps,
  q: { count: number; popular: boolean },
  languages?: TextLanguages,
): Promise<TextBlock[]> {
  const rows = await findPublishedWithAuthors(deps.db, {
    type: TextBlockType.Posts,
    limit: q.count,
    orderBy: q.popular ? 'views' : 'created',
  });
  return inLanguage(deps, rows.map(toTextBlock), languages);
}

/**
 * A page of the blog (/api/cztextblocks/list-by-page): published posts, newest or oldest first, searched
 * only when the text is longer than 3 characters (spec section 5), pages of 30.
 */
export async function listPostPage(
  deps: ContentReadDeps,
  q: ListByPageQuery,
  languages?: TextLanguages,
): Promise<{ data: TextBlock[]; totalCount: number }> {
  const { db } = deps;
  const grid = q.gridStatus ?? { sort: BlogSort.Newest, search: '' };
  const window = pageWindow({ startRow: q.startRow, endRow: q.endRow, page: grid.page });
  if (window === 'endBeforeStart') throw new AppError('bad_request', 'rowWindowReversed');
  if (window === 'tooManyRows') throw new AppError('bad_request', 'rowWindowTooWide', { pageSize: BLOG_PAGE_SIZE });
  const search = effectiveSearch(grid.search);
  const [rows, totalCount] = await Promise.all([
    findPostPage(db, TextBlockType.Posts, {
      search,
      oldestFirst: grid.sort === BlogSort.Oldest,
      offset: window.offset,
      limit: window.limit,
    }),
    countPosts(db, TextBlockType.Posts, search),
  ]);
  return { data: await inLanguage(deps, rows.map(toTextBlock), languages), totalCount };
}

/** The newest post's picture (the blog's link preview); none when no published post has one. */
export function latestPostImage(db: Db): Promise<string | undefined> {
  return findLatestImage(db, TextBlockType.Posts);
}

/** One published post with its author; a draft or another kind of block is not a post (404). */
export async function getPostWithAuthor(deps: ContentReadDeps, id: number, languages?: TextLanguages): Promise<TextBlock> {
  const row = await findPublishedById(deps.db, TextBlockType.Posts, id);
  if (!row) throw new AppError('not_found', 'postNotFound');
  return (await inLanguage(deps, [toTextBlock(row)], languages))[0]!;
}

/**
 * Text blocks of one type (the home's testimonials and team): rows startRow to endRow inclusive, at most
 * 15 (spec: rows 0 to 14). Without a type filter, posts.
 */
export async function listTextBlocks(deps: ContentReadDeps, q: TextBlockListQuery, languages?: TextLanguages): Promise<TextBlock[]> {
  if (q.endRow < q.startRow) throw new AppError('bad_request', 'rowWindowReversed');
  if (q.endRow - q.startRow + 1 > TEXT_BLOCK_LIST_ROWS)
    throw new AppError('bad_request', 'rowWindowTooWide', { pageSize: TEXT_BLOCK_LIST_ROWS });
  const type = q.gridstatus?.filters.TextBlockType ?? TextBlockType.Posts;
  const rows = (await findPublishedRows(deps.db, type, q.startRow, q.endRow - q.startRow + 1)).map(toTextBlock);
  if (!languages) return rows;
  if (type === TextBlockType.Posts) return inLanguage(deps, rows, languages);
  // A testimonial's or team member's role and words; their name is theirs in every language.
  const entity = type === TextBlockType.Testimonials ? 'testimonial' : 'team-member';
  return overlayTexts(deps, entity, rows, (b) => b.id, { smalText: 'smalText', text: 'text' }, languages);
}
