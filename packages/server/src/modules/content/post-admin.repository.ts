import { TextBlockType } from '@clubportal/contract/enums';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export type PostAdminRow = {
  id: number;
  title: string;
  smal_text: string;
  text: string;
  image: string;
  published: number;
  created_at: string;
  author_name: string | null;
};

function posts(db: Executor, type: number = TextBlockType.Posts) {
  return db
    .selectFrom('text_blocks as tb')
    .leftJoin('staff_users as u', 'u.id', 'tb.author_id')
    .select(['tb.id', 'tb.title', 'tb.smal_text', 'tb.text', 'tb.image', 'tb.published', 'tb.created_at', 'u.name as author_name'])
    .where('tb.type', '=', type);
}

/** Every post, published or not, newest first. */
export function findAllPosts(db: Executor): Promise<PostAdminRow[]> {
  return posts(db).orderBy('tb.created_at', 'desc').orderBy('tb.id', 'desc').execute();
}

/** Every block of another type (testimonials, team), published or not, in the order staff added them (as the home shows them). */
export function findAllOfType(db: Executor, type: number): Promise<PostAdminRow[]> {
  return posts(db, type).orderBy('tb.created_at', 'asc').orderBy('tb.id', 'asc').execute();
}

export function findPost(db: Executor, id: number, type: number = TextBlockType.Posts): Promise<PostAdminRow | undefined> {
  return posts(db, type).where('tb.id', '=', id).executeTakeFirst();
}

/** The blog's byline of this name (the first, if several), made when there is none. */
export async function bylineNamed(db: Executor, name: string): Promise<number> {
  const found = await db.selectFrom('staff_users').select('id').where('name', '=', name).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const row = await db.insertInto('staff_users').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

type PostColumns = { title: string; smal_text: string; text: string; image: string; search_text: string };

export async function insertPost(
  db: Executor,
  post: PostColumns & { author_id: number | null; created_at: Instant },
  type: number = TextBlockType.Posts,
): Promise<number> {
  const row = await db
    .insertInto('text_blocks')
    .values({ ...post, type, views: 0, published: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePost(
  db: Executor,
  id: number,
  change: Partial<PostColumns & { published: number }>,
  type: number = TextBlockType.Posts,
): Promise<void> {
  await db.updateTable('text_blocks').set(change).where('id', '=', id).where('type', '=', type).execute();
}

/** A post's count of reads (what the popular list orders by). */
export async function updatePostReads(db: Executor, id: number, views: number): Promise<void> {
  await db.updateTable('text_blocks').set({ views }).where('id', '=', id).where('type', '=', TextBlockType.Posts).execute();
}
