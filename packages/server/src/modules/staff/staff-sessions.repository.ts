import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

export async function insertStaffSession(
  db: Executor,
  s: { tokenHash: string; staffId: number; sessionVersion: number; ip: string },
  now: Instant,
): Promise<number> {
  const row = await db
    .insertInto('staff_sessions')
    .values({
      token_hash: s.tokenHash,
      staff_id: s.staffId,
      session_version: s.sessionVersion,
      ip: s.ip.slice(0, 64),
      created_at: now,
      last_seen_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findStaffSession(db: Executor, tokenHash: string) {
  return db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function touchStaffSession(db: Executor, id: number, now: Instant): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** Keeps one session alive across its own account's version change (the password change that it made). */
export async function setSessionVersion(db: Executor, id: number, version: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ session_version: version }).where('id', '=', id).execute();
}

export async function deleteStaffSession(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

/** Sessions past their idle or absolute limit (the hourly purge). */
export async function deleteStaleStaffSessions(db: Executor, idleBefore: Instant, createdBefore: Instant): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
    .execute();
}
