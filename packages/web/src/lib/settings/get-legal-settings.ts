import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalSettings } from '@clubportal/contract/settings';
import { apiRequest } from '../../api/client';

/** GET /api/czconfigs/legal-settings: the four legal texts (HTML, sanitised when rendered). */
export async function getLegalSettings(signal?: AbortSignal): Promise<LegalSettings> {
  const answer = await apiRequest('/api/czconfigs/legal-settings', {
    schema: () => import('@clubportal/contract/settings').then((m) => m.legalSettingsResponseSchema),
    signal,
  });
  return answer.data;
}

export const legalSettingsQuery = queryOptions({
  queryKey: ['czconfigs', 'legal-settings'],
  queryFn: ({ signal }) => getLegalSettings(signal),
  staleTime: 30 * 60_000,
});

export function useLegalSettings() {
  return useQuery(legalSettingsQuery);
}
