import type { Db } from '../../db/dialect.js';
import { nowIso } from '../../lib/clock.js';

export async function insertInfoRequest(db: Db, r: { email: string; question: string; language: string | null }): Promise<number> {
  const row = await db
    .insertInto('info_requests')
    .values({ ...r, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
