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
