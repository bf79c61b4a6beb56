import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/publicbookings/list: each resource with its free starts on a club day. customerId null for a
 * guest (generic prices), else the member's own prices; the query key carries it, so logging in refetches.
 */
export async function getBookingList(body: { date: string; bookingTypeId: number; customerId: number | null }, signal?: AbortSignal) {
  return apiRequest('/api/publicbookings/list', {
    method: 'POST',
    body,
    schema: () => import('@clubportal/contract/bookings').then((m) => m.bookingListResponseSchema),
    signal,
  });
}

export const bookingListQuery = (bookingTypeId: number, date: string, customerId: number | null) =>
  queryOptions({
    queryKey: ['bookings', 'list', bookingTypeId, date, customerId ?? 'public'],
    queryFn: ({ signal }) => getBookingList({ date, bookingTypeId, customerId }, signal),
    // Another day keeps the last grid on screen (dimmed) until its own arrives: no jump in height.
    placeholderData: keepPreviousData,
    // Availability moves with every booking: fresh for a short while only.
    staleTime: 15_000,
  });

export function useBookingList(bookingTypeId: number | null, date: string, customerId: number | null) {
  return useQuery({ ...bookingListQuery(bookingTypeId ?? 0, date, customerId), enabled: bookingTypeId !== null });
}
