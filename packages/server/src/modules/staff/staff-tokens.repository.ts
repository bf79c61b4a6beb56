import type { Executor } from '../../db/dialect.js';
import type { StaffTokensTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export type TokenPurpose = StaffTokensTable['purpose'];

export async function insertStaffToken(
  db: Executor,
  t: { purpose: TokenPurpose; staffId: number | null; tokenHash: string; expiresAt: Instant },
  now: Instant,
): Promise<void> {
  await db
    .insertInto('staff_tokens')
    .values({ purpose: t.purpose, staff_id: t.staffId, token_hash: t.tokenHash, created_at: now, expires_at: t.expiresAt })
    .execute();
}

/** Ends the unused links of one purpose (of one staff member, or the setup links): a new one replaces them. */
export async function expireStaffTokens(db: Executor, purpose: TokenPurpose, staffId: number | null, now: Instant): Promise<void> {
  let query = db.updateTable('staff_tokens').set({ used_at: now }).where('purpose', '=', purpose).where('used_at', 'is', null);
  query = staffId === null ? query.where('staff_id', 'is', null) : query.where('staff_id', '=', staffId);
  await query.execute();
}

/** Closes setup links that lapsed unused (at their expiry), so the one open setup link the database allows can be minted. */
export async function closeLapsedSetupTokens(db: Executor, now: Instant): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set((eb) => ({ used_at: eb.ref('expires_at') }))
    .where('purpose', '=', 'setup')
    .where('used_at', 'is', null)
    .where('expires_at', '<=', now)
    .execute();
}

/**
 * Uses a link once: marks it used only if it is unused and unexpired, in one statement, so of concurrent uses
 * exactly one gets the row (PostgreSQL re-checks `used_at` after waiting for the first). Returns the link.
 */
export async function consumeStaffToken(
  db: Executor,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Instant,
): Promise<{ staff_id: number | null } | undefined> {
  const used = await db
    .updateTable('staff_tokens')
    .set({ used_at: now })
    .where('purpose', '=', purpose)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return used;
}

/** A link that is still unused and unexpired. */
export function findLiveStaffToken(db: Executor, purpose: TokenPurpose, tokenHash: string, now: Instant) {
  return db
    .selectFrom('staff_tokens')
    .select(['id', 'staff_id', 'created_at', 'expires_at'])
    .where('purpose', '=', purpose)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The newest setup link still unused and unexpired. */
export function findLiveSetupToken(db: Executor, now: Instant) {
  return db
    .selectFrom('staff_tokens')
    .select(['token_hash', 'created_at', 'expires_at'])
    .where('purpose', '=', 'setup')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
