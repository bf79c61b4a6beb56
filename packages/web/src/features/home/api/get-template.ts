import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateConfig } from '@clubportal/contract/settings';
import { apiRequest } from '../../../api/client';

/** GET /api/czconfigs/template: the home page's slides, call-to-action blocks and numbers. */
export async function getTemplate(signal?: AbortSignal): Promise<TemplateConfig> {
  const answer = await apiRequest('/api/czconfigs/template', {
    schema: () => import('@clubportal/contract/settings').then((m) => m.templateResponseSchema),
    signal,
  });
  return answer.data;
}

export const templateQuery = queryOptions({
  queryKey: ['czconfigs', 'template'],
  queryFn: ({ signal }) => getTemplate(signal),
  staleTime: 30 * 60_000,
});

export function useTemplate() {
  return useQuery(templateQuery);
}
