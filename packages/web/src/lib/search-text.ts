import { SEARCH_MIN_LENGTH_EXCLUSIVE } from '@clubportal/contract/shop-limits';

/** Spec section 5 (shop and blog): a search applies only when longer than 3 characters; shorter is no search. */
export function searchToApply(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > SEARCH_MIN_LENGTH_EXCLUSIVE ? trimmed : '';
}

/** True when typing `text` should change the list: empty (show all) or longer than 3 characters. */
export function isApplicableSearch(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > SEARCH_MIN_LENGTH_EXCLUSIVE;
}
