import { resultsProblem, type AnswerResultBody, type ResultStatus } from '@clubportal/contract/booking-results';
import { recordAudit, systemActor } from '../../../db/audit-log.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import { nowInstant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { getCatalogue } from '../core/booking-catalogue.service.js';
import { mailResultPlayers, type ResultMailDeps } from './result-mails.js';
import { applyStandingResult } from './result-standing.js';
import { findDisputedResults, findLapsedProposals, findResults, moveResultStatus } from './results.repository.js';
import { playerOfMatch, resultRefusal, type ResultsDeps } from './results.service.js';

/**
 * The other team's answer to a proposed result (issue 29 section 4): a player of the other team who took part
 * confirms it (it stands: levels move) or disputes it (both teams see it disputed; the club's staff settle
 * it with `settleResult`). Nobody answering within RESULT_ANSWER_HOURS: the job makes it stand.
 */

/** POST /api/publicbookings/answer-result */
export async function answerResult(
  deps: ResultsDeps & ResultMailDeps,
  session: SessionClaims | null,
  body: AnswerResultBody,
): Promise<{ status: ResultStatus }> {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const customer = await authorizeCustomer(deps.db, session, session.customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const { b, mine } = await playerOfMatch(trx, cat, body.bookingId, customer.id, now);
    const [result] = await findResults(trx, [b.id]);
    if (!result) throw new AppError('conflict', 'resultsNone');
    if (result.status !== 'proposed' || (result.answer_by !== null && result.answer_by <= now))
      throw new AppError('conflict', 'resultsAnswerClosed');
    if (mine.team === result.proposed_team) throw new AppError('forbidden', 'resultsOtherTeamAnswers');
    const status = body.answer === 'confirm' ? 'confirmed' : 'disputed';
    if (!(await moveResultStatus(trx, b.id, 'proposed', { status, answeredBy: customer.id, now })))
      throw new AppError('conflict', 'resultsAnswerClosed');
    if (status === 'confirmed') await applyStandingResult(trx, b.id, now);
    // A dispute is told to both teams (but whoever disputed it); staff settle it.
    else
      await mailResultPlayers(trx, deps, b, {
        kind: 'disputed',
        actorId: customer.id,
        proposedTeam: result.proposed_team,
        team1: JSON.parse(result.team1) as number[],
        team2: JSON.parse(result.team2) as number[],
        answerBy: null,
      });
    return { status };
  });
}

/** The job: proposed results nobody of the other team answered within the window stand (levels move; in the audit log). */
export async function standUnansweredResults(deps: ResultsDeps): Promise<number> {
  const now = nowInstant(deps.clock);
  let stood = 0;
  for (const bookingId of await findLapsedProposals(deps.db, now, 200)) {
    // One unit of work each: a confirmation racing the job wins or loses as a whole.
    await unitOfWork(deps.db, async (trx) => {
      if (!(await moveResultStatus(trx, bookingId, 'proposed', { status: 'unanswered', answeredBy: null, now }))) return;
      await applyStandingResult(trx, bookingId, now);
      const change = { before: { resultStatus: 'proposed' }, after: { resultStatus: 'unanswered' } };
      await recordAudit(
        trx,
        { actor: systemActor('result-answers'), action: 'result.stood', entity: 'booking', entityId: bookingId, ...change },
        now,
      );
      stood += 1;
    });
  }
  return stood;
}

/** Disputed results for the club's staff to settle (oldest first). */
export function disputedResults(deps: Pick<ResultsDeps, 'db'>) {
  return findDisputedResults(deps.db);
}

/**
 * Staff settle a disputed result: the sets they decide (checked by the same rule as a player's) stand and
 * levels move. For the staff console; no route calls it yet.
 */
export async function settleResult(deps: ResultsDeps, r: { bookingId: number; team1: number[]; team2: number[] }): Promise<void> {
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, async (trx) => {
    const [result] = await findResults(trx, [r.bookingId]);
    if (!result || result.status !== 'disputed') throw new AppError('conflict', 'resultsNotDisputed');
    const nSets = result.n_sets;
    const issue = resultsProblem(nSets, r.team1, r.team2);
    if (issue) throw resultRefusal(issue, nSets, r.team1, r.team2);
    const sets = { team1: r.team1, team2: r.team2 };
    if (!(await moveResultStatus(trx, r.bookingId, 'disputed', { status: 'settled', answeredBy: null, now, sets })))
      throw new AppError('conflict', 'resultsNotDisputed');
    await applyStandingResult(trx, r.bookingId, now);
  });
}
