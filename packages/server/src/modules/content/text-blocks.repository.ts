import { sql } from 'kysely';
import type { Db, Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';
import { postSearchText } from './post-search-text.js';

export type TextBlockRow = {
  id: number;
  type: number;
  title: string;
  text: string;
  smal_text: string;
  image: string;
  created_at: string;
  author_name: string | null;
};

const columns = ['tb.id', 'tb.type', 'tb.title', 'tb.text', 'tb.smal_text', 'tb.image', 'tb.created_at', 'u.name as author_name'] as const;

/** Published blocks of one type with their author's name. */
function published(db: Executor, type: number) {
  return db
    .selectFrom('text_blocks as tb')
    .leftJoin('staff_users as u', 'u.id', 'tb.author_id')
    .where('tb.type', '=', type)
    .where('tb.published', '=', 1);
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type PostPageQuery = { search: string | undefined; oldestFirst: boolean; offset: number; limit: number };

/** A page of published posts; `search` is already normalised and matched anywhere in the title, short text or text. */
export function findPostPage(db: Executor, type: number, q: PostPageQuery): Promise<TextBlockRow[]> {
  let query = published(db, type).select(columns);
  if (q.search) query = query.where(sql<boolean>`tb.search_text like ${likeContains(q.search)} escape '\\'`);
  const direction = q.oldestFirst ? 'asc' : 'desc';
  return query.orderBy('tb.created_at', direction).orderBy('tb.id', direction).offset(q.offset).limit(q.limit).execute();
}

export async function countPosts(db: Executor, type: number, search: string | undefined): Promise<number> {
  let query = published(db, type);
  if (search) query = query.where(sql<boolean>`tb.search_text like ${likeContains(search)} escape '\\'`);
  const row = await query.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPublishedById(db: Executor, type: number, id: number): Promise<TextBlockRow | undefined> {
  return published(db, type).select(columns).where('tb.id', '=', id).executeTakeFirst();
}

/** Rows of one type in the club's order (oldest first, as staff added them), for the home's carousels. */
export function findPublishedRows(db: Executor, type: number, offset: number, limit: number): Promise<TextBlockRow[]> {
  return published(db, type).select(columns).orderBy('tb.created_at', 'asc').orderBy('tb.id', 'asc').offset(offset).limit(limit).execute();
}

/** The image of the newest published block of one type that has one. */
export async function findLatestImage(db: Executor, type: number): Promise<string | undefined> {
  const row = await published(db, type)
    .select('tb.image')
    .where('tb.image', '!=', '')
    .orderBy('tb.created_at', 'desc')
    .orderBy('tb.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.image;
}

export function findPublishedWithAuthors(
  db: Db,
  opts: { type: number; limit: number; orderBy: 'created' | 'views' },
): Promise<TextBlockRow[]> {
  let q = published(db, opts.type).select(columns);
  q = opts.orderBy === 'views' ? q.orderBy('tb.views', 'desc') : q;
  return q.orderBy('tb.created_at', 'desc').orderBy('tb.id', 'desc').limit(opts.limit).execute();
}

export async function insertTextBlock(
  db: Db,
  block: {
    type: number;
    title: string;
    text: string;
    smalText: string;
    image: string;
    authorId: number | null;
    views?: number;
    created: Instant;
  },
): Promise<number> {
  const row = await db
    .insertInto('text_blocks')
    .values({
      type: block.type,
      title: block.title,
      text: block.text,
      smal_text: block.smalText,
      image: block.image,
      author_id: block.authorId,
      views: block.views ?? 0,
      published: 1,
      created_at: block.created,
      search_text: postSearchText([block]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
