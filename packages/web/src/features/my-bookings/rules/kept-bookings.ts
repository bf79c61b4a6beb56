import type { BookingDetail } from '@clubportal/contract/bookings';
import { ACCOUNT_COPY_PREFIX } from '../../../api/session';

/**
 * The last My Bookings the phone showed, kept while logged in so the installed app opened without a
 * connection still shows them (issue 30 §4): when, where, what, and the player's own door code. Nothing about
 * the other players. It goes with the login (api/session.ts).
 */
export type KeptBooking = { id: number; start: string; end: string; resourceName: string; bookingType: string; qr: string | null };

/** How many of the next bookings are kept. */
export const KEPT_BOOKINGS = 10;

const keyOf = (customerId: number) => `${ACCOUNT_COPY_PREFIX}bookings.${customerId}`;

export function keepBookings(storage: Storage, customerId: number, next: readonly BookingDetail[]): void {
  const kept: KeptBooking[] = next.slice(0, KEPT_BOOKINGS).map((b) => ({
    id: b.id,
    start: b.start,
    end: b.end,
    resourceName: b.resourceName,
    bookingType: b.bookingType,
    qr: b.qr?.content ?? null,
  }));
  try {
    storage.setItem(keyOf(customerId), JSON.stringify(kept));
  } catch {
    // A full or refused storage only loses the offline copy.
  }
}

/** The kept bookings not over yet at `now`, soonest first. */
export function keptBookings(storage: Storage, customerId: number, now: number): KeptBooking[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(customerId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return (parsed as KeptBooking[]).filter((b) => typeof b?.end === 'string' && Date.parse(b.end) > now);
  } catch {
    return [];
  }
}
