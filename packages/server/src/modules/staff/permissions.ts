import {
  BUILT_IN_ROLES,
  isPermission,
  TWO_FACTOR_ROLES,
  type BuiltInRole,
  type Permission,
  type StaffMe,
  type StaffRole,
} from '@clubportal/contract/staff';
import { type Language, knownLanguage } from '@clubportal/contract/languages';
import type { StaffWithRole } from './staff-accounts.repository.js';

/** The signed-in staff member a request acts for (set by the staff guard). */
export type StaffPrincipal = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  roleName: string;
  language: Language;
  permissions: ReadonlySet<Permission>;
  twoFactorEnrolled: boolean;
  /** The role asks for two-factor codes and none are enrolled yet: only `self` routes answer. */
  twoFactorDue: boolean;
  sessionId: number;
  sessionVersion: number;
};

const isBuiltIn = (role: string): role is BuiltInRole => Object.hasOwn(BUILT_IN_ROLES, role);

/** What a stored account may do: its built-in role's permissions, or its custom role's (unknown names dropped). */
export function permissionsOf(s: Pick<StaffWithRole, 'role' | 'custom_role_permissions'>): Set<Permission> {
  if (isBuiltIn(s.role)) return new Set(BUILT_IN_ROLES[s.role]);
  if (s.role !== 'custom' || !s.custom_role_permissions) return new Set();
  const list: unknown = JSON.parse(s.custom_role_permissions);
  return new Set(Array.isArray(list) ? list.filter(isPermission) : []);
}

export const roleOf = (s: Pick<StaffWithRole, 'role'>): StaffRole => (isBuiltIn(s.role) ? s.role : 'custom');
export const roleNameOf = (s: Pick<StaffWithRole, 'role' | 'custom_role_name'>): string =>
  s.role === 'custom' ? (s.custom_role_name ?? 'custom') : s.role;
export const languageOf = (s: Pick<StaffWithRole, 'language'>): Language => knownLanguage(s.language);

/**
 * Two-factor codes are due for owners and managers, and for any role that may manage staff (a custom role
 * with `staff.manage` could otherwise make itself an owner's equal without them); never for demo accounts.
 */
export function twoFactorDue(s: StaffWithRole): boolean {
  if (s.demo === 1 || s.totp_enrolled === 1) return false;
  return TWO_FACTOR_ROLES.includes(roleOf(s)) || permissionsOf(s).has('staff.manage');
}

export function principalOf(s: StaffWithRole, session: { id: number; session_version: number }): StaffPrincipal {
  return {
    id: s.id,
    name: s.name,
    email: s.email,
    role: roleOf(s),
    roleName: roleNameOf(s),
    language: languageOf(s),
    permissions: permissionsOf(s),
    twoFactorEnrolled: s.totp_enrolled === 1,
    twoFactorDue: twoFactorDue(s),
    sessionId: session.id,
    sessionVersion: session.session_version,
  };
}

export function meOf(p: StaffPrincipal): StaffMe {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    role: p.role,
    roleName: p.roleName,
    permissions: [...p.permissions],
    language: p.language,
    twoFactorDue: p.twoFactorDue,
    twoFactorEnrolled: p.twoFactorEnrolled,
  };
}
