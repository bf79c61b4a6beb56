import { createContext, use } from 'react';
import type { Permission, StaffMe } from '@clubportal/contract/staff';

/** The signed-in staff member, provided by the console's shell to its pages. */
export const StaffMeContext = createContext<StaffMe | null>(null);

export function useSignedInStaff(): StaffMe {
  const me = use(StaffMeContext);
  if (!me) throw new Error('useSignedInStaff outside the console shell');
  return me;
}

export const useCan = (permission: Permission) => useSignedInStaff().permissions.includes(permission);
