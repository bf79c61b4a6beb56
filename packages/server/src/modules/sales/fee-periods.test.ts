import { describe, expect, it } from 'vitest';
import { addMonths, dueDaysUpTo } from './fee-periods.js';

describe('fee periods', () => {
  it('steps by whole months from the due day, across years', () => {
    expect(addMonths('2026-11-28', 3)).toBe('2027-02-28');
    expect(dueDaysUpTo('2026-01-15', 1, '2026-04-14')).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
    expect(dueDaysUpTo('2026-01-15', 1, '2026-04-15')).toHaveLength(4);
  });
  it('has nothing due before the next due day', () => {
    expect(dueDaysUpTo('2026-05-01', 12, '2026-04-30')).toEqual([]);
  });
});
