import type { Banner } from '@clubportal/contract/banners';
import type { Db } from '../../db/dialect.js';
import { findPublishedBanners } from './banners.repository.js';

/** The home's banners: published ones, in the order staff arranged them. */
export function listOpenBanners(db: Db): Promise<Banner[]> {
  return findPublishedBanners(db);
}
