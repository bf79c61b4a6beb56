import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { pendingSalesResponseSchema } from '@clubportal/contract/sales';
import { apiRequest } from '../../../api/client';

export type PendingSale = z.infer<typeof pendingSalesResponseSchema>['data'][number];

/** POST /api/shop/pending-sales/{customerId} (a read, POST by the spec): the unpaid sales, oldest first. */
export async function getPendingSales(customerId: number, signal?: AbortSignal): Promise<PendingSale[]> {
  const answer = await apiRequest(`/api/shop/pending-sales/${customerId}`, { method: 'POST', schema: pendingSalesResponseSchema, signal });
  return answer.data;
}

export function usePendingSales(customerId: number | null) {
  return useQuery({
    queryKey: ['shop', 'pending-sales', customerId],
    queryFn: ({ signal }) => getPendingSales(customerId as number, signal),
    enabled: customerId !== null,
  });
}
