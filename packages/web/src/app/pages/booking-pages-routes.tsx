import { addSalesToCart } from '../../features/cart/cart-actions';
import { useCart } from '../../features/cart/cart-store';
import type { SaleInput } from '../../features/cart/rules/cart-rules';
import { bookingToSale, groupOf } from './booking-cart-entry';

export { bookingToSale };
import type { PrebookEntry } from '../../features/booking-checkout/api/prebook';
import { BookingCheckoutPage } from '../../features/booking-checkout/pages/booking-checkout-page';
import { CustomerBookingsPage } from '../../features/my-bookings/pages/customer-bookings-page';
import { PlayerSearch } from '../../features/players/components/player-search';
import { MyWaitlist } from '../../components/booking-waitlist/my-waitlist';
import { MyActivities } from '../../features/activities/components/my-activities';
import { useDateFormatter } from '../../lib/date-format';
import { useSettings } from '../../lib/settings/settings-context';

/**
 * The booking checkout and My Bookings composed with the cart and the player search (features never
 * import each other). A booking's sales form one cart entry (groupId: the booking), so its shared payment
 * is never mixed with anything else, and dropping the entry posts the booking's cancel URL.
 */

/** Spec section 4: the prebooked items go to the cart as sales with the cancel URL publicbookings/cancel/{bookingId}/{ownerId}. */
export const prebookToSale = (entry: PrebookEntry): SaleInput => ({
  id: entry.saleId,
  title: `${entry.title} · ${entry.description}`,
  saleNumber: entry.saleNumber,
  total: entry.totalWithDiscount,
  pending: entry.totalWithDiscount,
  paymentType: entry.paymentType,
  paymentDeadline: entry.paymentDeadline,
  cancelUrls: [entry.cancelUrl],
  groupId: groupOf(entry.bookingId),
});

export function BookingCheckoutRoute() {
  return (
    <BookingCheckoutPage
      renderPlayerSearch={(onPick) => <PlayerSearch onPick={onPick} />}
      // Free entries have nothing to pay: only what is owed goes to the cart.
      addToCart={(entries) => addSalesToCart(entries.filter((e) => e.paymentPending).map(prebookToSale))}
    />
  );
}

export function CustomerBookingsRoute() {
  const cart = useCart();
  const date = useDateFormatter();
  const { dateFormat } = useSettings();
  return (
    <CustomerBookingsPage
      saleIdsInCart={cart.sales.flatMap((s) => s.saleIds)}
      // What else the member signed up for: activities (and their lines), then the booking waitlists.
      waitlist={
        <>
          <MyActivities />
          <MyWaitlist />
        </>
      }
      addToCart={(booking) =>
        booking.saleId === null
          ? { ok: true }
          : addSalesToCart([bookingToSale({ ...booking, saleId: booking.saleId }, date(booking.start, `${dateFormat} HH:mm`))])
      }
    />
  );
}
