import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/publicbookings/byplace-list: the classes of the week of `date`, of one by-place type or of all
 * (null: the ALL button). customerId null for a guest (generic prices); the key carries it, so logging in refetches.
 */
export async function getByPlaceList(
  body: { bookingTypeId: number | null; date: string; customerId: number | null },
  signal?: AbortSignal,
) {
  return apiRequest('/api/publicbookings/byplace-list', {
    method: 'POST',
    body,
    schema: () => import('@clubportal/contract/bookings-by-place').then((m) => m.byPlaceListResponseSchema),
    signal,
  });
}

export const byPlaceListQuery = (bookingTypeId: number | null, date: string, customerId: number | null) =>
  queryOptions({
    queryKey: ['bookings', 'byplace-list', bookingTypeId ?? 'all', date, customerId ?? 'public'],
    queryFn: ({ signal }) => getByPlaceList({ bookingTypeId, date, customerId }, signal),
    // Another week keeps the last one on screen (dimmed) until its own arrives.
    placeholderData: keepPreviousData,
    // Places go with every booking: fresh for a short while only.
    staleTime: 15_000,
  });

export function useByPlaceList(bookingTypeId: number | null, date: string, customerId: number | null) {
  return useQuery(byPlaceListQuery(bookingTypeId, date, customerId));
}
