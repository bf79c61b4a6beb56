import { MAX_LEVEL, MIN_LEVEL } from '@clubportal/contract/levels';

/**
 * How a saved result moves the club's levels (hundredths): Elo on the teams' average levels.
 *
 * - A player the club has not rated yet starts at {@link START_LEVEL} (3.00).
 * - Each team's strength is the average level of its players. The expected score of team 1 is
 *   `1 / (1 + 10^((avg2 - avg1) / SCALE))`: with SCALE 100, a team one whole level above the other is
 *   expected to win 10 matches out of 11.
 * - The outcome is 1 for the winner, 0 for the loser and 0.5 for a draw (contract `matchWinner`).
 * - Every player of team 1 moves by `K * (outcome - expected)` hundredths, rounded half away from zero
 *   (K = 25, so at most a quarter of a level per match), every player of team 2 by the opposite; each new
 *   level is kept within MIN_LEVEL..MAX_LEVEL. Beating a stronger team moves more than beating a weaker one.
 * - Without players on both teams nothing moves (a result against nobody rates nobody).
 */
export const START_LEVEL = 300;
export const K_FACTOR = 25;
export const SCALE = 100;

export type RatedPlayer = { customerId: number; level: number | null };
export type LevelChange = { customerId: number; oldLevel: number; newLevel: number };

const average = (players: readonly RatedPlayer[]) => players.reduce((sum, p) => sum + (p.level ?? START_LEVEL), 0) / players.length;
const clamp = (level: number) => Math.min(MAX_LEVEL * 100, Math.max(MIN_LEVEL * 100, level));

/** The expected score of a team of `own` average against `other` (both hundredths), between 0 and 1. */
export function expectedScore(own: number, other: number): number {
  return 1 / (1 + 10 ** ((other - own) / SCALE));
}

/** Every player's old and new level after a match `winner` (1, 2, or 0 for a draw) won. */
export function levelChanges(team1: readonly RatedPlayer[], team2: readonly RatedPlayer[], winner: 0 | 1 | 2): LevelChange[] {
  if (team1.length === 0 || team2.length === 0) return [];
  const outcome = winner === 1 ? 1 : winner === 2 ? 0 : 0.5;
  const raw = K_FACTOR * (outcome - expectedScore(average(team1), average(team2)));
  // Rounded half away from zero, so a win moves as much whichever side of the table the winners sat.
  const delta = Math.sign(raw) * Math.round(Math.abs(raw));
  const move = (p: RatedPlayer, by: number): LevelChange => {
    const oldLevel = p.level ?? START_LEVEL;
    return { customerId: p.customerId, oldLevel, newLevel: clamp(oldLevel + by) };
  };
  return [...team1.map((p) => move(p, delta)), ...team2.map((p) => move(p, -delta))];
}
