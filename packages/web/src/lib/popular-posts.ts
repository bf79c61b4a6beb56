import { queryOptions, useQuery } from '@tanstack/react-query';
import { POPULAR_POSTS_COUNT } from '@clubportal/contract/blog-limits';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { apiRequest } from '../api/client';

/** GET /api/cztextblocks/list-with-users?count=2&popular=true: the most read posts (the sidebar of a post and of an activity). */
export async function getPopularPosts(signal?: AbortSignal): Promise<TextBlock[]> {
  const answer = await apiRequest('/api/cztextblocks/list-with-users', {
    query: { count: POPULAR_POSTS_COUNT, popular: true },
    schema: () => import('@clubportal/contract/text-blocks').then((m) => m.listWithUsersResponseSchema),
    signal,
  });
  return answer.data;
}

export const popularPostsQuery = queryOptions({
  queryKey: ['cztextblocks', 'list-with-users', POPULAR_POSTS_COUNT, 'popular'],
  queryFn: ({ signal }) => getPopularPosts(signal),
  staleTime: 5 * 60_000,
});

export function usePopularPosts() {
  return useQuery(popularPostsQuery);
}
