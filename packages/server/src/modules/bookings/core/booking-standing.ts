import { canCancelAt } from '@clubportal/contract/booking-rules';
import type { CANCEL_CLOSED_REASONS } from '@clubportal/contract/bookings';
import { AppError } from '../../../lib/app-error.js';
import type { Instant } from '../../../lib/clock.js';
import { holdStillHolds } from '../../sales/index.js';

/**
 * What a booking is to its member, from its owner's sale: `held` (an online sale not paid yet: it holds the
 * time until its hold runs out), `confirmed` (the sale is paid, or was free) or `desk` (made at the club: no
 * online sale at all). The screens show `desk` as confirmed. The one definition: My Bookings, the token page,
 * the access QR, the turnstiles and cancelling all read it here.
 */
export type BookingStanding = 'held' | 'confirmed' | 'desk';
export type CancelClosedReason = (typeof CANCEL_CLOSED_REASONS)[number];

export function standingOf(b: { sale_status: string | null }): BookingStanding {
  if (b.sale_status === null) return 'desk';
  return b.sale_status === 'paid' ? 'confirmed' : 'held';
}

/**
 * Why the owner may not cancel an active booking online now, or null when they may (spec: Cancel is shown
 * only if canCancel; My Bookings says why when it is not). Nothing once it has started. A held booking any
 * time before that (the cart gives its hold back). A confirmed one until `cancelWindowMinutes` before the
 * start. A desk booking never: it was made and settled at the club, where no online refund can reach the
 * money, so the club cancels it.
 */
export function cancelClosedReason(
  b: { sale_status: string | null; starts_at: Instant },
  cancelWindowMinutes: number,
  now: Instant,
): CancelClosedReason | null {
  if (b.starts_at <= now) return 'started';
  const standing = standingOf(b);
  if (standing === 'desk') return 'desk';
  if (standing === 'confirmed' && !canCancelAt(b.starts_at, now, cancelWindowMinutes)) return 'window';
  return null;
}

/** The cancel call's refusal for {@link cancelClosedReason}, in the caller's language. */
export function cancelRefusal(
  b: { sale_status: string | null; starts_at: Instant },
  cancelWindowMinutes: number,
  now: Instant,
): AppError | null {
  switch (cancelClosedReason(b, cancelWindowMinutes, now)) {
    case 'started':
      return new AppError('conflict', 'bookingStarted');
    case 'desk':
      return new AppError('conflict', 'deskBookingCancelAtClub');
    case 'window':
      return new AppError('conflict', 'cancelWindowClosed', { hours: Math.round((cancelWindowMinutes / 60) * 10) / 10 });
    default:
      return null;
  }
}

/** Whether a booking still takes its time: active, and paid, free or within its hold (sales/sale-holds.ts). */
export function isLive(b: { status: string; hold_expires_at: string | null; sale_status: string | null }, now: Instant): boolean {
  return b.status === 'active' && holdStillHolds(b.hold_expires_at, b.sale_status, now);
}

/**
 * Whether a booking is an open match (issue 29): its owner opened it, and its type allows joining. Only an
 * open match is public (its players, names and levels) and joinable; any other booking is its players' alone.
 */
export function isOpenMatch(b: { open_match: number }, type: { allow_join: number } | undefined): boolean {
  return b.open_match === 1 && type?.allow_join === 1;
}

/**
 * Why a player who is not the owner may not leave online now (the cancel call with their own id), or null
 * when they may: nothing once it has started; nothing once any of their share is paid (no online refund of
 * a share: the owner or the club settles it); an invited player may always decline. A place the club seated
 * at the desk is the club's to change, as the booking is; a member who joined a desk booking's open match
 * online took that place themselves and leaves it as from any other match.
 */
export function leaveRefusal(
  b: { sale_status: string | null; starts_at: Instant },
  mine: { state: string | null; sale_status: string | null; sale_paid: number | null },
  now: Instant,
): AppError | null {
  if (b.starts_at <= now) return new AppError('conflict', 'bookingStarted');
  if (mine.state === 'invited') return null;
  if (standingOf(b) === 'desk' && mine.state !== 'joined') return new AppError('conflict', 'deskBookingCancelAtClub');
  if (mine.sale_status === 'paid' || (mine.sale_paid ?? 0) > 0) return new AppError('conflict', 'sharePaidCannotLeave');
  return null;
}
