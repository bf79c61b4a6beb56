import type { Insertable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { DoorCredentialsTable } from '../../db/schema.js';
import type { Instant } from '../../lib/clock.js';

export async function insertDoorCredential(db: Executor, row: Insertable<DoorCredentialsTable>): Promise<void> {
  await db.insertInto('door_credentials').values(row).execute();
}

/** The unrevoked code of this player, booking, key and window, if one was issued already. */
export function findBookingCredential(
  db: Executor,
  c: { keyId: string; customerId: number; bookingId: number; notBefore: Instant; expiresAt: Instant },
) {
  return db
    .selectFrom('door_credentials')
    .selectAll()
    .where('kind', '=', 'booking')
    .where('key_id', '=', c.keyId)
    .where('customer_id', '=', c.customerId)
    .where('booking_id', '=', c.bookingId)
    .where('not_before', '=', c.notBefore)
    .where('expires_at', '=', c.expiresAt)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export type RevokeWhere =
  | { customerId: number }
  | { kind: 'member'; customerId: number; sessionId: string }
  | { kind: 'booking'; customerId: number; bookingId: number };

/** Revokes the unrevoked credentials that match; how many. */
export async function revokeDoorCredentialRows(db: Executor, where: RevokeWhere, now: Instant): Promise<number> {
  let q = db
    .updateTable('door_credentials')
    .set({ revoked_at: now })
    .where('revoked_at', 'is', null)
    .where('customer_id', '=', where.customerId);
  if ('kind' in where) q = q.where('kind', '=', where.kind);
  if ('sessionId' in where) q = q.where('session_id', '=', where.sessionId);
  if ('bookingId' in where) q = q.where('booking_id', '=', where.bookingId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The credentials of this key that still open a door by their own window (revoked or not). */
export function findUnexpiredCredentials(db: Executor, keyId: string, now: Instant) {
  return db
    .selectFrom('door_credentials')
    .select(['credential_id', 'kind', 'customer_id', 'booking_id', 'not_before', 'expires_at', 'revoked_at'])
    .where('key_id', '=', keyId)
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
}
export type UnexpiredCredential = Awaited<ReturnType<typeof findUnexpiredCredentials>>[number];

/** Forgets credentials expired before `before` (they open nothing and need no revocation). */
export async function deleteExpiredCredentials(db: Executor, before: Instant): Promise<number> {
  const result = await db.deleteFrom('door_credentials').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One credential by its id (`jti`). */
export function findDoorCredentialById(db: Executor, credentialId: string) {
  return db.selectFrom('door_credentials').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** Revokes one credential by its id, if not revoked yet: whether this call revoked it. */
export async function revokeDoorCredentialById(db: Executor, credentialId: string, now: Instant): Promise<boolean> {
  const result = await db
    .updateTable('door_credentials')
    .set({ revoked_at: now })
    .where('credential_id', '=', credentialId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
