import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './format.js';
import { money } from './money.js';

describe('formatPrice', () => {
  const eur = { currencySymbol: '€', decimalSeparator: ',' as const, currencyCode: 'EUR' };
  const mxn = { currencySymbol: '$', decimalSeparator: '.' as const, currencyCode: 'MXN' };
  const clp = { currencySymbol: '$', decimalSeparator: ',' as const, currencyCode: 'CLP' };
  it('prints whole amounts without decimals', () => {
    expect(formatPrice(12, eur)).toBe('12\u00a0€');
    expect(formatPrice(12.0, mxn)).toBe('12\u00a0$');
    expect(formatPrice(0, eur)).toBe('0\u00a0€');
  });
  it('prints two decimals with the club separator when the amount has a fraction', () => {
    expect(formatPrice(12.5, eur)).toBe('12,50\u00a0€');
    expect(formatPrice(0.05, eur)).toBe('0,05\u00a0€');
    expect(formatPrice(-3.05, eur)).toBe('-3,05\u00a0€');
    expect(formatPrice(1234.5, mxn)).toBe('1234.50\u00a0$');
  });
  it('rounds a fraction of a cent half up instead of failing or drifting', () => {
    expect(formatPrice(3.333, mxn)).toBe('3.33\u00a0$');
    expect(formatPrice(1.005, eur)).toBe('1,01\u00a0€'); // (1.005).toFixed(2) gives 1.00
    expect(formatPrice(0.1 + 0.2, eur)).toBe('0,30\u00a0€');
    expect(formatPrice(2.999, eur)).toBe('3\u00a0€');
  });
  it('prints CLP without decimals', () => {
    expect(formatPrice(15000, clp)).toBe('15000\u00a0$');
    expect(formatPrice(1500.5, clp)).toBe('1501\u00a0$');
    expect(formatPrice(1500.4, clp)).toBe('1500\u00a0$');
  });
  it('falls back to the default currency symbol', () => {
    expect(formatPrice(1.1, { currencySymbol: '', decimalSeparator: '.', currencyCode: 'EUR' })).toBe('1.10\u00a0€');
  });
  it('gives an empty string for a missing amount', () => {
    expect(formatPrice(Number.NaN, eur)).toBe('');
  });
});

describe('formatMoney', () => {
  it('prints money with the currency decimals only when there is a fraction', () => {
    const format = { currencySymbol: '€', decimalSeparator: ',' as const };
    expect(formatMoney(money(1250, 'EUR'), format)).toBe('12,50\u00a0€');
    expect(formatMoney(money(1200, 'EUR'), format)).toBe('12\u00a0€');
    expect(formatMoney(money(-5, 'EUR'), format)).toBe('-0,05\u00a0€');
    expect(formatMoney(money(1250, 'CLP'), { ...format, currencySymbol: '$' })).toBe('1250\u00a0$');
    expect(formatMoney(money(1234, 'KWD'), { ...format, currencySymbol: 'KD' })).toBe('1,234\u00a0KD');
  });
});
