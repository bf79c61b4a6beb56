import type { TeamChoice } from '@clubportal/contract/booking-join';
import { apiRequest } from '../../../api/client';

/** PUT /api/publicbookings/update-team: the member moves their own place (its Player.id) to the other team. */
export async function updateTeam(placeId: number, team: TeamChoice) {
  const answer = await apiRequest('/api/publicbookings/update-team', {
    method: 'PUT',
    body: { id: placeId, team },
    schema: () => import('@clubportal/contract/booking-join').then((m) => m.updateTeamResponseSchema),
  });
  return answer.model;
}
