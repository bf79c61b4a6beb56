import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListByPageResponse } from '@clubportal/contract/text-blocks';
import { apiRequest } from '../../../api/client';
import { postPageRequest, type BlogView } from '../rules/blog-rules';

/** GET /api/cztextblocks/list-by-page?startRow&endRow&gridStatus: a page of posts and the total. */
export async function getPostPage(view: BlogView, signal?: AbortSignal): Promise<ListByPageResponse> {
  const { startRow, endRow, gridStatus } = postPageRequest(view);
  return apiRequest('/api/cztextblocks/list-by-page', {
    query: { startRow, endRow, gridStatus: JSON.stringify(gridStatus) },
    schema: () => import('@clubportal/contract/text-blocks').then((m) => m.listByPageResponseSchema),
    signal,
  });
}

export const postPageQuery = (view: BlogView) =>
  queryOptions({
    queryKey: ['cztextblocks', 'list-by-page', view.sort, view.search, view.page],
    queryFn: ({ signal }) => getPostPage(view, signal),
    // Paging, sorting or searching keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function usePostPage(view: BlogView) {
  return useQuery(postPageQuery(view));
}
