import type { TeamChoice } from '@clubportal/contract/booking-join';
import { apiRequest } from '../../../api/client';

/**
 * POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}: the member takes an open
 * place of the match, in the team given (none: the server picks the one with room).
 */
export async function joinBooking(customerId: number, bookingId: number, team: TeamChoice | null) {
  const answer = await apiRequest(`/api/publicbookings/byplace-prebook-place/${customerId}/${bookingId}/web`, {
    method: 'POST',
    body: team === null ? {} : { team },
    schema: () => import('@clubportal/contract/booking-join').then((m) => m.joinResponseSchema),
  });
  return answer.model;
}
