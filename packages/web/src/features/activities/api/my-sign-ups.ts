import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

const contract = () => import('@clubportal/contract/activities');

export const mySignUpsKey = (customerId: number | null) => ['publicactivities', 'customer-signups', customerId] as const;

/** GET /api/publicactivities/customer-signups/{customerId}: sign-ups and places in line of activities not ended yet. */
export function useMySignUps(customerId: number | null) {
  return useQuery({
    queryKey: mySignUpsKey(customerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/publicactivities/customer-signups/${customerId}`, {
          schema: () => contract().then((m) => m.mySignUpsResponseSchema),
          signal,
        })
      ).model,
    enabled: customerId !== null,
  });
}

/** POST /api/publicactivities/withdraw/{id}/{customerId}: gives a sign-up back; answers what comes back and how. */
export async function withdrawSignUp(activityId: number, customerId: number) {
  const answer = await apiRequest(`/api/publicactivities/withdraw/${activityId}/${customerId}`, {
    method: 'POST',
    schema: () => contract().then((m) => m.withdrawResponseSchema),
  });
  return answer.infoReturns.amounts;
}

/** POST /api/publicactivities/waitlist/leave/{id}/{customerId} */
export async function leaveActivityWaitlist(activityId: number, customerId: number): Promise<void> {
  await apiRequest(`/api/publicactivities/waitlist/leave/${activityId}/${customerId}`, {
    method: 'POST',
    schema: () => contract().then((m) => m.leaveWaitlistResponseSchema),
  });
}
