import { describe, expect, it } from 'vitest';
import {
  isReportRangeValid,
  minutesByLocalHour,
  occupancyOfDay,
  occupancyPercent,
  openSpans,
  reportDays,
  reportPath,
  splitByWeights,
  subtractSpans,
} from './staff-reports.js';

const at = (iso: string) => Date.parse(iso);
const span = (a: string, b: string) => ({ start: at(a), end: at(b) });
const minutes = (spans: Array<{ start: number; end: number }>) => spans.reduce((m, s) => m + (s.end - s.start) / 60_000, 0);
const sumOf = (day: ReturnType<typeof occupancyOfDay>, key: 'openMinutes' | 'bookedMinutes' | 'blockedMinutes') =>
  [...day.values()].reduce((m, c) => m + c[key], 0);

describe('opening hours on the club clock', () => {
  it('opens 09:00-22:00 in Madrid for 13 hours on an ordinary day, in the local hours 9 to 21', () => {
    const open = openSpans('2026-07-01', 'Europe/Madrid', [{ open: '09:00', close: '22:00' }]);
    expect(open).toEqual([span('2026-07-01T07:00:00Z', '2026-07-01T20:00:00Z')]);
    const hours = minutesByLocalHour(open, 'Europe/Madrid');
    expect([...hours.keys()].sort((a, b) => a - b)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect([...hours.values()].every((m) => m === 60)).toBe(true);
  });

  it('gives a 00:00-24:00 day 23 hours when the clocks go forward and 25 when they go back', () => {
    const spring = openSpans('2026-03-29', 'Europe/Madrid', [{ open: '00:00', close: '24:00' }]);
    expect(minutes(spring)).toBe(23 * 60);
    expect(minutesByLocalHour(spring, 'Europe/Madrid').has(2)).toBe(false);
    const autumn = openSpans('2026-10-25', 'Europe/Madrid', [{ open: '00:00', close: '24:00' }]);
    expect(minutes(autumn)).toBe(25 * 60);
    // The repeated hour counts twice: 02:00-03:00 happens twice on the club's clock.
    expect(minutesByLocalHour(autumn, 'Europe/Madrid').get(2)).toBe(120);
  });

  it('opens at the jump when the opening time falls in the skipped hour', () => {
    const open = openSpans('2026-03-29', 'Europe/Madrid', [{ open: '02:30', close: '04:00' }]);
    expect(open).toEqual([span('2026-03-29T01:00:00Z', '2026-03-29T02:00:00Z')]);
  });

  it('merges overlapping bands and is closed without any', () => {
    const open = openSpans('2026-07-01', 'Europe/Madrid', [
      { open: '09:00', close: '14:00' },
      { open: '13:00', close: '15:00' },
      { open: '17:00', close: '21:00' },
    ]);
    expect(minutes(open)).toBe(6 * 60 + 4 * 60);
    expect(openSpans('2026-07-01', 'Europe/Madrid', [])).toEqual([]);
  });
});

describe('a court’s day', () => {
  const bands = [{ open: '09:00', close: '22:00' }];

  it('counts booked minutes inside the opening hours only, and a block where no booking is', () => {
    const day = occupancyOfDay('2026-07-01', 'Europe/Madrid', {
      bands,
      // 08:30-10:00 local: only 09:00-10:00 is open; 18:00-19:30 local.
      booked: [span('2026-07-01T06:30:00Z', '2026-07-01T08:00:00Z'), span('2026-07-01T16:00:00Z', '2026-07-01T17:30:00Z')],
      // A block 19:00-21:00 local overlapping the booking's last half hour.
      blocked: [span('2026-07-01T17:00:00Z', '2026-07-01T19:00:00Z')],
    });
    expect(sumOf(day, 'openMinutes')).toBe(13 * 60);
    expect(sumOf(day, 'bookedMinutes')).toBe(60 + 90);
    expect(sumOf(day, 'blockedMinutes')).toBe(90);
    expect(day.get(9)).toEqual({ openMinutes: 60, bookedMinutes: 60, blockedMinutes: 0 });
    expect(day.get(19)).toEqual({ openMinutes: 60, bookedMinutes: 30, blockedMinutes: 30 });
    expect(day.has(8)).toBe(false);
  });

  it('counts two overlapping bookings on one court once', () => {
    const day = occupancyOfDay('2026-07-01', 'Europe/Madrid', {
      bands,
      booked: [span('2026-07-01T08:00:00Z', '2026-07-01T09:30:00Z'), span('2026-07-01T09:00:00Z', '2026-07-01T10:00:00Z')],
      blocked: [],
    });
    expect(sumOf(day, 'bookedMinutes')).toBe(120);
  });

  it('is a percentage of the open time, zero when the court never opened', () => {
    expect(occupancyPercent({ openMinutes: 780, bookedMinutes: 390 })).toBe(50);
    expect(occupancyPercent({ openMinutes: 0, bookedMinutes: 0 })).toBe(0);
  });

  it('subtracts spans', () => {
    expect(subtractSpans([{ start: 0, end: 10 }], [{ start: 3, end: 5 }])).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 10 },
    ]);
  });
});

describe('money split without losing a cent', () => {
  it('shares in proportion, the leftover cents to the largest remainders', () => {
    expect(splitByWeights(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitByWeights(-1000, [1, 1, 1])).toEqual([-334, -333, -333]);
    expect(splitByWeights(999, [2000, 1000])).toEqual([666, 333]);
    expect(splitByWeights(500, [0, 0])).toEqual([250, 250]);
    expect(splitByWeights(7, [])).toEqual([]);
    for (const amount of [1, 17, 9999, 123457]) expect(splitByWeights(amount, [3, 7, 11, 0]).reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

describe('ranges and addresses', () => {
  it('lists the days of a range and refuses one running backwards or longer than a year', () => {
    expect(reportDays({ from: '2026-02-27', to: '2026-03-01' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(isReportRangeValid({ from: '2026-03-01', to: '2026-02-01' })).toBe(false);
    expect(isReportRangeValid({ from: '2024-01-01', to: '2026-01-01' })).toBe(false);
  });

  it('builds each report’s address, as JSON or CSV', () => {
    expect(reportPath('revenue', { from: '2026-11-01', to: '2026-11-30', by: 'method' }, true)).toBe(
      '/api/staff/reports/revenue.csv?from=2026-11-01&to=2026-11-30&by=method',
    );
    expect(reportPath('debts', { from: '2026-11-01', to: '2026-11-30' })).toBe('/api/staff/reports/debts');
  });
});
