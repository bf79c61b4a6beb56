import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  passHoldersResponseSchema,
  staffMembershipResponseSchema,
  staffMembershipsResponseSchema,
  type EndPassBody,
  type GivePassBody,
  type StaffMembershipBody,
} from '@clubportal/contract/staff-memberships';
import { staffRequest } from './staff-client';

export const useStaffMemberships = () =>
  useQuery({
    queryKey: ['staff', 'memberships'],
    queryFn: () => staffRequest('/api/staff/memberships', { schema: staffMembershipsResponseSchema }),
  });

/** A type with its passes and their holders. */
export const useMembershipPasses = (id: number) =>
  useQuery({
    queryKey: ['staff', 'memberships', id],
    queryFn: () => staffRequest(`/api/staff/memberships/${id}/passes`, { schema: passHoldersResponseSchema }),
  });

/** Every membership write: the lists (and the fees, groups and audit log) read again. */
function useMembershipWrite<V, A>(call: (values: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}

export const useCreateMembership = () =>
  useMembershipWrite((body: StaffMembershipBody) =>
    staffRequest('/api/staff/memberships', { method: 'POST', body, schema: staffMembershipResponseSchema }),
  );

export const useUpdateMembership = (id: number) =>
  useMembershipWrite((body: StaffMembershipBody) =>
    staffRequest(`/api/staff/memberships/${id}`, { method: 'PUT', body, schema: staffMembershipResponseSchema }),
  );

export const useArchiveMembership = (id: number) =>
  useMembershipWrite((archived: boolean) =>
    staffRequest(`/api/staff/memberships/${id}/${archived ? 'archive' : 'restore'}`, {
      method: 'POST',
      schema: staffMembershipResponseSchema,
    }),
  );

export const useGivePass = (id: number) =>
  useMembershipWrite((body: GivePassBody) =>
    staffRequest(`/api/staff/memberships/${id}/passes`, { method: 'POST', body, schema: passHoldersResponseSchema }),
  );

export const useEndPass = () =>
  useMembershipWrite(({ passId, ...body }: EndPassBody & { passId: number }) =>
    staffRequest(`/api/staff/season-passes/${passId}/end`, { method: 'POST', body, schema: passHoldersResponseSchema }),
  );
