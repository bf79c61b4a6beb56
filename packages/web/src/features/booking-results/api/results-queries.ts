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

/** POST /api/publicbookings/save-results: proposes the sets of both teams (and the teams of players without one). */
export async function saveResults(body: {
  bookingId: number;
  team1: number[];
  team2: number[];
  teams: Array<{ id: number; team: 0 | 1 }>;
}) {
  return (
    await apiRequest('/api/publicbookings/save-results', {
      method: 'POST',
      body,
      schema: () => results().then((m) => m.saveResultsResponseSchema),
    })
  ).model;
}

/** POST /api/publicbookings/answer-result: a player of the other team confirms or disputes the proposed result. */
export async function answerResult(body: { bookingId: number; answer: 'confirm' | 'dispute' }) {
  return (
    await apiRequest('/api/publicbookings/answer-result', {
      method: 'POST',
      body,
      schema: () => results().then((m) => m.answerResultResponseSchema),
    })
  ).model;
}
