import { describe, expect, it } from 'vitest';
import { keptForOthers, matchPlacesKept, nextForFreedSlots, nextInLine } from './booking-waitlist.js';

const NOW = '2026-06-15T08:00:00.000Z';
const entry = (
  id: number,
  over: Partial<{ status: string; offerExpiresAt: string | null; resourceId: number; start: string; end: string; customerId: number }> = {},
) => ({
  id,
  status: 'waiting',
  offerExpiresAt: null,
  resourceId: 1,
  start: '2026-06-17T16:00:00.000Z',
  end: '2026-06-17T17:30:00.000Z',
  customerId: 100 + id,
  ...over,
});

describe('nextInLine (a match)', () => {
  it('gives free places to the earliest waiting, after the standing offers keep theirs', () => {
    const line = [entry(7), entry(3), entry(5, { status: 'offered', offerExpiresAt: '2026-06-15T08:20:00.000Z' }), entry(9)];
    expect(nextInLine(line, 1, NOW)).toEqual([]);
    expect(nextInLine(line, 2, NOW).map((e) => e.id)).toEqual([3]);
    expect(nextInLine(line, 3, NOW).map((e) => e.id)).toEqual([3, 7]);
    // An offer run out keeps nothing.
    expect(nextInLine(line, 1, '2026-06-15T08:20:00.000Z').map((e) => e.id)).toEqual([3]);
  });
});

describe('nextForFreedSlots (courts)', () => {
  it('offers a free court to the earliest whose time is free; overlapping lengths share one court', () => {
    const ninety = entry(4);
    const sixty = entry(2, { end: '2026-06-17T17:00:00.000Z' });
    const later = entry(6, { start: '2026-06-17T17:30:00.000Z', end: '2026-06-17T19:00:00.000Z' });
    const otherCourt = entry(8, { resourceId: 2 });
    expect(nextForFreedSlots([ninety, sixty, later, otherCourt], [], NOW).map((e) => e.id)).toEqual([2, 6, 8]);
    // Still taken past 17:00: the 90 minutes and the 60 minutes wait; 17:30 is free.
    const busy = [{ resourceId: 1, start: '2026-06-17T16:30:00.000Z', end: '2026-06-17T17:30:00.000Z' }];
    expect(nextForFreedSlots([ninety, sixty, later], busy, NOW).map((e) => e.id)).toEqual([6]);
    // A standing offer keeps its time from everyone after it.
    const offered = entry(1, { status: 'offered', offerExpiresAt: '2026-06-15T08:30:00.000Z' });
    expect(nextForFreedSlots([offered, ninety, sixty], [], NOW)).toEqual([]);
    // Nothing for a start that has come.
    expect(nextForFreedSlots([entry(3, { start: NOW })], [], NOW)).toEqual([]);
  });

  it('keeps a time from others, never from the one whose turn it is', () => {
    const time = [{ resourceId: 1, start: '2026-06-17T16:00:00.000Z', end: '2026-06-17T17:00:00.000Z' }];
    const line = [entry(1), entry(2)];
    expect(keptForOthers(line, [], time, 999, NOW)).toBe(true);
    expect(keptForOthers(line, [], time, 101, NOW)).toBe(false);
    expect(keptForOthers(line, [], time, 102, NOW)).toBe(true);
    // Waiting for a time still taken elsewhere: not due, keeps nothing.
    const busy = [{ resourceId: 1, start: '2026-06-17T17:00:00.000Z', end: '2026-06-17T18:00:00.000Z' }];
    expect(keptForOthers(line, busy, time, 999, NOW)).toBe(false);
    // Another court is not kept.
    expect(keptForOthers(line, [], [{ ...time[0]!, resourceId: 2 }], 999, NOW)).toBe(false);
  });
});

describe('matchPlacesKept', () => {
  it('keeps the free places for the standing offers and the line’s due turns, not for the member whose turn it is', () => {
    const line = [entry(1, { status: 'offered', offerExpiresAt: '2026-06-15T08:30:00.000Z' }), entry(2)];
    expect(matchPlacesKept(line, 1, 999, NOW)).toBe(true);
    expect(matchPlacesKept(line, 1, 101, NOW)).toBe(false);
    expect(matchPlacesKept(line, 2, 999, NOW)).toBe(true);
    expect(matchPlacesKept(line, 2, 102, NOW)).toBe(false);
    expect(matchPlacesKept(line, 3, 999, NOW)).toBe(false);
    expect(matchPlacesKept([], 1, 999, NOW)).toBe(false);
  });
});
