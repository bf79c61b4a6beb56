import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.js';

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    for (const d of ['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01', '2026-06-30']) expect(isCalendarDate(d)).toBe(true);
  });
  it('refuses days that do not exist and other formats', () => {
    for (const d of ['2024-02-31', '2023-02-29', '1900-02-29', '0000-00-00', '0000-01-01', '2024-13-01', '2024-00-10', '2024-04-31', '2024-4-1', ' 2024-04-01', '2024-04-01T00:00', ''])
      expect(isCalendarDate(d)).toBe(false);
  });
});
