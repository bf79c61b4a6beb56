import type { BookingDetail } from '@clubportal/contract/bookings';

/** Spec section 9: the 'Copied' tooltip shows for 2 seconds. */
export const COPIED_TOOLTIP_MS = 2000;

/**
 * The Pay action of a booking the member still owes (spec: "pending payment ... Pay leads to /checkout"):
 * straight to the checkout when the sale is already in the cart, else add it first; nothing when paid.
 */
export function payAction(
  booking: Pick<BookingDetail, 'paymentPending' | 'saleId'>,
  saleIdsInCart: readonly number[],
): 'none' | 'checkout' | 'addToCart' {
  if (booking.paymentPending <= 0 || booking.saleId === null) return 'none';
  return saleIdsInCart.includes(booking.saleId) ? 'checkout' : 'addToCart';
}

/** Spec section 4: Open Facility only when the club's turnstiles are enabled and the booking shows no QR. */
export function showsOpenFacility(turnstilesEnabled: boolean, booking: Pick<BookingDetail, 'qr' | 'isPast'>): boolean {
  return turnstilesEnabled && booking.qr === null && !booking.isPast;
}

/** The addresses Share with friends offers: the public page of the booking and, when it allows joining, the join page. */
export function shareLinks(booking: Pick<BookingDetail, 'id' | 'bookingToken' | 'allowJoin'>): {
  publicPath: string | null;
  joinPath: string | null;
} {
  return {
    publicPath: booking.bookingToken ? `/booking/${booking.bookingToken}` : null,
    joinPath: booking.allowJoin ? `/booking-join/${booking.id}` : null,
  };
}

type Player = BookingDetail['players'][number];

/** The caller's own place in the booking, if they hold one. */
export function myPlace(booking: Pick<BookingDetail, 'players'>, customerId: number): Player | undefined {
  return booking.players.find((p) => p.customerId === customerId);
}

/** What a player's chip says about them: invited (no answer yet), paid, still to pay, or nothing to add. */
export function playerStateKey(player: Pick<Player, 'isPlaceholder' | 'state' | 'paymentState'>): 'invited' | 'paid' | 'unpaid' | null {
  if (player.isPlaceholder) return null;
  if (player.state === 'invited') return 'invited';
  if (player.paymentState === 'paid') return 'paid';
  return player.paymentState === 'pending' ? 'unpaid' : null;
}

/**
 * Why Cancel is not offered on a coming booking, as a line under it (issue 20): the cancel window (in whole
 * or decimal hours), a booking made at the club, or one that has started. Null when there is nothing to say.
 */
export function cancelClosedNote(
  booking: Pick<BookingDetail, 'canCancel' | 'isPast' | 'cancelClosedReason' | 'cancelWindowMinutes'>,
): { key: 'window' | 'desk' | 'started'; hours: number } | null {
  if (booking.canCancel || booking.isPast || booking.cancelClosedReason === null) return null;
  return { key: booking.cancelClosedReason, hours: Math.round((booking.cancelWindowMinutes / 60) * 10) / 10 };
}
