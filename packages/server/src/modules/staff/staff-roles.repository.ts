import type { Permission } from '@clubportal/contract/staff';
import type { Executor } from '../../db/dialect.js';
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
