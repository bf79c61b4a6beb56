import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export type FileParent = { parentName: string; parentId: number; category: string };

/** The files members see: shown, not archived, in the order staff arranged them (with their ids, for translations). */
export function findFiles(db: Executor, p: FileParent) {
  return db
    .selectFrom('file_uploads')
    .select(['id', 'url', 'description'])
    .where('parent_name', '=', p.parentName)
    .where('parent_id', '=', p.parentId)
    .where('category', '=', p.category)
    .where('published', '=', 1)
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export type ClubFileRow = { id: number; url: string; description: string; published: number; sort_order: number };

/** The staff's list of one category: shown and hidden, archived left out, in the home's order. */
export function findAdminFiles(db: Executor, p: FileParent): Promise<ClubFileRow[]> {
  return db
    .selectFrom('file_uploads')
    .select(['id', 'url', 'description', 'published', 'sort_order'])
    .where('parent_name', '=', p.parentName)
    .where('parent_id', '=', p.parentId)
    .where('category', '=', p.category)
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function insertHiddenFile(
  db: Executor,
  p: FileParent,
  file: { url: string; description: string; sort_order: number },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('file_uploads')
    .values({ parent_name: p.parentName, parent_id: p.parentId, category: p.category, ...file, published: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFile(
  db: Executor,
  id: number,
  change: Partial<{ url: string; description: string; published: number; archived_at: Instant }>,
): Promise<void> {
  await db.updateTable('file_uploads').set(change).where('id', '=', id).execute();
}

/** sort_order 0, 1, 2... in the given order. */
export async function renumberFiles(db: Executor, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) await db.updateTable('file_uploads').set({ sort_order: index }).where('id', '=', id).execute();
}
