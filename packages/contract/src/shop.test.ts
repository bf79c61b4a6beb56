import { describe, expect, it } from 'vitest';
import { money } from './money.js';
import {
  effectiveSearch,
  gridStatusParamSchema,
  normalizeSearchText,
  pageWindow,
  productPriceFigures,
  SHOP_PAGE_SIZE,
  shownPrice,
} from './shop.js';

describe('pageWindow', () => {
  it('reads startRow/endRow (endRow exclusive) up to one page', () => {
    expect(pageWindow({ startRow: 0, endRow: 30 })).toEqual({ offset: 0, limit: 30 });
    expect(pageWindow({ startRow: 30, endRow: 60 })).toEqual({ offset: 30, limit: 30 });
    expect(pageWindow({ startRow: 5, endRow: 6 })).toEqual({ offset: 5, limit: 1 });
    expect(pageWindow({ startRow: 0, endRow: 31 })).toBe('tooManyRows');
    expect(pageWindow({ startRow: 10, endRow: 10 })).toBe('endBeforeStart');
    expect(pageWindow({ startRow: 10, endRow: 5 })).toBe('endBeforeStart');
  });

  it('completes a missing end or start with a page', () => {
    expect(pageWindow({ startRow: 60 })).toEqual({ offset: 60, limit: SHOP_PAGE_SIZE });
    expect(pageWindow({ endRow: 30 })).toEqual({ offset: 0, limit: 30 });
    expect(pageWindow({ endRow: 10 })).toEqual({ offset: 0, limit: 10 });
  });

  it('uses the 1-based page only without rows', () => {
    expect(pageWindow({})).toEqual({ offset: 0, limit: 30 });
    expect(pageWindow({ page: 3 })).toEqual({ offset: 60, limit: 30 });
    expect(pageWindow({ startRow: 0, endRow: 30, page: 3 })).toEqual({ offset: 0, limit: 30 });
  });
});

describe('search', () => {
  it('normalises case, accents and spaces', () => {
    expect(normalizeSearchText('  Pála  de PÁDEL ñandú ')).toBe('pala de padel nandu');
  });
  it('applies only when longer than 3 characters', () => {
    expect(effectiveSearch('')).toBeUndefined();
    expect(effectiveSearch('pal')).toBeUndefined();
    expect(effectiveSearch(' pá  ')).toBeUndefined();
    expect(effectiveSearch('pala')).toBe('pala');
    expect(effectiveSearch('Pádel')).toBe('padel');
  });
});

describe('gridStatus', () => {
  const parse = (text: string) => gridStatusParamSchema.safeParse(text);
  it('defaults every field', () => {
    expect(parse('{}').data).toEqual({ sort: 1, search: '', filters: {} });
    expect(parse('').data).toEqual({ sort: 1, search: '', filters: {} });
    expect(parse('{"sort":3,"search":"pala","filters":{"ProductTypeId":2},"page":2}').data).toEqual({
      sort: 3,
      search: 'pala',
      filters: { ProductTypeId: 2 },
      page: 2,
    });
  });
  it.each(['nope', '{"sort":0}', '{"sort":"2"}', '{"x":1}', '{"filters":{"x":1}}', 'null', '[]', '{"page":1.5}'])('refuses %s', (text) => {
    expect(parse(text).success).toBe(false);
  });
});

describe('product prices', () => {
  it('derives net and gross from a gross price (tax part of it) and from a net price (tax on top)', () => {
    expect(productPriceFigures(money(1210, 'EUR'), 'gross')).toEqual({ net: money(1000, 'EUR'), gross: money(1210, 'EUR') });
    expect(productPriceFigures(money(1000, 'EUR'), 'net')).toEqual({ net: money(1000, 'EUR'), gross: money(1210, 'EUR') });
    // 18995 x 21 / 121 = 3296.65... -> 3297 of tax, half up
    expect(productPriceFigures(money(18995, 'EUR'), 'gross')).toEqual({ net: money(15698, 'EUR'), gross: money(18995, 'EUR') });
    expect(productPriceFigures(money(15000, 'CLP'), 'net')).toEqual({ net: money(15000, 'CLP'), gross: money(18150, 'CLP') });
    expect(productPriceFigures(money(500, 'EUR'), 'gross', 0)).toEqual({ net: money(500, 'EUR'), gross: money(500, 'EUR') });
  });
  it('shows gross with priceWithTaxes, net without', () => {
    const prices = { net: money(1000, 'EUR'), gross: money(1210, 'EUR') };
    expect(shownPrice(prices, true)).toEqual(money(1210, 'EUR'));
    expect(shownPrice(prices, false)).toEqual(money(1000, 'EUR'));
  });
});
