import { describe, expect, it } from 'vitest';
import { isPossibleSet, matchWinner, resultsProblem, saveResultsBodySchema, scoreLine } from './booking-results.js';

describe('result rules (spec section 5)', () => {
  it('asks a 5-set match for at least 3 sets per team, any other for at least one', () => {
    expect(resultsProblem(5, [6, 6], [4, 4])).toEqual({ problem: 'fillThreeSets' });
    expect(resultsProblem(5, [6, 4, 6], [4, 6, 3])).toBeNull();
    expect(resultsProblem(5, [6, 4, 6, 3, 7], [4, 6, 3, 6, 5])).toBeNull();
    expect(resultsProblem(3, [], [])).toEqual({ problem: 'fillOneResult' });
    expect(resultsProblem(3, [6], [])).toEqual({ problem: 'fillOneResult' });
    expect(resultsProblem(3, [6], [4])).toBeNull();
  });

  it('wants every set filled for both teams and no more sets than the match has', () => {
    expect(resultsProblem(3, [6, 6], [4])).toEqual({ problem: 'setsUneven' });
    expect(resultsProblem(3, [6, 4, 6, 6], [4, 6, 4, 2])).toEqual({ problem: 'tooManySets' });
  });

  it('takes a set as padel and tennis end it: 6-0 to 6-4, 7-5, 7-6; nothing else', () => {
    for (const [a, b] of [
      [6, 0],
      [6, 4],
      [7, 5],
      [7, 6],
      [4, 6],
      [6, 7],
      [5, 7],
    ] as const)
      expect(isPossibleSet(a, b), `${a}-${b}`).toBe(true);
    for (const [a, b] of [
      [0, 0],
      [6, 6],
      [6, 5],
      [5, 5],
      [7, 4],
      [7, 7],
      [8, 6],
      [3, 2],
      [10, 8],
      [99, 0],
    ] as const)
      expect(isPossibleSet(a, b), `${a}-${b}`).toBe(false);
  });

  it('names the first impossible set, and a set played after the match was won', () => {
    expect(resultsProblem(3, [0], [0])).toEqual({ problem: 'impossibleSet', set: 1 });
    expect(resultsProblem(3, [6, 6], [3, 5])).toEqual({ problem: 'impossibleSet', set: 2 });
    expect(resultsProblem(3, [6, 6, 6], [0, 0, 0])).toEqual({ problem: 'setAfterWin', set: 3 });
    expect(resultsProblem(5, [6, 6, 6, 6], [0, 0, 0, 0])).toEqual({ problem: 'setAfterWin', set: 4 });
    expect(resultsProblem(3, [6, 4, 7], [4, 6, 6])).toBeNull();
    expect(resultsProblem(5, [6, 4, 6, 3, 7], [4, 6, 3, 6, 6])).toBeNull();
  });

  it('takes whole numbers from 0 to 99 only', () => {
    const ok = (team1: unknown[]) => saveResultsBodySchema.safeParse({ bookingId: 1, team1, team2: [4] }).success;
    expect(ok([6])).toBe(true);
    expect(ok([0])).toBe(true);
    expect(ok([6.5])).toBe(false);
    expect(ok([-1])).toBe(false);
    expect(ok([100])).toBe(false);
    expect(ok(['6'])).toBe(false);
  });

  it('gives the match to the team with more sets, then more games, else calls it a draw', () => {
    expect(matchWinner([6, 6], [4, 3])).toBe(1);
    expect(matchWinner([6, 3, 4], [4, 6, 6])).toBe(2);
    expect(matchWinner([6, 3], [4, 6])).toBe(2);
    expect(matchWinner([6, 4], [4, 6])).toBe(0);
    expect(matchWinner([5], [5])).toBe(0);
  });

  it('writes a score from one side', () => {
    expect(scoreLine([6, 3], [4, 6])).toBe('6-4 3-6');
    expect(scoreLine([4, 6], [6, 3])).toBe('4-6 6-3');
  });
});
