import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** GET /api/cztextblocks/list-with-users?count=2&popular=true: the popular-posts column. */
export function usePopularPosts() {
  return useQuery({
    queryKey: ['cztextblocks', 'list-with-users', 2, 'popular'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/cztextblocks/list-with-users', { query: { count: 2, popular: true }, schema: () => import('@clubportal/contract/text-blocks').then((m) => m.listWithUsersResponseSchema), signal })).data,
    staleTime: 5 * 60_000,
  });
}
