import { describe, expect, it } from 'vitest';
import { dateFormatMessage, formatDate, isUsableDateFormat, SYSTEM_DATE_FORMAT } from './date-format.js';

describe('formatDate', () => {
  it('renders in the club time zone with the club format', () => {
    expect(formatDate('2026-07-01T20:30:00Z', { dateFormat: 'dd/MM/yyyy HH:mm', timeZone: 'Europe/Madrid' })).toBe('01/07/2026 22:30');
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
    expect(dateFormatMessage('dd/MM')).toBe(
      'Unusable date format "dd/MM": use Luxon tokens that show the day, month and year, such as dd/MM/yyyy',
    );
  });
});
