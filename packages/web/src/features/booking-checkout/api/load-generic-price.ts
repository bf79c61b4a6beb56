import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export type GenericPriceInput = { startDate: string; bookingTypeId: number; duration: number; resourceId: number };

/** POST /api/publicbookings/loadprice with customerId -1: the generic price, which open places of a shared booking cost. */
export async function loadGenericPrice(input: GenericPriceInput, signal?: AbortSignal) {
  const answer = await apiRequest('/api/publicbookings/loadprice', {
    method: 'POST',
    body: { ...input, customerId: -1 },
    schema: () => import('@clubportal/contract/bookings').then((m) => m.loadPriceResponseSchema),
    signal,
  });
  return answer.price.price;
}

/** Only asked when the member's own price is special: otherwise the generic price is the one they see. */
export function useGenericPrice(input: GenericPriceInput | null) {
  return useQuery({
    queryKey: ['bookings', 'loadprice', 'generic', input],
    queryFn: ({ signal }) => loadGenericPrice(input as GenericPriceInput, signal),
    enabled: input !== null,
    staleTime: 60_000,
  });
}
