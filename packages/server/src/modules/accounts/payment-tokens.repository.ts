import type { Executor as Db } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export function findLiveTokens(db: Db, customerId: number) {
  return db
    .selectFrom('payment_tokens')
    .select(['id', 'card_number', 'provider', 'provider_ref'])
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Soft-deletes one of the customer's cards; false when it is not theirs or already gone. */
export async function deleteToken(db: Db, customerId: number, tokenId: number, now: Instant): Promise<boolean> {
  const res = await db
    .updateTable('payment_tokens')
    .set({ deleted_at: now })
    .where('id', '=', tokenId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertPaymentToken(
  db: Db,
  t: { customerId: number; provider: string; cardNumber: string; providerRef: string },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('payment_tokens')
    .values({
      customer_id: t.customerId,
      provider: t.provider,
      card_number: t.cardNumber,
      provider_ref: t.providerRef,
      created_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findTokenOwner(db: Db, tokenId: number): Promise<number | undefined> {
  return (await db.selectFrom('payment_tokens').select('customer_id').where('id', '=', tokenId).executeTakeFirst())?.customer_id;
}
