import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * GET /api/publicbookings/info/{bookingId}: the match as anyone sees a joinable booking; with the member's
 * session also their own place, level and what they owe. The key carries who asks, so the server's public
 * answer and the member's never mix.
 */
export async function getJoinBooking(bookingId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/publicbookings/info/${bookingId}`, {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.bookingInfoResponseSchema),
    signal,
  });
  return answer.model;
}

export const joinBookingQuery = (bookingId: number, customerId: number | null) =>
  queryOptions({
    queryKey: ['bookings', 'join', bookingId, customerId ?? 'public'],
    queryFn: ({ signal }) => getJoinBooking(bookingId, signal),
    staleTime: 15_000,
    retry: false,
  });

/** The member's answer replaces the public one shown meanwhile (the server rendered the public one). */
export function useJoinBooking(bookingId: number, customerId: number | null) {
  return useQuery({
    ...joinBookingQuery(bookingId, customerId),
    enabled: Number.isInteger(bookingId) && bookingId > 0,
    placeholderData: keepPreviousData,
  });
}
