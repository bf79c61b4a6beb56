import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

const schemas = () => import('@clubportal/contract/calendar-feed');

export const calendarFeedKey = (customerId: number | null) => ['bookings', 'calendar-feed', customerId] as const;

/** GET /api/publicbookings/calendar-feed/{customerId}: whether the member has a live calendar link, and since when. */
export function useCalendarFeedStatus(customerId: number | null) {
  return useQuery({
    queryKey: calendarFeedKey(customerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/publicbookings/calendar-feed/${customerId as number}`, {
          schema: () => schemas().then((m) => m.calendarFeedStatusResponseSchema),
          signal,
        })
      ).model,
    enabled: customerId !== null,
  });
}

/** POST /api/publicbookings/calendar-feed/{customerId}: a new secret link (the previous one stops working). */
export async function newCalendarLink(customerId: number) {
  return (
    await apiRequest(`/api/publicbookings/calendar-feed/${customerId}`, {
      method: 'POST',
      schema: () => schemas().then((m) => m.calendarFeedLinkResponseSchema),
    })
  ).model;
}

/** POST /api/publicbookings/calendar-feed/{customerId}/revoke: the link stops working at once. */
export async function revokeCalendarLink(customerId: number): Promise<void> {
  await apiRequest(`/api/publicbookings/calendar-feed/${customerId}/revoke`, {
    method: 'POST',
    schema: () => import('@clubportal/contract/api-result').then((m) => m.okOnlySchema),
  });
}
