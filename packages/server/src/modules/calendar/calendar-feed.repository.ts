import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/** The member's live link (not revoked), if any. */
export function findLiveFeed(db: Executor, customerId: number) {
  return db
    .selectFrom('calendar_feeds')
    .select(['id', 'created_at', 'made_by_id', 'made_by_version'])
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findFeedByHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .select(['id', 'customer_id', 'revoked_at', 'made_by_id', 'made_by_version'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Revokes every live link of the member; how many there were. */
export async function revokeFeeds(db: Executor, customerId: number, now: Instant): Promise<number> {
  const res = await db
    .updateTable('calendar_feeds')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function insertFeed(
  db: Executor,
  row: { customer_id: number; token_hash: string; created_at: Instant; made_by_id: number; made_by_version: number },
): Promise<void> {
  await db.insertInto('calendar_feeds').values(row).execute();
}
