import { apiRequest } from '../../../api/client';

/**
 * POST /api/publicbookings/accept/{bookingId}/{customerId}: the invited player accepts; their share becomes a
 * pending sale (what they owe and by when).
 */
export async function acceptInvitation(bookingId: number, customerId: number) {
  const answer = await apiRequest(`/api/publicbookings/accept/${bookingId}/${customerId}`, {
    method: 'POST',
    schema: () => import('@clubportal/contract/bookings').then((m) => m.acceptInvitationResponseSchema),
  });
  return answer.model;
}

/** POST /api/publicbookings/decline/{bookingId}/{customerId}: the invited player declines; the place is free again. */
export async function declineInvitation(bookingId: number, customerId: number): Promise<void> {
  await apiRequest(`/api/publicbookings/decline/${bookingId}/${customerId}`, {
    method: 'POST',
    schema: () => import('@clubportal/contract/bookings').then((m) => m.declineInvitationResponseSchema),
  });
}
