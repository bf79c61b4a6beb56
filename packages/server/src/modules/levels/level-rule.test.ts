import { describe, expect, it } from 'vitest';
import { expectedScore, K_FACTOR, levelChanges, START_LEVEL } from './level-rule.js';

const p = (customerId: number, level: number | null) => ({ customerId, level });

describe('the club level rule (Elo on team averages, hundredths)', () => {
  it('moves winners up and losers down by the same amount between equal teams', () => {
    expect(levelChanges([p(1, 300), p(2, 300)], [p(3, 300), p(4, 300)], 1)).toEqual([
      { customerId: 1, oldLevel: 300, newLevel: 313 },
      { customerId: 2, oldLevel: 300, newLevel: 313 },
      { customerId: 3, oldLevel: 300, newLevel: 287 },
      { customerId: 4, oldLevel: 300, newLevel: 287 },
    ]);
  });

  it('moves little when the favourite wins and much when the underdog does', () => {
    const favouriteWins = levelChanges([p(1, 400)], [p(2, 300)], 1)[0]!;
    const underdogWins = levelChanges([p(1, 400)], [p(2, 300)], 2)[0]!;
    expect(favouriteWins.newLevel - favouriteWins.oldLevel).toBe(2);
    expect(underdogWins.newLevel - underdogWins.oldLevel).toBe(-23);
    expect(expectedScore(400, 300)).toBeCloseTo(10 / 11, 10);
  });

  it('rates a team by its average and an unrated player from the starting level', () => {
    const [a, b, c] = levelChanges([p(1, 200), p(2, 400)], [p(3, null)], 2);
    expect(a).toEqual({ customerId: 1, oldLevel: 200, newLevel: 187 });
    expect(b).toEqual({ customerId: 2, oldLevel: 400, newLevel: 387 });
    expect(c).toEqual({ customerId: 3, oldLevel: START_LEVEL, newLevel: START_LEVEL + 13 });
  });

  it('leaves equal teams where they are after a draw, and moves the favourite down', () => {
    expect(levelChanges([p(1, 300)], [p(2, 300)], 0).map((c) => c.newLevel)).toEqual([300, 300]);
    expect(levelChanges([p(1, 500)], [p(2, 300)], 0).map((c) => c.newLevel)).toEqual([488, 312]);
  });

  it('never leaves the scale and never moves more than K hundredths', () => {
    const top = levelChanges([p(1, 995)], [p(2, 995)], 1);
    expect(top.map((c) => c.newLevel)).toEqual([1000, 982]);
    const bottom = levelChanges([p(1, 5)], [p(2, 5)], 1);
    expect(bottom.map((c) => c.newLevel)).toEqual([18, 0]);
    const huge = levelChanges([p(1, 0)], [p(2, 1000)], 1)[0]!;
    expect(huge.newLevel - huge.oldLevel).toBe(K_FACTOR);
  });

  it('rates nobody when a team has no players', () => {
    expect(levelChanges([p(1, 300)], [], 1)).toEqual([]);
  });
});
