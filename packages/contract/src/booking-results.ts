import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { teamChoiceSchema } from './booking-join.js';
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

/**
 * A player's team as the proposer declares it at the result (issue 29 section 4: teams are chosen before or
 * at the result, never by seat order): `id` is the place (Player.id). The proposer may set their own place and
 * the places of players who took part without a team yet; a team someone chose is theirs.
 */
export const resultTeamSchema = z.strictObject({ id: idNumber, team: teamChoiceSchema });

/**
 * POST /api/publicbookings/save-results: body bookingId, team1, team2 (spec section 7), plus the portal's
 * optional `teams` (the line-up of players still without a team). Saving proposes the result; the other team
 * confirms or disputes it (answer-result).
 */
export const saveResultsBodySchema = z.strictObject({
  bookingId: idNumber,
  team1: setScoresSchema,
  team2: setScoresSchema,
  teams: z.array(resultTeamSchema).max(50).optional(),
});
export type SaveResultsBody = z.infer<typeof saveResultsBodySchema>;
/** Spec: "model with team1 and team2" (the sets as stored). */
export const saveResultsResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({ team1: z.array(z.number().int()), team2: z.array(z.number().int()) }),
});

/**
 * Where a result stands (issue 29 section 4): `proposed` by one team, waiting for the other until its
 * `answerBy`; `confirmed` by the other team; `unanswered` (nobody of the other team answered in time: it
 * stands); `disputed` by the other team (both teams see it; the club settles it); `settled` by the club's
 * staff. Levels move only once a result stands.
 */
export const RESULT_STATUSES = ['proposed', 'confirmed', 'unanswered', 'disputed', 'settled'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const resultStands = (status: ResultStatus): boolean => status === 'confirmed' || status === 'unanswered' || status === 'settled';
/** How long the other team has to confirm or dispute a proposed result before it stands. */
export const RESULT_ANSWER_HOURS = 48;

/** A match's result as the booking detail carries it (`nSets`, `team1`, `team2` are the spec's). */
export const matchResultSchema = z.object({
  nSets: z.number().int(),
  team1: z.array(z.number().int()),
  team2: z.array(z.number().int()),
  /** Absent while nobody has proposed one. */
  status: z.enum(RESULT_STATUSES).optional(),
  /** The team (0 or 1) that proposed it: the other one answers. */
  proposedTeam: z.number().int().optional(),
  /** Until when the other team may confirm or dispute a proposed result. */
  answerBy: z.string().optional(),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

/** POST /api/publicbookings/answer-result: a player of the other team confirms or disputes a proposed result. */
export const answerResultBodySchema = z.strictObject({
  bookingId: idNumber,
  answer: z.enum(['confirm', 'dispute'], { error: 'must be confirm or dispute' }),
});
export type AnswerResultBody = z.infer<typeof answerResultBodySchema>;
export const answerResultResponseSchema = okEnvelope({ errorMsg: z.string(), model: z.object({ status: z.enum(RESULT_STATUSES) }) });

/** What is wrong with a result, or null: the message keys of RESULT_MESSAGES plus ours. */
export type ResultProblem = keyof typeof RESULT_MESSAGES | 'setsUneven' | 'tooManySets' | 'impossibleSet' | 'setAfterWin';
/** A problem, with the set (1-based) it is in when it is one set's. */
export type ResultIssue = { problem: ResultProblem; set?: number };

/**
 * A set as padel and tennis score it (the club's rule, issue 29 section 4): the winner reaches 6 games with
 * the loser at 4 or fewer (6-0 to 6-4), or 7 after 5-5 (7-5), or 7 after the tie-break at 6-6 (7-6). Nothing
 * else ends a set: no draw, no 0-0, no 6-5, no 8-6 (no advantage sets; a deciding super tie-break is written as
 * the set it replaced, 7-6). Rating services check the same: WeCourts' WPPR API refuses tied sets (6:6), 0:0
 * placeholders and a third set after a 2:0 (https://developers.wecourts.com/docs/changelog, 1.3.0).
 */
export function isPossibleSet(a: number, b: number): boolean {
  const [won, lost] = a > b ? [a, b] : [b, a];
  if (won === lost) return false;
  if (won === 6) return lost <= 4;
  if (won === 7) return lost === 5 || lost === 6;
  return false;
}

/** Sets a team needs to win the match: 2 of 3, 3 of 5. */
export const setsToWin = (nSets: number): number => Math.floor(nSets / 2) + 1;

/**
 * Spec section 5: a 5-set match needs at least 3 sets filled for each team, any other at least one; each set
 * filled for both teams (`setsUneven` otherwise) and no more sets than the match has. Then the club's rule:
 * each set a possible set score ({@link isPossibleSet}) and no set played once a team had already won the
 * match (6-0 6-0 6-0 in a best of 3). An unfinished match (one set of three) may be recorded, as the spec asks.
 */
export function resultsProblem(nSets: number, team1: readonly number[], team2: readonly number[]): ResultIssue | null {
  const need = nSets === 5 ? 3 : 1;
  if (Math.min(team1.length, team2.length) < need) return { problem: nSets === 5 ? 'fillThreeSets' : 'fillOneResult' };
  if (team1.length !== team2.length) return { problem: 'setsUneven' };
  if (team1.length > nSets) return { problem: 'tooManySets' };
  const won: [number, number] = [0, 0];
  for (let i = 0; i < team1.length; i += 1) {
    const [a, b] = [team1[i]!, team2[i]!];
    if (!isPossibleSet(a, b)) return { problem: 'impossibleSet', set: i + 1 };
    if (Math.max(won[0], won[1]) >= setsToWin(nSets)) return { problem: 'setAfterWin', set: i + 1 };
    won[a > b ? 0 : 1] += 1;
  }
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
