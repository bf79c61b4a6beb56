import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_POSTS_COUNT } from '@clubportal/contract/blog-limits';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { apiRequest } from '../../../api/client';

/** GET /api/cztextblocks/list-with-users?count=3: the home's last posts with their authors. */
export async function getLastPosts(signal?: AbortSignal): Promise<TextBlock[]> {
  const answer = await apiRequest('/api/cztextblocks/list-with-users', {
    query: { count: HOME_POSTS_COUNT },
    schema: () => import('@clubportal/contract/text-blocks').then((m) => m.listWithUsersResponseSchema),
    signal,
  });
  return answer.data;
}

/** The same key as the menu's recent posts of that count: one answer, one cache entry. */
export const lastPostsQuery = queryOptions({
  queryKey: ['cztextblocks', 'list-with-users', HOME_POSTS_COUNT],
  queryFn: ({ signal }) => getLastPosts(signal),
  staleTime: 5 * 60_000,
});

export function useLastPosts() {
  return useQuery(lastPostsQuery);
}
