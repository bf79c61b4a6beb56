import type { OpenListQuery, SponsorFile } from '@clubportal/contract/file-uploads';
import type { Db } from '../../db/dialect.js';
import { findFiles } from './file-uploads.repository.js';

/** Public files of the club (sponsors, gallery), in the order staff arranged them. */
export function listOpenFiles(db: Db, query: OpenListQuery): Promise<SponsorFile[]> {
  return findFiles(db, query);
}
