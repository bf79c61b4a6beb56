import type { Executor } from '../../db/dialect.js';

export type BannerRow = { id: number; title: string; text: string; image: string; url: string };

export function findPublishedBanners(db: Executor): Promise<BannerRow[]> {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'text', 'image', 'url'])
    .where('published', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertBanner(
  db: Executor,
  banner: { title: string; text: string; image: string; url: string; position: number },
): Promise<number> {
  const row = await db.insertInto('banners').values(banner).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
