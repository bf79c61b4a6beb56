import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * GET /api/publicbookings/filters[/{bookingTypeId}] (spec: the POST is read with GET): every type to filter
 * by, or one type with its anticipation and cancel texts.
 */
export async function getBookingFilters(bookingTypeId: number | null, signal?: AbortSignal) {
  const path = bookingTypeId === null ? '/api/publicbookings/filters' : `/api/publicbookings/filters/${bookingTypeId}`;
  const answer = await apiRequest(path, {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.filtersResponseSchema),
    signal,
  });
  return answer.model;
}

export const bookingFiltersQuery = (bookingTypeId: number | null) =>
  queryOptions({
    queryKey: ['bookings', 'filters', bookingTypeId ?? 'all'],
    queryFn: ({ signal }) => getBookingFilters(bookingTypeId, signal),
    staleTime: 30_000,
  });

export function useBookingFilters(bookingTypeId: number | null, enabled = true) {
  return useQuery({ ...bookingFiltersQuery(bookingTypeId), enabled });
}
