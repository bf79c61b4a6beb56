import { queryOptions } from '@tanstack/react-query';
import type { LevelProviderId, LinkableProviderId } from '@clubportal/contract/level-providers';
import { apiRequest } from '../../../api/client';

const schemas = () => import('@clubportal/contract/level-providers');
const base = (customerId: number, provider: string) => `/api/publicbookings/levels/${customerId}/provider/${encodeURIComponent(provider)}`;

/** GET /api/publicbookings/levels/{customerId}/provider/{provider}: the member's level changes there (or not linked). */
export const levelsQuery = (customerId: number, provider: LevelProviderId) =>
  queryOptions({
    queryKey: ['levels', customerId, provider],
    queryFn: async ({ signal }) =>
      (await apiRequest(base(customerId, provider), { schema: () => schemas().then((m) => m.levelsResponseSchema), signal })).model,
    retry: false,
  });

/** GET .../link: where the member links their account at the provider. */
export async function getLinkUrl(customerId: number, provider: LinkableProviderId): Promise<string> {
  return (await apiRequest(`${base(customerId, provider)}/link`, { schema: () => schemas().then((m) => m.levelsLinkUrlResponseSchema) }))
    .model.url;
}

/** POST .../link with the id the provider sent back. */
export async function linkAccount(customerId: number, provider: string, link: { userId: string; state: string }): Promise<void> {
  await apiRequest(`${base(customerId, provider)}/link`, {
    method: 'POST',
    body: link,
    schema: () => schemas().then((m) => m.levelsLinkResponseSchema),
  });
}

export async function unlinkAccount(customerId: number, provider: string): Promise<void> {
  await apiRequest(`${base(customerId, provider)}/link`, {
    method: 'DELETE',
    schema: () => schemas().then((m) => m.levelsLinkResponseSchema),
  });
}
