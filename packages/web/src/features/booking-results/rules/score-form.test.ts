import { describe, expect, it } from 'vitest';
import { emptyScores, readScores } from './score-form';

const grid = (team1: string[], team2: string[]) => ({ team1, team2 });

describe('the score grid', () => {
  it('sends the sets filled for both teams, in order, leaving empty sets out', () => {
    expect(readScores(3, grid(['6', '', '7'], ['4', '', '5']))).toEqual({ ok: true, team1: [6, 7], team2: [4, 5] });
    expect(readScores(3, grid([' 6 ', '0', ''], ['4', '6', '']))).toEqual({ ok: true, team1: [6, 0], team2: [4, 6] });
  });

  it('names an impossible set with its score (0-0, 6-5), and a set after the match was won', () => {
    expect(readScores(3, grid(['0', '', ''], ['0', '', '']))).toEqual({ ok: false, problem: 'impossibleSet', set: 1, score: '0-0' });
    expect(readScores(3, grid(['6', '6', ''], ['4', '5', '']))).toEqual({ ok: false, problem: 'impossibleSet', set: 2, score: '6-5' });
    expect(readScores(3, grid(['6', '6', '6'], ['1', '2', '3']))).toEqual({ ok: false, problem: 'setAfterWin', set: 3, score: '6-3' });
  });

  it('asks for the spec’s sets: one result, or 3 sets in a 5-set match', () => {
    expect(readScores(3, emptyScores(3))).toEqual({ ok: false, problem: 'fillOneResult' });
    expect(readScores(3, grid(['6', '', ''], ['', '', '']))).toEqual({ ok: false, problem: 'fillOneResult' });
    expect(readScores(5, grid(['6', '6', '', '', ''], ['4', '3', '', '', '']))).toEqual({ ok: false, problem: 'fillThreeSets' });
    expect(readScores(5, grid(['6', '3', '6', '', ''], ['4', '6', '2', '', '']))).toEqual({ ok: true, team1: [6, 3, 6], team2: [4, 6, 2] });
  });

  it('refuses a set with one team’s games only, and anything but whole numbers', () => {
    expect(readScores(3, grid(['6', '6', ''], ['4', '', '']))).toEqual({ ok: false, problem: 'setsUneven' });
    for (const bad of ['6.5', '-1', 'x', '1e1', '100'])
      expect(readScores(3, grid([bad, '', ''], ['4', '', '']))).toEqual({ ok: false, problem: 'wholeNumbers' });
  });
});
