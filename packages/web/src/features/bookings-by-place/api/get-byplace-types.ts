import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * The by-place booking types (the type buttons): GET /api/publicbookings/filters (spec: the POST is read
 * with GET), keeping the types flagged by place.
 */
export async function getByPlaceTypes(signal?: AbortSignal) {
  const answer = await apiRequest('/api/publicbookings/filters', {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.filtersResponseSchema),
    signal,
  });
  return answer.model.bookingTypes.filter((t) => t.byPlace);
}

export const byPlaceTypesQuery = queryOptions({
  queryKey: ['bookings', 'byplace-types'],
  queryFn: ({ signal }) => getByPlaceTypes(signal),
  staleTime: 30_000,
});

export function useByPlaceTypes() {
  return useQuery(byPlaceTypesQuery);
}
