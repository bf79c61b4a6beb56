import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerFeesResponseSchema } from '@clubportal/contract/sales';
import { apiRequest } from '../../../api/client';

export type FeeGroup = z.infer<typeof customerFeesResponseSchema>['model'][number];

/** GET /api/publiccustomerperiodicsales/customer-fees/{customerId}: unpaid fees grouped by description. */
export async function getCustomerFees(customerId: number, signal?: AbortSignal): Promise<FeeGroup[]> {
  const answer = await apiRequest(`/api/publiccustomerperiodicsales/customer-fees/${customerId}`, {
    schema: customerFeesResponseSchema,
    signal,
  });
  return answer.model;
}

export function useCustomerFees(customerId: number | null) {
  return useQuery({
    queryKey: ['publiccustomerperiodicsales', 'customer-fees', customerId],
    queryFn: ({ signal }) => getCustomerFees(customerId as number, signal),
    enabled: customerId !== null,
  });
}
