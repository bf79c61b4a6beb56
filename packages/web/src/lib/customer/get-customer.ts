import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@clubportal/contract/accounts';
import { apiRequest } from '../../api/client';

export const customerQueryKey = (id: number | null) => ['publiccustomers', id] as const;

/** GET /api/publiccustomers/{id}: the customer (own or a linked child) with custom fields and children. */
export async function getCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  const answer = await apiRequest(`/api/publiccustomers/${id}`, {
    schema: () => import('@clubportal/contract/accounts').then((m) => m.customerResponseSchema),
    signal,
  });
  return answer.model;
}

export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: customerQueryKey(id),
    queryFn: ({ signal }) => getCustomer(id as number, signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
