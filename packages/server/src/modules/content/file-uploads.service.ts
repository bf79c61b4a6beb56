import type { OpenListQuery, SponsorFile } from '@clubportal/contract/file-uploads';
import type { Db } from '../../db/dialect.js';
import { overlayTexts, type ClubTextsReadDeps, type TextLanguages } from '../club-texts/index.js';
import { findFiles } from './file-uploads.repository.js';

/** Public files of the club (sponsors, gallery), shown ones in the order staff arranged them. */
export async function listOpenFiles(db: Db, query: OpenListQuery): Promise<SponsorFile[]> {
  return (await findFiles(db, query)).map((f) => ({ url: f.url, description: f.description }));
}

/** The same in the reader's language: a gallery photo's caption translated where the club wrote one. */
export async function listOpenFilesFor(deps: ClubTextsReadDeps, query: OpenListQuery, languages: TextLanguages): Promise<SponsorFile[]> {
  const files = await findFiles(deps.db, query);
  const shown =
    query.category === 'CzGallery'
      ? await overlayTexts(deps, 'gallery-photo', files, (f) => f.id, { description: 'description' }, languages)
      : files;
  return shown.map((f) => ({ url: f.url, description: f.description }));
}
