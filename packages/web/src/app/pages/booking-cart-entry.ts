import type { CartSale } from '../../features/cart/rules/cart-rules';

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
