import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffVoucherResponseSchema,
  staffVouchersResponseSchema,
  voucherCustomersResponseSchema,
  type IssueVoucherBody,
} from '@clubportal/contract/staff-vouchers';
import { staffRequest } from './staff-client';

/** Vouchers of customers whose name or email holds the search (all, latest first, without one). */
export const useStaffVouchers = (search: string) =>
  useQuery({
    queryKey: ['staff', 'vouchers', { search }],
    queryFn: () => staffRequest('/api/staff/vouchers', { query: search ? { search } : {}, schema: staffVouchersResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useStaffVoucher = (id: number | null) =>
  useQuery({
    queryKey: ['staff', 'vouchers', id],
    queryFn: () => staffRequest(`/api/staff/vouchers/${id}`, { schema: staffVoucherResponseSchema }),
    enabled: id !== null,
  });

/** Customers to issue a voucher to (asked once at least two letters are typed). */
export const useVoucherCustomers = (search: string) =>
  useQuery({
    queryKey: ['staff', 'voucher-customers', search],
    queryFn: () => staffRequest('/api/staff/vouchers/customers', { query: { search }, schema: voucherCustomersResponseSchema }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

function useVoucherWrite<V>(call: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => call(values).then((a) => staffVoucherResponseSchema.parse(a)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

export const useIssueVoucher = () =>
  useVoucherWrite((body: IssueVoucherBody) =>
    staffRequest('/api/staff/vouchers', { method: 'POST', body, schema: staffVoucherResponseSchema }),
  );

export const useVoucherStatus = () =>
  useVoucherWrite(({ id, enabled, reason }: { id: number; enabled: boolean; reason: string }) =>
    staffRequest(`/api/staff/vouchers/${id}/${enabled ? 'reactivate' : 'deactivate'}`, {
      method: 'POST',
      body: { reason },
      schema: staffVoucherResponseSchema,
    }),
  );
