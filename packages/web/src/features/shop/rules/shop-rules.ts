import type { ShopGridStatus } from '@clubportal/contract/shop';
import { MAX_UNITS_PER_LINE, SHOP_PAGE_SIZE, ShopSort } from '@clubportal/contract/shop-limits';
import { searchToApply } from '../../../lib/search-text';

/** The shop list's state, as its address keeps it (/shop?search=&sort=&type=&page=). */
export type ShopView = { search: string; sort: ShopSort; typeId: number | null; page: number };

/** Spec section 9: pagination shows up to 4 page links. */
export const MAX_PAGE_LINKS = 4;

const positiveInt = (text: string | null): number | null => (text && /^[1-9]\d{0,6}$/.test(text) ? Number(text) : null);

/** Reads the address's query string; anything unusable falls back to the default (newest, all, page 1). */
export function readShopView(search: URLSearchParams): ShopView {
  const sort = positiveInt(search.get('sort'));
  return {
    search: searchToApply(search.get('search') ?? ''),
    sort: sort === ShopSort.PriceAsc || sort === ShopSort.PriceDesc ? sort : ShopSort.Newest,
    typeId: positiveInt(search.get('type')),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** The query string of a view: defaults are left out, so /shop is the plain first page. */
export function shopViewQuery(view: ShopView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('search', view.search);
  if (view.sort !== ShopSort.Newest) params.set('sort', String(view.sort));
  if (view.typeId !== null) params.set('type', String(view.typeId));
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Spec section 5: the shop searches only when the text is empty or longer than 3 characters; a shorter
 * text is not a search (the list stays as it was).
 */

/** The rows of a page (endRow exclusive) and the gridStatus JSON the list calls take. */
export function listRequest(view: ShopView): { startRow: number; endRow: number; gridStatus: ShopGridStatus } {
  const startRow = (view.page - 1) * SHOP_PAGE_SIZE;
  return {
    startRow,
    endRow: startRow + SHOP_PAGE_SIZE,
    gridStatus: { sort: view.sort, search: view.search, filters: view.typeId === null ? {} : { ProductTypeId: view.typeId } },
  };
}

/** 'Showing a-b of n results': 1-based first and last row of the page shown. */
export function shownRange(page: number, rows: number, total: number): { from: number; to: number; total: number } {
  if (rows === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * SHOP_PAGE_SIZE + 1;
  return { from, to: from + rows - 1, total };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
}

/** Spec: quantity 1 to 1000; a non-numeric entry is ignored (the previous value stays). */
export function nextQuantity(previous: number, typed: string): number {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return previous;
  return Math.min(MAX_UNITS_PER_LINE, Math.max(1, Number(text)));
}
