import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MainSettings } from '@clubportal/contract/settings';
import { apiRequest } from '../../api/client';

/** GET /api/czconfigs/main-settings: the club settings everything else is themed and formatted with. */
export async function getMainSettings(signal?: AbortSignal): Promise<MainSettings> {
  const answer = await apiRequest('/api/czconfigs/main-settings', {
    schema: () => import('@clubportal/contract/settings').then((m) => m.mainSettingsResponseSchema),
    signal,
  });
  return answer.data;
}

export const mainSettingsQuery = queryOptions({
  queryKey: ['czconfigs', 'main-settings'],
  queryFn: ({ signal }) => getMainSettings(signal),
  // Settings change rarely; one load per visit is enough.
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useMainSettingsQuery() {
  return useQuery(mainSettingsQuery);
}
