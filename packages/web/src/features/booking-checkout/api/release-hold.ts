import { apiRequest } from '../../../api/client';

/** POST /api/{cancelUrl} (publicbookings/cancel/{bookingId}/{ownerId}): gives a prebooked slot back. */
export async function releaseHold(cancelUrl: string): Promise<void> {
  await apiRequest(`/api/${cancelUrl}`, {
    method: 'POST',
    schema: () => import('@clubportal/contract/bookings').then((m) => m.cancelBookingResponseSchema),
  });
}
