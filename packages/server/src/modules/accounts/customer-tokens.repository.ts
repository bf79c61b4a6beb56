import type { Db } from '../../db/dialect.js';
import type { CustomerTokensTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

export type TokenPurpose = CustomerTokensTable['purpose'];

export async function insertToken(db: Db, t: { customerId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('customer_tokens')
    .values({ customer_id: t.customerId, purpose: t.purpose, token_hash: t.tokenHash, expires_at: t.expiresAt, created_at: nowIso() })
    .execute();
}

/**
 * Marks a live token used and returns its customer, in one conditional update so two concurrent uses of
 * the same link cannot both succeed.
 */
export async function consumeToken(db: Db, purpose: TokenPurpose, tokenHash: string): Promise<number | undefined> {
  const now = nowIso();
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

/** Invalidates the customer's other open links of that purpose (a new reset mail supersedes the old). */
export async function expireTokens(db: Db, customerId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .updateTable('customer_tokens')
    .set({ used_at: nowIso() })
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
