import { describe, expect, it } from 'vitest';
import { playerShare } from './booking-rules.js';
import {
  formatLevelRange,
  joinBodySchema,
  joinState,
  matchLevelRange,
  proposeTeam,
  teamAverages,
  teamLayout,
  teamsWithRoom,
  type TeamPlace,
} from './booking-join.js';

const p = (team: number, level: number | null = null, holder = true): TeamPlace => ({ team, level, holder });
const open = (): TeamPlace => ({ team: -1, holder: false, level: null });

describe('teams of a match', () => {
  it('keeps an invited player out of both teams while their place stays taken (issue 30 section 2)', () => {
    const invited: TeamPlace = { team: 1, holder: true, seated: false, level: null };
    const layout = teamLayout([p(0), invited, p(1), open()], 4);
    expect(layout.teams.map((t) => t.length)).toEqual([1, 1]);
    expect(layout.invited).toEqual([invited]);
    expect(layout.free[0] + layout.free[1]).toBe(1);
  });

  it('count each team’s free places; players without a team fill the smaller team first', () => {
    expect(teamLayout([p(-1), open(), open(), open()], 4).free).toEqual([1, 2]);
    expect(teamsWithRoom([p(-1), open(), open(), open()], 4)).toEqual([0, 1]);
    // Three players without a team (a desk booking): two in Team 1, one in Team 2, the last place is Team 2's.
    expect(teamLayout([p(-1), p(-1), p(-1), open()], 4).free).toEqual([0, 1]);
    expect(teamsWithRoom([p(-1), p(-1), p(-1), open()], 4)).toEqual([1]);
    // Team 1 chosen twice: only Team 2 has room.
    expect(teamsWithRoom([p(0), p(0), open(), open()], 4)).toEqual([1]);
    // Full: none.
    expect(teamsWithRoom([p(0), p(1), p(0), p(1)], 4)).toEqual([]);
  });

  it('never shows more free places than the match has', () => {
    const { free } = teamLayout([p(0), p(-1), p(-1), open()], 4);
    expect(free[0] + free[1]).toBe(1);
  });

  it('has no teams for a match of one', () => {
    expect(teamsWithRoom([open()], 1)).toEqual([]);
  });

  it('averages the rated players of each team (hundredths), null for a team nobody rated is in', () => {
    expect(teamAverages([p(0, 300), p(0, 400), p(1, null), open()], 4)).toEqual([350, null]);
  });
});

describe('the team the popup proposes', () => {
  it('is the one that brings the averages closest once the member is in it', () => {
    // Team 1: 3.0; Team 2: 4.5. A 4.0 player in Team 1 gives 3.5 vs 4.5 (1.0); in Team 2, 3.0 vs 4.25 (1.25).
    expect(proposeTeam([p(0, 300), p(1, 450), open(), open()], 4, 400)).toBe(0);
    // A 2.5 player: Team 1 gives 2.75 vs 4.5; Team 2 gives 3.0 vs 3.5: Team 2.
    expect(proposeTeam([p(0, 300), p(1, 450), open(), open()], 4, 250)).toBe(1);
  });

  it('goes where there is more room for a member without a level, Team 1 on a tie', () => {
    expect(proposeTeam([p(0, 300), open(), open(), open()], 4, null)).toBe(1);
    expect(proposeTeam([open(), open(), open(), open()], 4, null)).toBe(0);
  });

  it('is the only team with room, or none when the match is full', () => {
    expect(proposeTeam([p(0), p(0), open(), open()], 4, 500)).toBe(1);
    expect(proposeTeam([p(0), p(0), p(1), p(1)], 4, 500)).toBeNull();
  });
});

describe('join price', () => {
  it('Shared: the share is the price split by maxParticipants, cents to the first places', () => {
    expect(playerShare(3000, 4, 1)).toBe(750);
    expect(playerShare(1000, 3, 1)).toBe(333);
    expect(playerShare(1000, 3, 0)).toBe(334);
  });
});

describe('level range of a match', () => {
  it('takes the match’s own ends, else its type’s, and reads as people write it', () => {
    expect(matchLevelRange({ min: 300, max: null }, { min: 200, max: 500 })).toEqual({ min: 300, max: 500 });
    expect(formatLevelRange({ min: 300, max: 400 })).toBe('3.0-4.0');
    expect(formatLevelRange({ min: 350, max: null })).toBe('3.5+');
    expect(formatLevelRange({ min: null, max: 400 })).toBe('≤ 4.0');
    expect(formatLevelRange({ min: null, max: null })).toBeNull();
  });
});

describe('whether a member may join', () => {
  const players = [
    { customerId: 1, isPlaceholder: false },
    { customerId: null, isPlaceholder: true },
  ];
  const base = {
    isPast: false,
    allowJoin: true,
    maxParticipants: 2,
    players,
    customerId: 2,
    range: { min: null, max: null },
    memberLevel: null,
  };
  it('follows the spec’s order: past, allowed, already in, full, level', () => {
    expect(joinState(base)).toBe('open');
    expect(joinState({ ...base, isPast: true })).toBe('past');
    expect(joinState({ ...base, allowJoin: false })).toBe('notAllowed');
    expect(joinState({ ...base, customerId: 1 })).toBe('in');
    expect(joinState({ ...base, players: [players[0]!, { customerId: 3, isPlaceholder: false }] })).toBe('full');
    expect(joinState({ ...base, range: { min: 300, max: 400 }, memberLevel: 250 })).toBe('level');
    expect(joinState({ ...base, customerId: null, range: { min: 300, max: 400 } })).toBe('open');
  });
});

describe('the join body', () => {
  it('takes nothing, { team } or the team itself', () => {
    expect(joinBodySchema.parse(undefined)).toBeNull();
    expect(joinBodySchema.parse({})).toBeNull();
    expect(joinBodySchema.parse({ team: 1 })).toBe(1);
    expect(joinBodySchema.parse(0)).toBe(0);
    expect(joinBodySchema.safeParse({ team: 2 }).success).toBe(false);
  });
});
