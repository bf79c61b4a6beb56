import type { LinkableProviderId } from '@clubportal/contract/level-providers';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/** The member's club level changes, newest first. */
export function findLevelHistory(db: Executor, customerId: number) {
  return db
    .selectFrom('level_history')
    .select(['id', 'old_level_hundredths', 'new_level_hundredths', 'booking_id', 'score', 'opponents', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertLevelHistory(
  db: Executor,
  rows: Array<{
    customerId: number;
    oldLevel: number;
    newLevel: number;
    bookingId: number | null;
    score: string;
    opponents: string;
    now: Instant;
  }>,
) {
  if (!rows.length) return;
  await db
    .insertInto('level_history')
    .values(
      rows.map((r) => ({
        customer_id: r.customerId,
        old_level_hundredths: r.oldLevel,
        new_level_hundredths: r.newLevel,
        booking_id: r.bookingId,
        score: r.score,
        opponents: r.opponents,
        created_at: r.now,
      })),
    )
    .execute();
}

/** Sets a member's club level (creating it for a member the club had not rated). */
export async function upsertClubLevel(db: Executor, customerId: number, level: number, now: Instant) {
  await db
    .insertInto('customer_levels')
    .values({ customer_id: customerId, level_hundredths: level, updated_at: now })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ level_hundredths: level, updated_at: now }))
    .execute();
}

export function findProviderLink(db: Executor, customerId: number, provider: LinkableProviderId) {
  return db
    .selectFrom('customer_level_links')
    .select(['user_id', 'linked_at'])
    .where('customer_id', '=', customerId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export async function saveProviderLink(
  db: Executor,
  link: { customerId: number; provider: LinkableProviderId; userId: string; now: Instant },
) {
  await db
    .insertInto('customer_level_links')
    .values({ customer_id: link.customerId, provider: link.provider, user_id: link.userId, linked_at: link.now })
    .onConflict((oc) => oc.columns(['customer_id', 'provider']).doUpdateSet({ user_id: link.userId, linked_at: link.now }))
    .execute();
}

export async function deleteProviderLink(db: Executor, customerId: number, provider: LinkableProviderId): Promise<void> {
  await db.deleteFrom('customer_level_links').where('customer_id', '=', customerId).where('provider', '=', provider).execute();
}
