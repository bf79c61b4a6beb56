import {
  decrementUnits,
  incrementUnits,
  removeCartItem,
  removeCartSale,
  renewCartGuid,
  setUnits,
  settlePaidSale,
} from '../../features/cart/cart-actions';
import { clearCart, useCart } from '../../features/cart/cart-store';
import { lazy, useState } from 'react';
import type { Cart } from '../../features/cart/rules/cart-rules';
import { CheckoutPage, type CardTokenizer, type CheckoutCartControls } from '../../features/checkout/pages/checkout-page';
import { PaymentKoPage } from '../../features/checkout/pages/payment-ko-page';
import { clearCheckoutDraft } from '../../features/checkout/checkout-draft';
import { PaymentOkPage, type PaidSummary } from '../../features/checkout/pages/payment-ok-page';
import { SaveCardReturnPage } from '../../features/checkout/pages/save-card-return-page';
import { NetPayCallbackPage, StripeCallbackPage, TransbankProcessPage } from '../../features/checkout/pages/payment-return-pages';
import { usePopularProducts } from '../../features/shop/api/get-popular-products';
import { PopularList } from '../../features/shop/components/popular-list';
import { useCustomerId } from '../../lib/use-customer-id';
import { MY_ACTIVITIES_LINK, isActivityEntry } from './activity-cart-entry';
import { bookingIdOf, isBookingEntry } from './booking-cart-entry';

/**
 * The checkout and the payment result pages composed with the cart (features never import each other):
 * the checkout changes the cart only through these controls, and the success page shows the shop's
 * popular products. The card providers' tokeniser and PayPal's buttons plug into CheckoutPage here.
 */
const controls: CheckoutCartControls = {
  increment: incrementUnits,
  decrement: decrementUnits,
  setUnits,
  removeItem: removeCartItem,
  removeSale: removeCartSale,
  clear: clearCart,
  settleSale: settlePaidSale,
  renewGuid: renewCartGuid,
};

// The card providers' scripts and PayPal's SDK load only when a member pays that way.
const tokenizeCard: CardTokenizer = (method, card, info) =>
  import('../../features/checkout/providers/card-tokenizer').then((m) => m.tokenizeCard(method, card, info));
const PayPalButtons = lazy(() => import('../../features/checkout/providers/paypal-buttons').then((m) => ({ default: m.PayPalButtons })));

export function CheckoutRoute() {
  return <CheckoutPage cart={useCart()} controls={controls} cardTokenizer={tokenizeCard} PayPalButtons={PayPalButtons} />;
}

/** Spec: popular products under the success message; a failure to load them is not shown. */
function PopularProducts() {
  const popular = usePopularProducts();
  return popular.data?.length ? (
    <div className="payment-result__popular">
      <PopularList products={popular.data} max={6} />
    </div>
  ) : null;
}

/** Paid: the cart and what was typed on the checkout (kept while the member was at the gateway) go. */
function paidAndDone() {
  clearCart();
  clearCheckoutDraft();
}

/** What the cart held: the success page names it after the cart is cleared. */
function paidSummary(cart: Cart): PaidSummary {
  return {
    lines: [
      ...cart.sItems.map((item) => ({ key: `p${item.productId}`, label: item.product.name, units: item.units })),
      ...cart.sales.map((sale) => ({ key: `s${sale.id}`, label: sale.title, units: null })),
    ],
    booking: cart.sales.some(isBookingEntry),
    activitiesLink: cart.sales.some(isActivityEntry) ? MY_ACTIVITIES_LINK : null,
    order: cart.sItems.length > 0,
    bookingIds: [...new Set(cart.sales.flatMap((sale) => bookingIdOf(sale) ?? []))],
  };
}

export function PaymentOkRoute() {
  const cart = useCart();
  const [paid] = useState(() => paidSummary(cart));
  const customerId = useCustomerId();
  return (
    <PaymentOkPage
      cartGuid={cart.guid}
      paid={paid}
      loggedIn={customerId !== null}
      customerId={customerId}
      onPaid={paidAndDone}
      popular={<PopularProducts />}
    />
  );
}

export function PaymentKoRoute() {
  const cart = useCart();
  return <PaymentKoPage cartHasItems={cart.sItems.length > 0 || cart.sales.length > 0} />;
}

export const StripeCallbackRoute = () => <StripeCallbackPage onPaid={clearCart} />;
export const TransbankProcessRoute = () => <TransbankProcessPage onPaid={clearCart} />;
export const NetPayCallbackRoute = () => <NetPayCallbackPage onPaid={clearCart} />;
/** Transbank's return from saving a card: resumes the stored checkout with the new card. */
export const SaveCardReturnRoute = () => <SaveCardReturnPage cart={useCart()} onPaid={clearCart} />;
