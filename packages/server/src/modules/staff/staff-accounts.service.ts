import type { z } from 'zod';
import type { Language } from '@clubportal/contract/languages';
import type { staffAccountSchema, staffInviteBodySchema, staffRoleBodySchema, StaffRole } from '@clubportal/contract/staff';
import { changedFields, recordAudit } from '../../db/audit-log.js';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { staffSessionsChanged } from '../../lib/desk-changes.js';
import { nowInstant } from '../../lib/clock.js';
import { languageOf, roleNameOf, roleOf, type StaffPrincipal } from './permissions.js';
import {
  findStaffById,
  insertStaff,
  listStaff,
  lockActiveOwners,
  lockStaff,
  updateStaff,
  type StaffWithRole,
} from './staff-accounts.repository.js';
import { clubNameOf, staffActor, type StaffDeps } from './staff-deps.js';
import { issueStaffLink } from './staff-links.service.js';
import { lockCustomRole } from './staff-roles.repository.js';

type StaffAccount = z.infer<typeof staffAccountSchema>;
type RoleChoice = z.infer<typeof staffRoleBodySchema>;

export function accountOf(s: StaffWithRole): StaffAccount {
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    role: roleOf(s),
    customRoleId: s.custom_role_id,
    roleName: roleNameOf(s),
    language: languageOf(s),
    active: s.active === 1,
    pending: s.password_hash === null,
    twoFactorEnrolled: s.totp_enrolled === 1,
  };
}

export async function listStaffAccounts(deps: Pick<StaffDeps, 'db'>): Promise<StaffAccount[]> {
  return (await listStaff(deps.db)).map(accountOf);
}

/** The role a choice stands for, checked: only an owner gives the owner role; a custom role must exist. */
async function checkedRole(trx: Tx, actor: StaffPrincipal, choice: RoleChoice): Promise<{ role: StaffRole; customRoleId: number | null }> {
  if (choice.role === 'owner' && actor.role !== 'owner') throw new AppError('forbidden', 'staffOnlyOwnerMakesOwner');
  if (choice.role !== 'custom') return { role: choice.role, customRoleId: null };
  if (!choice.customRoleId) throw new AppError('bad_request', 'staffCustomRoleMissing');
  if (!(await lockCustomRole(trx, choice.customRoleId, 'share'))) throw new AppError('not_found', 'staffRoleNotFound');
  return { role: 'custom', customRoleId: choice.customRoleId };
}

/** Invites a staff member: the account (no password yet) and its invitation mail, in one unit of work. */
export async function inviteStaff(deps: StaffDeps, actor: StaffPrincipal, body: z.infer<typeof staffInviteBodySchema>, ip: string) {
  const clubName = await clubNameOf(deps);
  try {
    return await unitOfWork(deps.db, async (trx) => {
      const { role, customRoleId } = await checkedRole(trx, actor, body);
      const now = nowInstant(deps.clock);
      const id = await insertStaff(
        trx,
        { name: body.name, email: body.email, passwordHash: null, role, customRoleId, language: body.language },
        now,
      );
      const staff = (await findStaffById(trx, id))!;
      await issueStaffLink(trx, deps, staff, 'invitation', { clubName });
      const after = { name: body.name, email: body.email, role, customRoleId, language: body.language };
      await recordAudit(trx, { actor: staffActor(actor), action: 'staff.invite', entity: 'staff', entityId: id, after, ip }, now);
      return accountOf(staff);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'staffEmailTaken');
    throw err;
  }
}

/**
 * Locks the active owners, then the target: a change that would leave no active owner is refused, also when
 * two requests each remove "the other" owner at once (the second waits for the first and sees its change).
 */
async function lockForOwnerChange(trx: Tx, id: number): Promise<{ target: StaffWithRole; otherOwners: number }> {
  const owners = await lockActiveOwners(trx);
  const target = await lockStaff(trx, id);
  if (!target) throw new AppError('not_found', 'staffNotFound');
  return { target, otherOwners: owners.filter((o) => o !== id).length };
}

const isActiveOwner = (s: StaffWithRole) => s.role === 'owner' && s.active === 1 && s.password_hash !== null;

/** A new role for a staff member; their sessions end (they sign in again with what the new role allows). */
export async function changeStaffRole(deps: StaffDeps, actor: StaffPrincipal, id: number, choice: RoleChoice, ip: string) {
  return unitOfWork(deps.db, async (trx) => {
    const { target, otherOwners } = await lockForOwnerChange(trx, id);
    if (target.role === 'owner' && actor.role !== 'owner') throw new AppError('forbidden', 'staffOnlyOwnerMakesOwner');
    const { role, customRoleId } = await checkedRole(trx, actor, choice);
    if (isActiveOwner(target) && role !== 'owner' && otherOwners === 0) throw new AppError('conflict', 'staffLastOwner');
    const now = nowInstant(deps.clock);
    await updateStaff(trx, id, { role, custom_role_id: customRoleId }, now, true);
    staffSessionsChanged(trx, deps.caches, [id]);
    const diff = changedFields({ role: target.role, customRoleId: target.custom_role_id }, { role, customRoleId });
    await recordAudit(trx, { actor: staffActor(actor), action: 'staff.role', entity: 'staff', entityId: id, ...diff, ip }, now);
    return accountOf((await findStaffById(trx, id))!);
  });
}

/** Deactivates (every session ends, sign-in refused) or reactivates a staff member; never the last active owner. */
export async function setStaffActive(deps: StaffDeps, actor: StaffPrincipal, id: number, active: boolean, ip: string) {
  return unitOfWork(deps.db, async (trx) => {
    const { target, otherOwners } = await lockForOwnerChange(trx, id);
    if (!active && id === actor.id) throw new AppError('conflict', 'staffNotYourself');
    if (target.role === 'owner' && actor.role !== 'owner') throw new AppError('forbidden', 'staffOnlyOwnerMakesOwner');
    if (!active && isActiveOwner(target) && otherOwners === 0) throw new AppError('conflict', 'staffLastOwner');
    const now = nowInstant(deps.clock);
    if ((target.active === 1) !== active) {
      await updateStaff(trx, id, { active: active ? 1 : 0 }, now, !active);
      if (!active) staffSessionsChanged(trx, deps.caches, [id]);
      await recordAudit(
        trx,
        {
          actor: staffActor(actor),
          action: active ? 'staff.reactivate' : 'staff.deactivate',
          entity: 'staff',
          entityId: id,
          before: { active: target.active === 1 },
          after: { active },
          ip,
        },
        now,
      );
    }
    return accountOf((await findStaffById(trx, id))!);
  });
}

/** A staff member changes their own console language: their account's, used on every device from the next page. */
export async function changeOwnLanguage(deps: StaffDeps, me: StaffPrincipal, language: Language, ip: string): Promise<void> {
  await unitOfWork(deps.db, async (trx) => {
    const before = await lockStaff(trx, me.id);
    if (!before || before.language === language) return;
    const now = nowInstant(deps.clock);
    await updateStaff(trx, me.id, { language }, now);
    const change = { before: { language: before.language }, after: { language } };
    await recordAudit(trx, { actor: staffActor(me), action: 'staff.language', entity: 'staff', entityId: me.id, ...change, ip }, now);
  });
}
