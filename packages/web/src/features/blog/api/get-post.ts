import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TextBlock } from '@clubportal/contract/text-blocks';
import { apiRequest } from '../../../api/client';

/** GET /api/cztextblocks/get-with-user?id={id}: one post with its author (404 when there is none). */
export async function getPost(id: number, signal?: AbortSignal): Promise<TextBlock> {
  const answer = await apiRequest('/api/cztextblocks/get-with-user', {
    query: { id },
    schema: () => import('@clubportal/contract/text-blocks').then((m) => m.getWithUserResponseSchema),
    signal,
  });
  return answer.data;
}

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: ['cztextblocks', 'get-with-user', id],
    queryFn: ({ signal }) => getPost(id, signal),
    staleTime: 60_000,
    // A post that does not exist stays missing: asking again would only delay the not-found page.
    retry: false,
  });

export function usePost(id: number) {
  return useQuery({ ...postQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
