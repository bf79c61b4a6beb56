import { apiRequest } from '../../../api/client';

/** POST /api/publicactivities/waitlist: joins a full activity's line. */
export async function joinWaitlist(customerId: number, id: number) {
  const answer = await apiRequest('/api/publicactivities/waitlist', {
    method: 'POST',
    body: { customerId, id },
    schema: () => import('@clubportal/contract/activities').then((m) => m.waitlistResponseSchema),
  });
  return answer.model;
}
