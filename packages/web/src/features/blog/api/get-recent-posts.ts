import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { apiRequest } from '../../../api/client';

/** GET /api/cztextblocks/list-with-users?count=N: the latest posts with their author. */
export async function getRecentPosts(count: number, signal?: AbortSignal): Promise<TextBlock[]> {
  const answer = await apiRequest('/api/cztextblocks/list-with-users', {
    query: { count },
    schema: () => import('@clubportal/contract/text-blocks').then((m) => m.listWithUsersResponseSchema),
    signal,
  });
  return answer.data;
}

/** The menu's recent posts (spec: 2); a failure leaves the Blog item out rather than breaking the menu. */
export const recentPostsQuery = (count = 2) =>
  queryOptions({
    queryKey: ['cztextblocks', 'list-with-users', count],
    queryFn: ({ signal }) => getRecentPosts(count, signal),
    staleTime: 5 * 60_000,
  });

export function useRecentPosts(count = 2) {
  return useQuery(recentPostsQuery(count));
}
