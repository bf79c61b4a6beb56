import { apiRequest } from '../../../api/client';

/** POST /api/publicbookings/cancel/{bookingId}/{customerId}: the owner cancels; infoReturns lists the refunds. */
export async function cancelBooking(bookingId: number, customerId: number) {
  const answer = await apiRequest(`/api/publicbookings/cancel/${bookingId}/${customerId}`, {
    method: 'POST',
    schema: () => import('@clubportal/contract/bookings').then((m) => m.cancelBookingResponseSchema),
  });
  return answer.infoReturns;
}
