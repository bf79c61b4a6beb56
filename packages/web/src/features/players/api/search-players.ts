import { customerSearchResponseSchema } from '@clubportal/contract/accounts';
import { apiRequest } from '../../../api/client';

export type PlayerResult = { id: number; name: string; logo: string };

/** POST /api/publiccustomers/list: members by name (logged-in customers only; names and photos, no contact data). */
export async function searchPlayers(search: string, signal?: AbortSignal): Promise<PlayerResult[]> {
  const answer = await apiRequest('/api/publiccustomers/list', {
    method: 'POST',
    body: { search },
    schema: customerSearchResponseSchema,
    signal,
  });
  return answer.results;
}
