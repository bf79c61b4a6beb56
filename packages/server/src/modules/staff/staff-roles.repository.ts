import type { Permission } from '@clubportal/contract/staff';
import { isSqlite, type Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';

export function listCustomRoles(db: Executor) {
  return db.selectFrom('staff_roles').selectAll().orderBy('name').execute();
}

export function findCustomRole(db: Executor, id: number) {
  return db.selectFrom('staff_roles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCustomRole(db: Executor, r: { name: string; permissions: Permission[] }, now: Instant): Promise<number> {
  const row = await db
    .insertInto('staff_roles')
    .values({ name: r.name, permissions: JSON.stringify(r.permissions), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomRole(db: Executor, id: number, r: { name: string; permissions: Permission[] }, now: Instant) {
  await db
    .updateTable('staff_roles')
    .set({ name: r.name, permissions: JSON.stringify(r.permissions), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Reads a custom role and locks it until the unit of work ends (PostgreSQL; SQLite's write lock already
 * serialises): `share` while giving it to someone, `update` while deleting it, so a role is never deleted
 * between another unit of work's check that it exists and its write of the reference.
 */
export async function lockCustomRole(trx: Tx, id: number, mode: 'share' | 'update') {
  const query = trx.selectFrom('staff_roles').selectAll().where('id', '=', id);
  if (isSqlite(trx)) return query.executeTakeFirst();
  return (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}

/** How many staff accounts (active or not) have the custom role. */
export async function countStaffWithRole(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select(db.fn.countAll<number>().as('n'))
    .where('custom_role_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCustomRole(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('staff_roles').where('id', '=', id).execute();
}
