import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pendingRefundsResponseSchema,
  settleRefundResponseSchema,
  staffPaymentsResponseSchema,
  staffRefundResponseSchema,
  type SettleRefundBody,
  type StaffRefundBody,
} from '@clubportal/contract/staff-refunds';
import { staffRequest } from './staff-client';

/** Payments matching the search (customer, sale or payment number), latest first; all the latest without one. */
export const useStaffPayments = (search: string) =>
  useQuery({
    queryKey: ['staff', 'payments', { search }],
    queryFn: () => staffRequest('/api/staff/payments', { query: search ? { search } : {}, schema: staffPaymentsResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const usePendingRefunds = () =>
  useQuery({
    queryKey: ['staff', 'refunds', 'pending'],
    queryFn: () => staffRequest('/api/staff/refunds/pending', { schema: pendingRefundsResponseSchema }),
  });

export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: number; body: StaffRefundBody }) =>
      staffRequest(`/api/staff/payments/${paymentId}/refunds`, { method: 'POST', body, schema: staffRefundResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};

export const useSettleRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SettleRefundBody }) =>
      staffRequest(`/api/staff/refunds/${id}/settle`, { method: 'POST', body, schema: settleRefundResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
};
