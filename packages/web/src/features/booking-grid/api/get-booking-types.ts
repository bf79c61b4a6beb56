import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/publicbookings/booking-types-list: the index page's cards (zod loads only when the call is made in the browser). */
export async function getBookingTypes(signal?: AbortSignal) {
  const answer = await apiRequest('/api/publicbookings/booking-types-list', {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.bookingTypesListResponseSchema),
    signal,
  });
  return answer.model;
}

export const bookingTypesQuery = queryOptions({
  queryKey: ['bookings', 'types'],
  queryFn: ({ signal }) => getBookingTypes(signal),
  staleTime: 30_000,
});

export function useBookingTypes() {
  return useQuery(bookingTypesQuery);
}
