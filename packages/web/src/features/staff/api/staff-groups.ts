import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  groupCustomersResponseSchema,
  staffGroupDeletedResponseSchema,
  staffGroupResponseSchema,
  staffGroupsResponseSchema,
} from '@clubportal/contract/staff-groups';
import { staffRequest } from './staff-client';

export const useStaffGroups = () =>
  useQuery({
    queryKey: ['staff', 'groups'],
    queryFn: () => staffRequest('/api/staff/groups', { schema: staffGroupsResponseSchema }),
  });

/** A group with its members. */
export const useStaffGroup = (id: number) =>
  useQuery({
    queryKey: ['staff', 'groups', id],
    queryFn: () => staffRequest(`/api/staff/groups/${id}`, { schema: staffGroupResponseSchema }),
  });

/** Customers to add to a group or give a fee (asked once at least two letters are typed). */
export const useGroupCustomers = (search: string) =>
  useQuery({
    queryKey: ['staff', 'group-customers', search],
    queryFn: () => staffRequest('/api/staff/groups/customers', { query: { search }, schema: groupCustomersResponseSchema }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** Every group write: the lists (and the audit log) read again. */
function useGroupWrite<V, A>(call: (values: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}

export const useSaveGroup = () =>
  useGroupWrite(({ id, name }: { id: number | null; name: string }) =>
    staffRequest(id === null ? '/api/staff/groups' : `/api/staff/groups/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: { name },
      schema: staffGroupResponseSchema,
    }),
  );

export const useDeleteGroup = () =>
  useGroupWrite((id: number) => staffRequest(`/api/staff/groups/${id}`, { method: 'DELETE', schema: staffGroupDeletedResponseSchema }));

export const useGroupMember = () =>
  useGroupWrite(({ id, customerId, add }: { id: number; customerId: number; add: boolean }) =>
    add
      ? staffRequest(`/api/staff/groups/${id}/members`, { method: 'POST', body: { customerId }, schema: staffGroupResponseSchema })
      : staffRequest(`/api/staff/groups/${id}/members/${customerId}`, { method: 'DELETE', schema: staffGroupResponseSchema }),
  );
