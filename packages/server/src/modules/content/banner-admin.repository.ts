import type { Executor } from '../../db/dialect.js';

export type BannerAdminRow = { id: number; title: string; text: string; image: string; url: string; published: number; position: number };

/** Every banner in the home's order (published or not). */
export function findAllBanners(db: Executor): Promise<BannerAdminRow[]> {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'text', 'image', 'url', 'published', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

type BannerColumns = { title: string; text: string; image: string; url: string };

export async function insertDraftBanner(db: Executor, banner: BannerColumns & { position: number }): Promise<number> {
  const row = await db
    .insertInto('banners')
    .values({ ...banner, published: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Executor, id: number, change: Partial<BannerColumns & { published: number }>): Promise<void> {
  await db.updateTable('banners').set(change).where('id', '=', id).execute();
}

/** Positions 1, 2, 3... in the given order. */
export async function renumberBanners(db: Executor, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .updateTable('banners')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
}
