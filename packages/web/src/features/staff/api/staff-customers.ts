import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okOnlySchema } from '@clubportal/contract/api-result';
import {
  customerProfileResponseSchema,
  deskPaymentResponseSchema,
  staffCustomersResponseSchema,
  type DeskPaymentMethod,
} from '@clubportal/contract/staff-customers';
import { staffRequest } from './staff-client';

/** One page of customers the text finds (everyone by name without one); the last page stays shown while the next loads. */
export const useStaffCustomers = (search: string, page: number) =>
  useQuery({
    queryKey: ['staff', 'customers', { search, page }],
    queryFn: () => staffRequest('/api/staff/customers', { query: { search, page }, schema: staffCustomersResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useStaffCustomer = (id: number | null) =>
  useQuery({
    queryKey: ['staff', 'customers', id],
    queryFn: () => staffRequest(`/api/staff/customers/${id}`, { schema: customerProfileResponseSchema }),
    enabled: id !== null,
  });

/** The customer's file download (GDPR access): a plain link, the staff cookie goes with it. */
export const customerExportUrl = (id: number) => `/api/staff/customers/${id}/export`;

export function useDeskPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ saleId, method }: { saleId: number; method: DeskPaymentMethod }) =>
      staffRequest(`/api/staff/sales/${saleId}/desk-payment`, { method: 'POST', body: { method }, schema: deskPaymentResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'customers'] }),
  });
}

export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      staffRequest(`/api/staff/customers/${id}/erase`, { method: 'POST', body: { reason }, schema: okOnlySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'customers'] }),
  });
}
