import type { z } from 'zod';
import { BUILT_IN_ROLES, PERMISSIONS, type customRoleBodySchema, type Permission } from '@clubportal/contract/staff';
import { changedFields, recordAudit } from '../../db/audit-log.js';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { staffSessionsChanged } from '../../lib/desk-changes.js';
import { nowInstant } from '../../lib/clock.js';
import type { StaffPrincipal } from './permissions.js';
import { staffActor, type StaffDeps } from './staff-deps.js';
import {
  countStaffWithRole,
  deleteCustomRole as deleteCustomRoleRow,
  findCustomRole,
  insertCustomRole,
  listCustomRoles,
  lockCustomRole,
  updateCustomRole,
} from './staff-roles.repository.js';

type RoleBody = z.infer<typeof customRoleBodySchema>;
const permissionsOf = (json: string) => JSON.parse(json) as Permission[];

/** The permission list, the built-in roles and the club's custom roles: what the role editor shows. */
export async function rolesOverview(deps: Pick<StaffDeps, 'db'>) {
  return {
    permissions: Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description })),
    builtIn: Object.entries(BUILT_IN_ROLES).map(([name, permissions]) => ({ name, permissions: [...permissions] })),
    custom: (await listCustomRoles(deps.db)).map((r) => ({ id: r.id, name: r.name, permissions: permissionsOf(r.permissions) })),
  };
}

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'staffRoleNameTaken');
    throw err;
  }
}

export function createCustomRole(deps: StaffDeps, actor: StaffPrincipal, body: RoleBody, ip: string) {
  return uniqueName(() =>
    unitOfWork(deps.db, async (trx) => {
      const now = nowInstant(deps.clock);
      const id = await insertCustomRole(trx, body, now);
      await recordAudit(trx, { actor: staffActor(actor), action: 'role.create', entity: 'role', entityId: id, after: body, ip }, now);
      return { id, ...body };
    }),
  );
}

/** A custom role's new name or permissions: its staff members' next call already runs with them. */
export function editCustomRole(deps: StaffDeps, actor: StaffPrincipal, id: number, body: RoleBody, ip: string) {
  return uniqueName(() =>
    unitOfWork(deps.db, async (trx) => {
      const before = await findCustomRole(trx, id);
      if (!before) throw new AppError('not_found', 'staffRoleNotFound');
      const now = nowInstant(deps.clock);
      await updateCustomRole(trx, id, body, now);
      // Its members' open event streams check they may still read the desk (issue 33 §8).
      staffSessionsChanged(trx, deps.caches, null);
      const diff = changedFields({ name: before.name, permissions: permissionsOf(before.permissions) }, body);
      await recordAudit(trx, { actor: staffActor(actor), action: 'role.edit', entity: 'role', entityId: id, ...diff, ip }, now);
      return { id, ...body };
    }),
  );
}

/** Deletes a custom role nobody has (an account, even deactivated, keeps its role): else a sentence with how many do. */
export function deleteCustomRole(deps: StaffDeps, actor: StaffPrincipal, id: number, ip: string): Promise<void> {
  return unitOfWork(deps.db, async (trx) => {
    const role = await lockCustomRole(trx, id, 'update');
    if (!role) throw new AppError('not_found', 'staffRoleNotFound');
    const holders = await countStaffWithRole(trx, id);
    if (holders > 0) throw new AppError('conflict', 'staffRoleInUse', { count: holders });
    await deleteCustomRoleRow(trx, id);
    const before = { name: role.name, permissions: permissionsOf(role.permissions) };
    await recordAudit(
      trx,
      { actor: staffActor(actor), action: 'role.delete', entity: 'role', entityId: id, before, ip },
      nowInstant(deps.clock),
    );
  });
}
