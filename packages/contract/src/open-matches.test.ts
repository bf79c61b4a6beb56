import { describe, expect, it } from 'vitest';
import { openMatchesBodySchema, orderOpenMatches } from './open-matches.js';

describe('open matches list', () => {
  it('puts the matches the member’s level fits first, each group by start then id', () => {
    const m = (id: number, start: string, fitsMyLevel: boolean) => ({ id, start, fitsMyLevel });
    const list = [
      m(1, '2026-06-21T08:00:00.000Z', false),
      m(2, '2026-06-21T15:00:00.000Z', true),
      m(3, '2026-06-21T12:00:00.000Z', true),
      m(5, '2026-06-21T12:00:00.000Z', false),
      m(4, '2026-06-21T12:00:00.000Z', true),
    ];
    expect(orderOpenMatches(list).map((x) => x.id)).toEqual([3, 4, 2, 1, 5]);
  });

  it('takes a real date, an optional sport, level and times of day; refuses anything else', () => {
    expect(openMatchesBodySchema.safeParse({ date: '2026-06-21', bookingTypeId: 3, level: 3.5, from: '14:00', to: '18:00' }).success).toBe(
      true,
    );
    for (const bad of [
      { date: '2026-02-30' },
      { date: '2026-06-21', from: '24:00' },
      { date: '2026-06-21', level: 11 },
      { date: '2026-06-21', x: 1 },
    ])
      expect(openMatchesBodySchema.safeParse(bad).success).toBe(false);
  });
});
