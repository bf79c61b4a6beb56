import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feeRunResponseSchema, staffFeeResponseSchema, staffFeesResponseSchema, type StaffFeeBody } from '@clubportal/contract/staff-fees';
import { staffRequest } from './staff-client';

export const useStaffFees = () =>
  useQuery({
    queryKey: ['staff', 'fees'],
    queryFn: () => staffRequest('/api/staff/fees', { schema: staffFeesResponseSchema }),
  });

/** Every fee write: the lists (and the audit log) read again. */
function useFeeWrite<V, A>(call: (values: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}

export const useGiveFee = () =>
  useFeeWrite((body: StaffFeeBody) => staffRequest('/api/staff/fees', { method: 'POST', body, schema: staffFeeResponseSchema }));

export const useEndFee = () =>
  useFeeWrite((id: number) => staffRequest(`/api/staff/fees/${id}/end`, { method: 'POST', schema: staffFeeResponseSchema }));

/** What a run up to a day would charge: asked on demand, writes nothing. */
export const useFeeRunPreview = () =>
  useMutation({
    mutationFn: (upTo: string) =>
      staffRequest('/api/staff/fees/run/preview', { method: 'POST', body: { upTo }, schema: feeRunResponseSchema }),
  });

export const useFeeRun = () =>
  useFeeWrite((upTo: string) => staffRequest('/api/staff/fees/run', { method: 'POST', body: { upTo }, schema: feeRunResponseSchema }));
