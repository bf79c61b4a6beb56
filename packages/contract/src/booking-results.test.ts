import { describe, expect, it } from 'vitest';
import { effectiveTeam, matchWinner, resultsProblem, saveResultsBodySchema, scoreLine } from './booking-results.js';

describe('result rules (spec section 5)', () => {
  it('asks a 5-set match for at least 3 sets per team, any other for at least one', () => {
    expect(resultsProblem(5, [6, 6], [4, 4])).toBe('fillThreeSets');
    expect(resultsProblem(5, [6, 4, 6], [4, 6, 3])).toBeNull();
    expect(resultsProblem(5, [6, 4, 6, 3, 7], [4, 6, 3, 6, 5])).toBeNull();
    expect(resultsProblem(3, [], [])).toBe('fillOneResult');
    expect(resultsProblem(3, [6], [])).toBe('fillOneResult');
    expect(resultsProblem(3, [6], [4])).toBeNull();
  });

  it('wants every set filled for both teams and no more sets than the match has', () => {
    expect(resultsProblem(3, [6, 6], [4])).toBe('setsUneven');
    expect(resultsProblem(3, [6, 4, 6, 6], [4, 6, 4, 2])).toBe('tooManySets');
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

  it('puts a place without a team in the first half (Team 1) or the second (Team 2) by its position', () => {
    expect([0, 1, 2, 3].map((pos) => effectiveTeam(-1, pos, 4))).toEqual([0, 0, 1, 1]);
    expect([0, 1].map((pos) => effectiveTeam(-1, pos, 2))).toEqual([0, 1]);
    expect(effectiveTeam(1, 0, 4)).toBe(1);
    expect(effectiveTeam(0, 3, 4)).toBe(0);
  });
});
