import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerVouchersResponseSchema } from '@clubportal/contract/vouchers';
import { apiRequest } from '../../../api/client';

export type CustomerVouchers = z.infer<typeof customerVouchersResponseSchema>['model'];

/** GET /api/publicvouchers/customer-vouchers/{customerId}: active and inactive vouchers with their movements. */
export async function getCustomerVouchers(customerId: number, signal?: AbortSignal): Promise<CustomerVouchers> {
  const answer = await apiRequest(`/api/publicvouchers/customer-vouchers/${customerId}`, {
    schema: customerVouchersResponseSchema,
    signal,
  });
  return answer.model;
}

export function useCustomerVouchers(customerId: number | null) {
  return useQuery({
    queryKey: ['publicvouchers', 'customer-vouchers', customerId],
    queryFn: ({ signal }) => getCustomerVouchers(customerId as number, signal),
    enabled: customerId !== null,
  });
}
