import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/publicbookings/customer-booking/{bookingToken}: the booking a private link shows (in next or past). */
export async function getPublicBooking(token: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/publicbookings/customer-booking/${encodeURIComponent(token)}`, {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.customerBookingsResponseSchema),
    signal,
  });
  return answer.model.next[0] ?? answer.model.past[0] ?? null;
}

/** Shared by the page and its server prefetch (the page is server-rendered from this answer). */
export const publicBookingQuery = (token: string) =>
  queryOptions({
    queryKey: ['bookings', 'customer-booking', token],
    queryFn: ({ signal }) => getPublicBooking(token, signal),
    staleTime: 30_000,
    retry: false,
  });

export function usePublicBooking(token: string) {
  return useQuery(publicBookingQuery(token));
}
