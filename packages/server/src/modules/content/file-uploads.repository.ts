import type { Db } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export type FileParent = { parentName: string; parentId: number; category: string };

export function findFiles(db: Db, p: FileParent) {
  return db
    .selectFrom('file_uploads')
    .select(['url', 'description'])
    .where('parent_name', '=', p.parentName)
    .where('parent_id', '=', p.parentId)
    .where('category', '=', p.category)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function insertFiles(db: Db, p: FileParent, files: Array<{ url: string; description: string }>, now: Instant): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('file_uploads')
    .values(
      files.map((f, i) => ({
        parent_name: p.parentName,
        parent_id: p.parentId,
        category: p.category,
        url: f.url,
        description: f.description,
        sort_order: i,
        created_at: now,
      })),
    )
    .execute();
}
