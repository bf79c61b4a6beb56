import type { RosterKind } from '@clubportal/contract/staff-rosters';
import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/* Queries of the rosters: who came to each session (`roster_attendance`, this module's table) and the staff a session may name as coach. No rules. */

export function findAttendance(db: Executor, kind: RosterKind, sessionIds: number[]) {
  if (!sessionIds.length) return Promise.resolve([]);
  return db
    .selectFrom('roster_attendance')
    .select(['id', 'session_id', 'customer_id', 'present'])
    .where('kind', '=', kind)
    .where('session_id', 'in', sessionIds)
    .execute();
}

export async function insertAttendance(
  db: Executor,
  row: { kind: RosterKind; sessionId: number; customerId: number; present: boolean; staffId: number; at: Instant },
): Promise<void> {
  await db
    .insertInto('roster_attendance')
    .values({
      kind: row.kind,
      session_id: row.sessionId,
      customer_id: row.customerId,
      present: row.present ? 1 : 0,
      marked_by_staff_id: row.staffId,
      marked_at: row.at,
    })
    .execute();
}

export async function updateAttendance(db: Executor, id: number, present: boolean, staffId: number, at: Instant): Promise<void> {
  await db
    .updateTable('roster_attendance')
    .set({ present: present ? 1 : 0, marked_by_staff_id: staffId, marked_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * The active staff accounts, the coaches a session may name (read-only here, as the trainings editor lists them:
 * the staff module owns the accounts).
 */
export function findCoachChoices(db: Executor) {
  return db.selectFrom('staff_accounts').select(['id', 'name']).where('active', '=', 1).orderBy('name').orderBy('id').execute();
}
