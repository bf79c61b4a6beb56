import { describe, expect, it } from 'vitest';
import { formatLevel } from '../../../lib/level-format';
import { groupByMonth } from './group-records';

const rec = (created: string, newLevel = 3) => ({ created, comments: '', oldLevel: 3, newLevel });

describe('level changes by month', () => {
  it('groups newest month first, newest change first, by the month the page’s formatter names', () => {
    const groups = groupByMonth(
      [
        rec('2026-10-05T10:00:00.000Z', 1),
        rec('2026-11-20T10:00:00.000Z', 2),
        rec('2026-10-30T23:30:00.000Z', 3),
        rec('2026-11-02T10:00:00.000Z', 4),
      ],
      (iso) => iso.slice(0, 7),
    );
    expect(groups.map((g) => [g.key, g.records.map((r) => r.newLevel)])).toEqual([
      ['2026-11', [2, 4]],
      ['2026-10', [3, 1]],
    ]);
    expect(groupByMonth([], (iso) => iso)).toEqual([]);
  });

  it('writes a level with two decimals in the page’s language', () => {
    expect(formatLevel(3.1, 'en-US')).toBe('3.10');
    expect(formatLevel(3.25, 'es-ES')).toBe('3,25');
  });
});
