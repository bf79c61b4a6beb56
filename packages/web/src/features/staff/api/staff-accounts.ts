import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { staffInviteBodySchema } from '@clubportal/contract/staff';
import { rolesResponseSchema, staffAccountResponseSchema, staffAccountsResponseSchema, type StaffRole } from '@clubportal/contract/staff';
import { staffRequest } from './staff-client';

const accountsKey = ['staff', 'accounts'] as const;

export const useStaffAccounts = () =>
  useQuery({
    queryKey: accountsKey,
    queryFn: () => staffRequest('/api/staff/accounts', { schema: staffAccountsResponseSchema }).then((a) => a.model),
  });

/** The roles one may give: built-in and custom (the invite and role forms list them). */
export const useStaffRoles = () =>
  useQuery({
    queryKey: ['staff', 'roles'],
    queryFn: () => staffRequest('/api/staff/roles', { schema: rolesResponseSchema }).then((a) => a.model),
  });

/** Every account write answers the account; the list (and the audit log) read again. */
function useAccountWrite<V>(call: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'staff' && q.queryKey[1] !== 'me' }),
  });
}

export type InviteValues = z.input<typeof staffInviteBodySchema>;
export const useInviteStaff = () =>
  useAccountWrite((values: InviteValues) => staffRequest('/api/staff/accounts', { body: values, schema: staffAccountResponseSchema }));

/** A role choice as the server takes it: a built-in role, or `custom` with the custom role's id. */
export type RoleChoice = { role: StaffRole; customRoleId: number | null };
export const useChangeRole = () =>
  useAccountWrite(({ id, ...choice }: RoleChoice & { id: number }) =>
    staffRequest(`/api/staff/accounts/${id}/role`, { method: 'PUT', body: choice, schema: staffAccountResponseSchema }),
  );

export const useSetActive = () =>
  useAccountWrite(({ id, active }: { id: number; active: boolean }) =>
    staffRequest(`/api/staff/accounts/${id}/${active ? 'reactivate' : 'deactivate'}`, {
      method: 'POST',
      body: {},
      schema: staffAccountResponseSchema,
    }),
  );
