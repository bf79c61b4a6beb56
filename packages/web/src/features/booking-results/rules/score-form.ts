import { z } from 'zod';
import { MAX_SET_SCORE, resultsProblem, type ResultProblem } from '@clubportal/contract/booking-results';

/**
 * The score grid's form: one text cell per set and team. A set counts once both teams' cells are filled;
 * empty sets are left out wherever they are. The contract's rule (`resultsProblem`) then says whether the
 * sets are enough (the spec's words) and each a possible set score; cells must be whole numbers.
 */
export type ScoreForm = { team1: string[]; team2: string[] };
export type ScoreProblem = ResultProblem | 'wholeNumbers';

const WHOLE = /^\d{1,2}$/;

export const emptyScores = (nSets: number): ScoreForm => ({
  team1: Array.from({ length: nSets }, () => ''),
  team2: Array.from({ length: nSets }, () => ''),
});

/** The sets to send, or what is wrong with the grid. */
export function readScores(
  nSets: number,
  form: ScoreForm,
): { ok: true; team1: number[]; team2: number[] } | { ok: false; problem: ScoreProblem; set?: number; score?: string } {
  const cells = [...form.team1, ...form.team2].map((c) => c.trim());
  if (cells.some((c) => c !== '' && (!WHOLE.test(c) || Number(c) > MAX_SET_SCORE))) return { ok: false, problem: 'wholeNumbers' };
  const team1: number[] = [];
  const team2: number[] = [];
  let uneven = false;
  for (let i = 0; i < nSets; i += 1) {
    const a = (form.team1[i] ?? '').trim();
    const b = (form.team2[i] ?? '').trim();
    if (a !== '' && b !== '') {
      team1.push(Number(a));
      team2.push(Number(b));
    } else if (a !== '' || b !== '') uneven = true;
  }
  const issue = resultsProblem(nSets, team1, team2);
  // Too few sets first (the spec's words), then a half-filled set, then the sets' own scores.
  if (uneven && (!issue || issue.set)) return { ok: false, problem: 'setsUneven' };
  if (!issue) return { ok: true, team1, team2 };
  const set = issue.set;
  return set
    ? { ok: false, problem: issue.problem, set, score: `${team1[set - 1]}-${team2[set - 1]}` }
    : { ok: false, problem: issue.problem };
}

/** The zod schema react-hook-form checks the grid with (the problem's message key on the form's root). */
export const scoreFormSchema = (nSets: number) =>
  z.object({ team1: z.array(z.string()), team2: z.array(z.string()) }).superRefine((form, ctx) => {
    const read = readScores(nSets, form);
    if (!read.ok) ctx.addIssue({ code: 'custom', path: ['root'], message: read.problem });
  });
