import { apiRequest } from '../../../api/client';

/** POST /api/publicactivities/inscription: signs up the member or a linked child; a paid one answers its sale. */
export async function signUp(customerId: number, id: number) {
  const answer = await apiRequest('/api/publicactivities/inscription', {
    method: 'POST',
    body: { customerId, id },
    schema: () => import('@clubportal/contract/activities').then((m) => m.inscriptionResponseSchema),
  });
  return answer.model;
}
