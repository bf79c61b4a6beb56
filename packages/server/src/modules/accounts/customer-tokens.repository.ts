import type { Executor as Db } from '../../db/dialect.js';
import type { CustomerTokensTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export type TokenPurpose = CustomerTokensTable['purpose'];

export async function insertCustomerToken(
  db: Db,
  t: { customerId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Instant },
  now: Instant,
): Promise<void> {
  await db
    .insertInto('customer_tokens')
    .values({ customer_id: t.customerId, purpose: t.purpose, token_hash: t.tokenHash, expires_at: t.expiresAt, created_at: now })
    .execute();
}

/**
 * Marks a live token used and returns its customer, in one conditional update so two concurrent uses of
 * the same link cannot both succeed.
 */
export async function consumeToken(db: Db, purpose: TokenPurpose, tokenHash: string, now: Instant): Promise<number | undefined> {
  const row = await db
    .updateTable('customer_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id;
}

/** The customer a link was made for, used or not (a link clicked again after it did its work). */
export async function findTokenOwner(db: Db, purpose: TokenPurpose, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('customer_tokens')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.customer_id;
}

/** Invalidates the customer's other open links of that purpose (a new reset mail supersedes the old). */
export async function expireTokens(db: Db, customerId: number, purpose: TokenPurpose, now: Instant): Promise<void> {
  await db
    .updateTable('customer_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Removes links that can no longer be used: expired or used before `before`. */
export async function deleteDeadTokens(db: Db, before: Instant): Promise<void> {
  await db
    .deleteFrom('customer_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .execute();
}
