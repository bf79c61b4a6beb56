import { describe, expect, it } from 'vitest';
import { lastBookableDate } from '@clubportal/contract/booking-rules';
import { instantToLocal } from '@clubportal/contract/club-time';
import { servedDateRange } from '../../../lib/served-date-range';
import { clubDate } from '../../../lib/club-date';
import { addDays, bookableDateRange, clampDate, stripDates } from './date-range';

const WEEK = 7 * 24 * 60;

describe('bookable date range', () => {
  it("starts on the club's today, not the browser's or UTC's", () => {
    // 23:30 UTC on 31 Dec is already 1 January in Madrid and still 31 December in Santiago.
    const at = Date.parse('2026-12-31T23:30:00.000Z');
    expect(bookableDateRange(at, null, 'Europe/Madrid')).toEqual({ first: '2027-01-01', last: null });
    expect(bookableDateRange(at, null, 'America/Santiago').first).toBe('2026-12-31');
  });

  it('ends on the club date of now plus anticipationMins', () => {
    const at = Date.parse('2026-06-10T21:30:00.000Z'); // 23:30 in Madrid
    expect(bookableDateRange(at, 60, 'Europe/Madrid')).toEqual({ first: '2026-06-10', last: '2026-06-11' });
    expect(bookableDateRange(at, WEEK, 'Europe/Madrid').last).toBe('2026-06-17');
    expect(bookableDateRange(at, 0, 'Europe/Madrid').last).toBeNull();
  });

  it.each([
    ['2026-03-28T22:30:00.000Z', 'Europe/Madrid'],
    ['2026-10-24T22:30:00.000Z', 'Europe/Madrid'],
    ['2026-04-04T02:30:00.000Z', 'America/Santiago'],
    ['2026-09-05T03:30:00.000Z', 'America/Santiago'],
  ])('agrees with the server rule across the daylight-saving change after %s (%s)', (now, zone) => {
    for (const minutes of [30, 90, 24 * 60, WEEK]) {
      expect(bookableDateRange(Date.parse(now), minutes, zone).last).toBe(lastBookableDate(now, minutes, zone));
    }
    for (const hours of [0, 1, 2, 3, 25]) {
      const at = Date.parse(now) + hours * 3_600_000;
      expect(clubDate(at, zone)).toBe(instantToLocal(new Date(at).toISOString(), zone).date);
    }
  });
});

describe('dates of the picker', () => {
  const range = { first: '2026-03-27', last: '2026-03-30' };
  it('keeps an asked date within the range, else the nearest end', () => {
    expect(clampDate('2026-03-29', range)).toBe('2026-03-29');
    expect(clampDate('2026-03-01', range)).toBe('2026-03-27');
    expect(clampDate('2026-04-30', range)).toBe('2026-03-30');
    expect(clampDate('2026-02-30', range)).toBe('2026-03-27');
    expect(clampDate('2026-13-01', range)).toBe('2026-03-27');
    expect(clampDate('tomorrow', range)).toBe('2026-03-27');
    expect(clampDate(null, range)).toBe('2026-03-27');
    expect(clampDate('2027-01-01', { first: '2026-03-27', last: null })).toBe('2027-01-01');
  });

  it('lists the strip days up to the last date or the strip length', () => {
    expect(stripDates(range, 14)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
    expect(stripDates({ first: '2026-12-30', last: null }, 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('does calendar arithmetic', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
  });
});

describe('the range the server answered for its reader', () => {
  const typeRange = { first: '2026-06-15', last: '2026-06-22' };
  it('ends on the server’s last date for the reader (a season pass’s longer window), the type’s own before it answered', () => {
    expect(servedDateRange(typeRange, null)).toEqual(typeRange);
    expect(servedDateRange(typeRange, { lastDate: '2026-06-29' })).toEqual({ first: '2026-06-15', last: '2026-06-29' });
    expect(servedDateRange(typeRange, { lastDate: null })).toEqual({ first: '2026-06-15', last: null });
    expect(clampDate('2026-06-27', servedDateRange(typeRange, { lastDate: '2026-06-29' }))).toBe('2026-06-27');
  });
  it('never ends before today (a server a day behind the browser)', () => {
    expect(servedDateRange(typeRange, { lastDate: '2026-06-14' })).toEqual({ first: '2026-06-15', last: '2026-06-15' });
  });
});
