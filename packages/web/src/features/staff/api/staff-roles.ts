import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import { customRoleResponseSchema } from '@clubportal/contract/staff';
import { staffRequest } from './staff-client';

export type CustomRoleValues = { name: string; permissions: string[] };

/** Role writes: the roles, the accounts (their role names) and the audit log read again; who is signed in too. */
function useRoleWrite<V, R>(call: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}

export const useSaveCustomRole = () =>
  useRoleWrite(({ id, ...values }: CustomRoleValues & { id: number | null }) =>
    staffRequest(id === null ? '/api/staff/roles' : `/api/staff/roles/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: values,
      schema: customRoleResponseSchema,
    }).then((a) => a.model),
  );

/** Deleting a role someone still has is refused by the server with a sentence. */
export const useDeleteCustomRole = () =>
  useRoleWrite((id: number) => staffRequest(`/api/staff/roles/${id}`, { method: 'DELETE', schema: okOnlySchema }));
