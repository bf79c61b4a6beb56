import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OpenMatchesQuery } from '@clubportal/contract/open-matches';
import { apiRequest } from '../../../api/client';

/** POST /api/publicbookings/open-matches: the open matches of a day by sport, time and level (issue 29 section 3). */
export async function getOpenMatches(query: OpenMatchesQuery, signal?: AbortSignal) {
  const answer = await apiRequest('/api/publicbookings/open-matches', {
    method: 'POST',
    body: query,
    schema: () => import('@clubportal/contract/open-matches').then((m) => m.openMatchesResponseSchema),
    signal,
  });
  return answer.model;
}

/** The key carries who asks: a member's list (their level range first, their own matches left out) is theirs. */
export function useOpenMatches(query: OpenMatchesQuery, customerId: number | null) {
  return useQuery({
    queryKey: ['bookings', 'open-matches', query, customerId ?? 'public'],
    queryFn: ({ signal }) => getOpenMatches(query, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
