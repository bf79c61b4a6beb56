import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/publiccustomers/{id}: the member and their linked children, for "who is signed up". */
export function useFamily(customerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['publiccustomers', customerId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/publiccustomers/${customerId}`, {
          schema: () => import('@clubportal/contract/accounts').then((m) => m.customerResponseSchema),
          signal,
        })
      ).model,
    enabled: enabled && customerId !== null,
    staleTime: 60_000,
  });
}
