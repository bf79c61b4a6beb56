import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export async function insertInfoRequest(
  db: Executor,
  r: { email: string; question: string; language: string | null },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('info_requests')
    .values({ ...r, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
