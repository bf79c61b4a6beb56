import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@clubportal/contract/staff';

/** A role's name in the interface language; a custom role by the name the club gave it. */
export function useRoleLabel(): (role: StaffRole, customName: string) => string {
  const { t } = useTranslation();
  return useCallback((role, customName) => (role === 'custom' ? customName : t(`staff.roles.${role}`)), [t]);
}
