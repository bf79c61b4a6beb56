import { describe, expect, it } from 'vitest';
import { pageLinks } from '../../../lib/page-links';
import { listRequest, MAX_PAGE_LINKS, nextQuantity, pageCount, readShopView, shopViewQuery, shownRange } from './shop-rules';

describe('the shop view in the address', () => {
  it('reads search, sort, type and page, falling back to the defaults', () => {
    expect(readShopView(new URLSearchParams('search=raqueta&sort=3&type=2&page=4'))).toEqual({
      search: 'raqueta',
      sort: 3,
      typeId: 2,
      page: 4,
    });
    expect(readShopView(new URLSearchParams('sort=9&type=x&page=0'))).toEqual({ search: '', sort: 1, typeId: null, page: 1 });
  });

  it('ignores a search of 3 characters or fewer (spec: empty or longer than 3)', () => {
    expect(readShopView(new URLSearchParams('search=pal')).search).toBe('');
  });

  it('writes back only what differs from the defaults', () => {
    expect(shopViewQuery({ search: '', sort: 1, typeId: null, page: 1 })).toBe('');
    expect(shopViewQuery({ search: 'bolas', sort: 2, typeId: 5, page: 2 })).toBe('?search=bolas&sort=2&type=5&page=2');
  });
});

describe('the list call', () => {
  it('asks for the page of 30 with sort, search and product type in gridStatus', () => {
    expect(listRequest({ search: 'pala', sort: 2, typeId: 3, page: 2 })).toEqual({
      startRow: 30,
      endRow: 60,
      gridStatus: { sort: 2, search: 'pala', filters: { ProductTypeId: 3 } },
    });
    expect(listRequest({ search: '', sort: 1, typeId: null, page: 1 }).gridStatus.filters).toEqual({});
  });
});

describe('counter and pagination', () => {
  it("says 'Showing a-b of n results' for the page shown", () => {
    expect(shownRange(1, 30, 45)).toEqual({ from: 1, to: 30, total: 45 });
    expect(shownRange(2, 15, 45)).toEqual({ from: 31, to: 45, total: 45 });
    expect(shownRange(1, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('shows up to 4 page links around the current page', () => {
    expect(pageCount(45)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageLinks(1, 2, MAX_PAGE_LINKS)).toEqual([1, 2]);
    expect(pageLinks(1, 10, MAX_PAGE_LINKS)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(6, 10, MAX_PAGE_LINKS)).toEqual([5, 6, 7, 8]);
    expect(pageLinks(10, 10, MAX_PAGE_LINKS)).toEqual([7, 8, 9, 10]);
  });
});

describe('quantity box', () => {
  it('keeps 1 to 1000 and ignores what is not a number', () => {
    expect(nextQuantity(3, '12')).toBe(12);
    expect(nextQuantity(3, '0')).toBe(1);
    expect(nextQuantity(3, '5000')).toBe(1000);
    expect(nextQuantity(3, 'abc')).toBe(3);
    expect(nextQuantity(3, '-2')).toBe(3);
  });
});
