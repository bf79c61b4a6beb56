/**
 * The shop's constants, apart from the zod schemas of `shop.ts`: the header, the shop page and the cart use
 * them on the first paint, which must not load zod (issue 8's first-page budget).
 */

/** Spec section 5: a search is applied when empty or longer than 3 characters. */
export const SEARCH_MIN_LENGTH_EXCLUSIVE = 3;
/** Spec: quantity 1 to 1000 per line. */
export const MAX_UNITS_PER_LINE = 1000;
/** Spec section 9: shop page size 30. */
export const SHOP_PAGE_SIZE = 30;
/** Spec section 9 (bookings): the live product search returns up to 1000 rows. */
export const PRODUCT_SEARCH_MAX_ROWS = 1000;
/** Popular and trending lists: enough for the home carousels and the shop's side list. */
export const HIGHLIGHT_LIST_SIZE = 12;
/** Longest search text accepted (longer is refused, not cut). */
export const SEARCH_MAX_LENGTH = 100;

/** Spec section 9: 1 newest (Created descending), 2 price ascending, 3 price descending (GrossPrice). */
export const ShopSort = { Newest: 1, PriceAsc: 2, PriceDesc: 3 } as const;
export type ShopSort = (typeof ShopSort)[keyof typeof ShopSort];
