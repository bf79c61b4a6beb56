import { addSalesToCart } from '../../features/cart/cart-actions';
import { BookingJoinPage } from '../../features/booking-join/pages/booking-join-page';
import { useDateFormatter } from '../../lib/date-format';
import { useSettings } from '../../lib/settings/settings-context';
import { bookingToSale } from './booking-cart-entry';

/** /booking-join/:bookingId with the cart wired in: Pay puts the member's share in the cart the way My Bookings' Pay does. */
export function BookingJoinRoute() {
  const date = useDateFormatter();
  const { dateFormat } = useSettings();
  return <BookingJoinPage payShare={(booking) => addSalesToCart([bookingToSale(booking, date(booking.start, `${dateFormat} HH:mm`))])} />;
}
export { prefetch, status } from '../../features/booking-join/pages/booking-join-page';
