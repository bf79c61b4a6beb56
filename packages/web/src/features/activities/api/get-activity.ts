import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

const detailSchema = () => import('@clubportal/contract/activities').then((m) => m.activityResponseSchema);

/** GET /api/publicactivities/{id}[/{customerId}]: the activity, and for a customer whether they are in and their waitlist standing. */
export function getActivity(id: number, customerId: number | null, signal?: AbortSignal) {
  const path = customerId === null ? `/api/publicactivities/${id}` : `/api/publicactivities/${id}/${customerId}`;
  return apiRequest(path, { schema: detailSchema, signal });
}

export const activityQuery = (id: number, customerId: number | null) =>
  queryOptions({
    queryKey: ['publicactivities', 'get', id, customerId ?? 'public'],
    queryFn: ({ signal }) => getActivity(id, customerId, signal),
    staleTime: 15_000,
  });

export function useActivity(id: number, customerId: number | null) {
  return useQuery({ ...activityQuery(id, customerId), enabled: Number.isInteger(id) && id > 0 });
}
