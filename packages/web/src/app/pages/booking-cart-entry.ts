import type { BookingDetail } from '@clubportal/contract/bookings';
import type { CartSale, SaleInput } from '../../features/cart/rules/cart-rules';

/** The cart entry of a booking: its sales share one group, so a shared payment is never mixed with others. */
export const groupOf = (bookingId: number) => `booking-${bookingId}`;

/** Whether a cart entry is a booking's (the payment success page sends the member to My Bookings then). */
export const isBookingEntry = (sale: Pick<CartSale, 'groupId'>) => typeof sale.groupId === 'string' && sale.groupId.startsWith('booking-');

/** The booking of a cart entry, when it is a booking's (the payment success page names it). */
export function bookingIdOf(sale: Pick<CartSale, 'groupId'>): number | null {
  if (!isBookingEntry(sale)) return null;
  const id = Number(String(sale.groupId).slice('booking-'.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * My Bookings' Pay: the member's own sale of a booking they still owe. The owner's unpaid hold carries its
 * cancel URL as at the booking checkout; a confirmed booking's share does not (dropping it from the cart
 * must not cancel the booking, and only the owner may). `when` is the start in the club's date format, as
 * the prebook's description that names a booking checkout's sale.
 */
export const bookingToSale = (booking: BookingDetail & { saleId: number }, when: string): SaleInput => ({
  id: booking.saleId,
  title: `${booking.bookingType} - ${booking.resourceName} · ${when}`,
  total: booking.paymentPending,
  pending: booking.paymentPending,
  paymentType: booking.paymentType,
  paymentDeadline: booking.paymentDeadline,
  groupId: groupOf(booking.id),
  cancelUrls:
    booking.status === 'held' && booking.canCancel ? [`publicbookings/cancel/${booking.id}/${booking.players[0]?.customerId ?? ''}`] : [],
});
