import type { ByPlacePrebookAnswer } from '@clubportal/contract/bookings-by-place';
import { PaymentType } from '@clubportal/contract/enums';
import { addSalesToCart } from '../../features/cart/cart-actions';
import type { SaleInput } from '../../features/cart/rules/cart-rules';
import { BookingVisualPage } from '../../features/bookings-by-place/pages/booking-visual-page';
import { BookingsByPlacePage, prefetch as prefetchByPlacePage } from '../../features/bookings-by-place/pages/bookings-by-place-page';
import { groupOf } from './booking-cart-entry';

/**
 * The by-place pages composed with the cart (features never import each other): a place taken is one cart
 * entry of its class (groupId `booking-{id}`), carrying the cancel URL that gives the place back.
 */
export const placeToSale = (answer: ByPlacePrebookAnswer): SaleInput => ({
  id: answer.more.saleId ?? 0,
  title: `${answer.more.title} · ${answer.description}`,
  saleNumber: answer.more.saleNumber,
  total: answer.more.totalWithDiscount,
  pending: answer.more.totalWithDiscount,
  paymentType: answer.more.paymentType === PaymentType.Shared ? PaymentType.Shared : PaymentType.Full,
  paymentDeadline: answer.more.paymentDeadline,
  cancelUrls: [answer.more.cancelUrl],
  groupId: groupOf(answer.more.bookingId),
});

export function BookingsByPlaceRoute() {
  return <BookingsByPlacePage addToCart={(answer) => addSalesToCart([placeToSale(answer)])} />;
}
export const prefetchBookingsByPlace = prefetchByPlacePage;
export const BookingVisualRoute = BookingVisualPage;
