/** Kysely queries of the staff's mail preferences and the daily digest's sent days (migration 0064). */
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/** The kinds an account chose (JSON text), or undefined when it never chose (its role's defaults apply). */
export async function findMailChoice(db: Executor, staffId: number): Promise<string | undefined> {
  const row = await db.selectFrom('staff_mail_preferences').select('kinds').where('staff_id', '=', staffId).executeTakeFirst();
  return row?.kinds;
}

export async function saveMailChoice(db: Executor, staffId: number, kinds: string, now: Instant): Promise<void> {
  const updated = await db
    .updateTable('staff_mail_preferences')
    .set({ kinds, updated_at: now })
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db.insertInto('staff_mail_preferences').values({ staff_id: staffId, kinds, updated_at: now }).execute();
}

/** Every active staff account with its custom role's permissions and its mail choice (null: never chose). */
export function findActiveStaffForMail(db: Executor) {
  return db
    .selectFrom('staff_accounts as s')
    .leftJoin('staff_roles as r', 'r.id', 's.custom_role_id')
    .leftJoin('staff_mail_preferences as m', 'm.staff_id', 's.id')
    .select(['s.id', 's.name', 's.email', 's.role', 's.language', 'r.permissions as custom_role_permissions', 'm.kinds'])
    .where('s.active', '=', 1)
    .orderBy('s.id')
    .execute();
}

/**
 * Takes the right to send one club day's digest: inserts its row, or answers false when it is already there
 * (sent by an earlier run or another instance). Run in the unit of work that queues the digest's mails.
 */
export async function claimDigestDay(db: Executor, day: string, now: Instant, recipients: number): Promise<boolean> {
  const row = await db
    .insertInto('staff_digest_days')
    .values({ day, sent_at: now, recipients })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}
