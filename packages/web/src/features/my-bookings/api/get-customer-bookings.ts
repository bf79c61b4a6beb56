import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/publicbookings/customer-bookings/{customerId}: next (soonest first) and past bookings. */
export async function getCustomerBookings(customerId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/publicbookings/customer-bookings/${customerId}`, { schema: () => import('@clubportal/contract/bookings').then((m) => m.customerBookingsResponseSchema), signal });
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
