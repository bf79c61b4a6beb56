import type { CartSale } from '../../features/cart/rules/cart-rules';
import { MY_ACTIVITIES_ANCHOR } from '../../features/activities/components/my-activities-anchor';

/** Where a member finds what they signed up for: My Bookings' "My activities" section. */
export const MY_ACTIVITIES_LINK = `/customer-bookings#${MY_ACTIVITIES_ANCHOR}`;

/** Whether a cart entry is an activity's sign-up: its cancel URL gives the place back (publicactivities/cancel/...). */
export const isActivityEntry = (sale: Pick<CartSale, 'cancelUrls'>) => sale.cancelUrls.some((url) => url.startsWith('publicactivities/'));
