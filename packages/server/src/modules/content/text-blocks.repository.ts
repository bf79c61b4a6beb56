import type { Db } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

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

export function findPublishedWithAuthors(db: Db, opts: { type: number; limit: number; orderBy: 'created' | 'views' }): Promise<TextBlockRow[]> {
  let q = db
    .selectFrom('text_blocks as tb')
    .leftJoin('staff_users as u', 'u.id', 'tb.author_id')
    .select(['tb.id', 'tb.type', 'tb.title', 'tb.text', 'tb.smal_text', 'tb.image', 'tb.created_at', 'u.name as author_name'])
    .where('tb.type', '=', opts.type)
    .where('tb.published', '=', 1);
  q = opts.orderBy === 'views' ? q.orderBy('tb.views', 'desc') : q;
  return q.orderBy('tb.created_at', 'desc').orderBy('tb.id', 'desc').limit(opts.limit).execute();
}

export async function insertStaffUser(db: Db, name: string): Promise<number> {
  const row = await db.insertInto('staff_users').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTextBlock(
  db: Db,
  block: { type: number; title: string; text: string; smalText: string; image: string; authorId: number | null; views?: number; created: Instant },
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
