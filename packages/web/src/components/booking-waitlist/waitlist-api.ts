import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/**
 * The booking waitlist's calls (shared: the grid, the join page, My Bookings and the offer page use them).
 * Features never import each other, so they live beside the WaitlistButton in components/.
 */
const contract = () => import('@clubportal/contract/booking-waitlist');

/** What a member queues for: a court slot someone holds, or a place in a full open match. */
export type WaitlistTarget =
  { kind: 'slot'; bookingTypeId: number; resourceId: number; start: string; duration: number } | { kind: 'match'; bookingId: number };

export const myWaitlistKey = (customerId: number | null) => ['publicbookings', 'waitlist', customerId] as const;

/** GET /api/publicbookings/waitlist/{customerId}: the member's places in line, soonest first. */
export async function getMyWaitlist(customerId: number, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/publicbookings/waitlist/${customerId}`, {
    schema: () => contract().then((m) => m.bookingWaitlistResponseSchema),
    signal,
  });
  return answer.model;
}

export function useMyWaitlist(customerId: number | null) {
  return useQuery({
    queryKey: myWaitlistKey(customerId),
    queryFn: ({ signal }) => getMyWaitlist(customerId as number, signal),
    enabled: customerId !== null,
  });
}

/** POST /api/publicbookings/waitlist/slot|match: joins the line; answers the new entry (its position). */
export async function joinWaitlist(customerId: number, target: WaitlistTarget) {
  const { kind, ...rest } = target;
  const answer = await apiRequest(`/api/publicbookings/waitlist/${kind}`, {
    method: 'POST',
    body: { customerId, ...rest },
    schema: () => contract().then((m) => m.joinBookingWaitlistResponseSchema),
  });
  return answer.model;
}

/** POST /api/publicbookings/waitlist/leave/{customerId}/{entryId} */
export async function leaveWaitlist(customerId: number, entryId: number): Promise<void> {
  await apiRequest(`/api/publicbookings/waitlist/leave/${customerId}/${entryId}`, {
    method: 'POST',
    schema: () => contract().then((m) => m.leaveBookingWaitlistResponseSchema),
  });
}

/** GET /api/publicbookings/waitlist-taken: the court slots of a day someone holds (the same for everyone). */
export function useTakenSlots(bookingTypeId: number, date: string, enabled: boolean) {
  return useQuery({
    queryKey: ['publicbookings', 'waitlist-taken', bookingTypeId, date] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/publicbookings/waitlist-taken?bookingTypeId=${bookingTypeId}&date=${encodeURIComponent(date)}`, {
          schema: () => contract().then((m) => m.takenSlotsResponseSchema),
          signal,
        })
      ).model,
    enabled,
  });
}

/** The member's entry for a target, if they are in its line. */
export function entryFor<
  E extends {
    kind: 'slot' | 'match';
    bookingId: number | null;
    bookingTypeId: number;
    resourceId: number;
    start: string;
    duration: number;
  },
>(entries: readonly E[] | undefined, target: WaitlistTarget): E | undefined {
  return entries?.find((e) =>
    target.kind === 'match'
      ? e.kind === 'match' && e.bookingId === target.bookingId
      : e.kind === 'slot' &&
        e.bookingTypeId === target.bookingTypeId &&
        e.resourceId === target.resourceId &&
        Date.parse(e.start) === Date.parse(target.start) &&
        e.duration === target.duration,
  );
}
