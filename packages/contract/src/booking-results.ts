import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { Team } from './enums.js';
import { idNumber } from './ids.js';

/**
 * Match results (spec: "Booking results", section 4 "Results", section 5): the score of each set for two
 * teams. The rules both sides check live here once: the results page shows the message before sending, the
 * server refuses the same input with the same words.
 */

/** Spec section 5, word for word. */
export const RESULT_MESSAGES = {
  fillThreeSets: 'Please fill at least 3 sets',
  fillOneResult: 'Please fill at least one result',
} as const;

/** How many sets a match of a booking type has: 3 (best of three, the default) or 5 (best of five). */
export const RESULT_SET_COUNTS = [3, 5] as const;
export type ResultSetCount = (typeof RESULT_SET_COUNTS)[number];
export const DEFAULT_RESULT_SETS: ResultSetCount = 3;
/** The most games a team can have in one set (a long tie-break set stays far below). */
export const MAX_SET_SCORE = 99;

/** The games of each filled set, in order; both teams the same length. */
export const setScoresSchema = z
  .array(
    z
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be a whole number' })
      .max(MAX_SET_SCORE, { error: `must be at most ${MAX_SET_SCORE}` }),
  )
  .max(5);

/** POST /api/publicbookings/save-results: body bookingId, team1, team2 (spec section 7). */
export const saveResultsBodySchema = z.strictObject({ bookingId: idNumber, team1: setScoresSchema, team2: setScoresSchema });
export type SaveResultsBody = z.infer<typeof saveResultsBodySchema>;
/** Spec: "model with team1 and team2" (the sets as stored). */
export const saveResultsResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({ team1: z.array(z.number().int()), team2: z.array(z.number().int()) }),
});

/** What is wrong with a result, or null: the message keys of RESULT_MESSAGES plus two of ours. */
export type ResultProblem = keyof typeof RESULT_MESSAGES | 'setsUneven' | 'tooManySets';

/**
 * Spec section 5: a 5-set match needs at least 3 sets filled for each team, any other at least one; each set
 * filled for both teams (`setsUneven` otherwise) and no more sets than the match has.
 */
export function resultsProblem(nSets: number, team1: readonly number[], team2: readonly number[]): ResultProblem | null {
  const need = nSets === 5 ? 3 : 1;
  if (Math.min(team1.length, team2.length) < need) return nSets === 5 ? 'fillThreeSets' : 'fillOneResult';
  if (team1.length !== team2.length) return 'setsUneven';
  if (team1.length > nSets) return 'tooManySets';
  return null;
}

/**
 * Who won: the team with more sets won (a set is won by the higher score; an equal set counts for nobody);
 * with the same number of sets, the one with more games; else a draw (0).
 */
export function matchWinner(team1: readonly number[], team2: readonly number[]): 0 | 1 | 2 {
  let sets1 = 0;
  let sets2 = 0;
  team1.forEach((games, i) => {
    const other = team2[i] ?? 0;
    if (games > other) sets1 += 1;
    else if (other > games) sets2 += 1;
  });
  if (sets1 !== sets2) return sets1 > sets2 ? 1 : 2;
  const games1 = team1.reduce((a, b) => a + b, 0);
  const games2 = team2.reduce((a, b) => a + b, 0);
  if (games1 === games2) return 0;
  return games1 > games2 ? 1 : 2;
}

/** "6-4 7-5": the sets as one side saw them (its own games first). */
export const scoreLine = (own: readonly number[], other: readonly number[]): string => own.map((g, i) => `${g}-${other[i] ?? 0}`).join(' ');

/**
 * The team a place plays in (spec enum Team: Team1 0, Team2 1). A place whose team was never chosen
 * (NotSet, as desk bookings and prebooks leave them) plays by its position: the first half of the places
 * is Team 1, the rest Team 2 (a pair books its places together). Positions start at 0 (the owner).
 */
export function effectiveTeam(team: number, position: number, maxParticipants: number): 0 | 1 {
  if (team === Team.Team1 || team === Team.Team2) return team;
  return position < Math.ceil(maxParticipants / 2) ? Team.Team1 : Team.Team2;
}
