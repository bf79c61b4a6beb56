import { describe, expect, it } from 'vitest';
import { pendingTotal, toggled, toggledAll } from './selection';

describe('selection', () => {
  it('sums the pending amounts of the chosen rows without float drift', () => {
    const rows = [
      { id: 1, pending: 0.1 },
      { id: 2, pending: 0.2 },
      { id: 3, pending: 45 },
    ];
    expect(pendingTotal(rows, new Set([1, 2]), 'EUR')).toBe(0.3);
    expect(pendingTotal(rows, new Set(), 'EUR')).toBe(0);
    expect(pendingTotal([{ id: 1, pending: 1500 }], new Set([1]), 'CLP')).toBe(1500);
  });

  it('toggles one row and a whole group', () => {
    expect([...toggled(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggled(new Set([1, 2]), 1)]).toEqual([2]);
    expect([...toggledAll(new Set([1]), [1, 2])].sort()).toEqual([1, 2]);
    expect([...toggledAll(new Set([1, 2, 9]), [1, 2])]).toEqual([9]);
  });
});
