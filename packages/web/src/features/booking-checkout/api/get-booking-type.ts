import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/publicbookings/filters/{bookingTypeId}: the type (whether it allows shared payment) and its texts. */
export async function getBookingType(bookingTypeId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/publicbookings/filters/${bookingTypeId}`, {
    schema: () => import('@clubportal/contract/bookings').then((m) => m.filtersResponseSchema),
    signal,
  });
  return answer.model;
}

export function useBookingType(bookingTypeId: number | null) {
  return useQuery({
    queryKey: ['bookings', 'filters', bookingTypeId],
    queryFn: ({ signal }) => getBookingType(bookingTypeId as number, signal),
    enabled: bookingTypeId !== null,
    staleTime: 60_000,
  });
}
