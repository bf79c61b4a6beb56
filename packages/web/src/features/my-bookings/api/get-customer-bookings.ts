import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * GET /api/publicbookings/customer-bookings/{customerId}: next (soonest first) and past bookings, the first
 * page of each (50); `page` asks for a later page of one list (its `paging` says how many there are).
 */
export async function getCustomerBookings(customerId: number, signal?: AbortSignal, page?: { list: 'next' | 'past'; number: number }) {
  const query = page ? `?${page.list === 'next' ? 'nextPage' : 'pastPage'}=${page.number}` : '';
  const answer = await apiRequest(`/api/publicbookings/customer-bookings/${customerId}${query}`, {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.customerBookingsResponseSchema),
    signal,
  });
  return answer.model;
}

export const customerBookingsKey = (customerId: number | null) => ['bookings', 'customer-bookings', customerId] as const;

export function useCustomerBookings(customerId: number | null) {
  return useQuery({
    queryKey: customerBookingsKey(customerId),
    queryFn: ({ signal }) => getCustomerBookings(customerId as number, signal),
    enabled: customerId !== null,
  });
}
