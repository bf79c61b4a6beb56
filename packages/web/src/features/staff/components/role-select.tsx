import { useTranslation } from 'react-i18next';
import { BUILT_IN_ROLE_NAMES, type StaffRole } from '@clubportal/contract/staff';
import type { RoleChoice } from '../api/staff-accounts';
import { useRoleLabel } from './role-label';

type CustomRole = { id: number; name: string };

/** A role choice as one `<select>` value: a built-in role's name, or `custom:<id>`. */
export const roleValue = (choice: RoleChoice) => (choice.role === 'custom' ? `custom:${choice.customRoleId ?? ''}` : choice.role);
export function roleChoiceOf(value: string): RoleChoice {
  const custom = /^custom:(\d+)$/.exec(value);
  return custom ? { role: 'custom', customRoleId: Number(custom[1]) } : { role: value as StaffRole, customRoleId: null };
}

/** The options of a role `<select>`: the built-in roles, then the club's custom roles. */
export function RoleOptions({ custom }: { custom: readonly CustomRole[] }) {
  const { t } = useTranslation();
  const label = useRoleLabel();
  return (
    <>
      {BUILT_IN_ROLE_NAMES.map((role) => (
        <option key={role} value={role}>
          {label(role, '')}
        </option>
      ))}
      {custom.length > 0 ? (
        <optgroup label={t('staff.accounts.customRoles')}>
          {custom.map((r) => (
            <option key={r.id} value={`custom:${r.id}`}>
              {r.name}
            </option>
          ))}
        </optgroup>
      ) : null}
    </>
  );
}
