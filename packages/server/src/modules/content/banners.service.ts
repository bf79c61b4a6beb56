import type { Banner } from '@clubportal/contract/banners';
import { overlayTexts, type TextLanguages } from '../club-texts/index.js';
import { findPublishedBanners } from './banners.repository.js';
import type { ContentReadDeps } from './text-blocks.service.js';

/** The home's banners: published ones, in the order staff arranged them, titles and texts in the reader's language. */
export async function listOpenBanners(deps: ContentReadDeps, languages: TextLanguages): Promise<Banner[]> {
  const rows = await findPublishedBanners(deps.db);
  return overlayTexts(deps, 'banner', rows, (b) => b.id, { title: 'title', text: 'text' }, languages);
}
