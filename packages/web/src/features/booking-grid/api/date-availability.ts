import { apiRequest } from '../../../api/client';

/** POST /api/publicbookings/date-availability: the free resources of one related resource type for the chosen slot. */
export async function getDateAvailability(
  body: { date: string; duration: number; customerId: number; bookingTypeResourceId: number },
  signal?: AbortSignal,
) {
  const answer = await apiRequest('/api/publicbookings/date-availability', {
    method: 'POST',
    body,
    schema: () => import('@clubportal/contract/bookings').then((m) => m.dateAvailabilityResponseSchema),
    signal,
  });
  return answer.model;
}
