import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@clubportal/contract/banners';
import { apiRequest } from '../../../api/client';

/** GET /api/banners/open-list: the home banners. */
export async function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  const answer = await apiRequest('/api/banners/open-list', {
    schema: () => import('@clubportal/contract/banners').then((m) => m.bannersOpenListResponseSchema),
    signal,
  });
  return answer.rowData;
}

export const bannersQuery = queryOptions({
  queryKey: ['banners', 'open-list'],
  queryFn: ({ signal }) => getBanners(signal),
  staleTime: 5 * 60_000,
});

export function useBanners() {
  return useQuery(bannersQuery);
}
