import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

const bookings = () => import('@clubportal/contract/bookings');
const results = () => import('@clubportal/contract/booking-results');

/** GET /api/publicbookings/info/{bookingId}: the match with its players and result (for whoever may see it). */
export const bookingResultsQuery = (bookingId: number, customerId: number | null) =>
  queryOptions({
    queryKey: ['bookings', 'info', bookingId, customerId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/publicbookings/info/${bookingId}`, {
          schema: () => bookings().then((m) => m.bookingInfoResponseSchema),
          signal,
        })
      ).model,
    retry: false,
  });

/** POST /api/publicbookings/save-results: the sets of both teams; answers them as stored. */
export async function saveResults(body: { bookingId: number; team1: number[]; team2: number[] }) {
  return (
    await apiRequest('/api/publicbookings/save-results', {
      method: 'POST',
      body,
      schema: () => results().then((m) => m.saveResultsResponseSchema),
    })
  ).model;
}

/** PUT /api/publicbookings/update-team (spec section 7: id, team): moves a player's place to the other team. */
export async function updateTeam(body: { id: number; team: 0 | 1 }) {
  await apiRequest('/api/publicbookings/update-team', {
    method: 'PUT',
    body,
    schema: () => import('@clubportal/contract/api-result').then((m) => m.okOnlySchema),
  });
}
