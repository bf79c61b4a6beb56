import { useQuery } from '@tanstack/react-query';
import { linkTargetsResponseSchema, type LinkTargets } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

/**
 * GET /api/publiccustomers/link-account-targets: where the account-link page may send the customer
 * back. The server allows only the club's partner sites (PARTNER_ORIGINS) and answers 400 for others.
 */
export async function getLinkTargets(query: { urlOk: string | null; urlKo: string | null }, signal?: AbortSignal): Promise<LinkTargets> {
  const answer = await apiRequest('/api/publiccustomers/link-account-targets', { query, schema: linkTargetsResponseSchema, signal });
  return answer.model;
}

export function useLinkTargets(query: { urlOk: string | null; urlKo: string | null }, enabled: boolean) {
  return useQuery({
    queryKey: ['publiccustomers', 'link-account-targets', query.urlOk, query.urlKo] as const,
    queryFn: ({ signal }) => getLinkTargets(query, signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
