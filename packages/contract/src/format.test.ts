import { describe, expect, it } from 'vitest';
import { dateFormatMessage, formatDate, formatMoney, formatPrice, isUsableDateFormat, SYSTEM_DATE_FORMAT } from './format.js';
import { money } from './money.js';
import { mapsLink, uploadUrl } from './settings.js';

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

describe('formatDate', () => {
  it('renders in the club time zone with the club format', () => {
    expect(formatDate('2026-07-01T20:30:00Z', { dateFormat: 'dd/MM/yyyy HH:mm', timeZone: 'Europe/Madrid' })).toBe(
      '01/07/2026 22:30',
    );
    expect(formatDate('2026-01-01T00:30:00Z', { dateFormat: 'yyyy-MM-dd HH:mm', timeZone: 'America/Mexico_City' })).toBe(
      '2025-12-31 18:30',
    );
  });
  it('gives an empty string for garbage', () => {
    expect(formatDate('not a date', { dateFormat: 'dd/MM/yyyy', timeZone: 'UTC' })).toBe('');
  });
});

describe('isUsableDateFormat', () => {
  it('accepts Luxon formats that show day, month and year', () => {
    for (const format of ['dd/MM/yyyy', 'MM/dd/yyyy HH:mm', SYSTEM_DATE_FORMAT, 'd MMMM yyyy', 'EEEE d MMMM yyyy', 'dd.MM.yy', 'D']) {
      expect(isUsableDateFormat(format)).toBe(true);
    }
  });
  it('refuses formats that lose a part of the date or cannot be read back', () => {
    for (const format of ['', '   ', 'dd/MM', 'MM/yyyy', 'HH:mm', 'dd/MM/YYYY', 'x', 'yyyy', 'dd/MM/yyyy'.repeat(10), 42]) {
      expect(isUsableDateFormat(format)).toBe(false);
    }
  });
  it('explains what is expected', () => {
    expect(dateFormatMessage('dd/MM')).toBe('Unusable date format "dd/MM": use Luxon tokens that show the day, month and year, such as dd/MM/yyyy');
  });
});

describe('mapsLink', () => {
  it('builds a link only from exactly two parts', () => {
    expect(mapsLink('40.4168,-3.7038')).toContain('query=40.4168%2C-3.7038');
    expect(mapsLink('40.4168')).toBe('#');
    expect(mapsLink('1,2,3')).toBe('#');
    expect(mapsLink('')).toBe('#');
  });
});

describe('uploadUrl', () => {
  it('joins file names to the uploads path and leaves absolute ones alone', () => {
    expect(uploadUrl('/uploads/', 'logo.svg')).toBe('/uploads/logo.svg');
    expect(uploadUrl('/uploads', 'logo.svg')).toBe('/uploads/logo.svg');
    expect(uploadUrl('/uploads/', '/img/x.png')).toBe('/img/x.png');
    expect(uploadUrl('/uploads/', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(uploadUrl('/uploads/', '')).toBe('');
  });
});
