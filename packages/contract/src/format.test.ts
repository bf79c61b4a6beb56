import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, fromMinorUnits, toMinorUnits } from './format.js';
import { mapsLink, uploadUrl } from './settings.js';

describe('formatPrice', () => {
  const eur = { currencySymbol: '€', decimalSeparator: ',' as const };
  it('prints whole amounts without decimals', () => {
    expect(formatPrice(12, eur)).toBe('12\u00a0€');
  });
  it('prints two decimals with the club separator when the amount has a fraction', () => {
    expect(formatPrice(12.5, eur)).toBe('12,50\u00a0€');
    expect(formatPrice(3.333, { currencySymbol: '$', decimalSeparator: '.' })).toBe('3.33\u00a0$');
  });
  it('falls back to the default currency', () => {
    expect(formatPrice(1.1, { currencySymbol: '', decimalSeparator: '.' })).toBe('1.10\u00a0€');
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

describe('money units', () => {
  it('round-trips decimals through minor units without float drift', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(fromMinorUnits(1999)).toBe(19.99);
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
