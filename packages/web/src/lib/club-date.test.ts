import { describe, expect, it } from 'vitest';
import { clubDate } from './club-date';

describe('the club date', () => {
  it('is the date on the club’s wall at that instant, not the browser’s', () => {
    expect(clubDate(Date.parse('2026-06-15T22:30:00.000Z'), 'Europe/Madrid')).toBe('2026-06-16');
    expect(clubDate(Date.parse('2026-06-15T22:30:00.000Z'), 'America/Santiago')).toBe('2026-06-15');
  });
});
