import { TextBlockType } from '@clubportal/contract/enums';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import type { Db } from '../../db/dialect.js';
import { findPublishedWithAuthors, type TextBlockRow } from './text-blocks.repository.js';

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
export async function listPostsWithAuthors(db: Db, q: { count: number; popular: boolean }): Promise<TextBlock[]> {
  const rows = await findPublishedWithAuthors(db, { type: TextBlockType.Posts, limit: q.count, orderBy: q.popular ? 'views' : 'created' });
  return rows.map(toTextBlock);
}
