/** Spec section 5: a search is applied when empty or longer than 3 characters. */
export const SEARCH_MIN_LENGTH_EXCLUSIVE = 3;
/** Spec: quantity 1 to 1000 per line. */
export const MAX_UNITS_PER_LINE = 1000;
