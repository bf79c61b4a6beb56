import {
  RESULT_ANSWER_HOURS,
  resultsProblem,
  type MatchResult,
  type ResultIssue,
  type SaveResultsBody,
} from '@clubportal/contract/booking-results';
import { teamSizes } from '@clubportal/contract/booking-join';
import { holdsPlace, tookPart } from '@clubportal/contract/bookings';
import { Team } from '@clubportal/contract/enums';
import type { Db, Executor } from '../../../db/dialect.js';
import { unitOfWork, type Tx } from '../../../db/unit-of-work.js';
import { AppError } from '../../../lib/app-error.js';
import type { AppCaches } from '../../../lib/app-caches.js';
import { nowInstant, toInstant, type Clock, type Instant } from '../../../lib/clock.js';
import type { SessionClaims } from '../../../lib/session-token.js';
import { authorizeCustomer } from '../../accounts/index.js';
import { getCatalogue, type Catalogue } from '../core/booking-catalogue.service.js';
import { isLive, isOpenMatch } from '../core/booking-standing.js';
import { findBooking, findParticipants, type BookingRow, type ParticipantRow } from '../core/bookings.repository.js';
import { setParticipantTeam } from '../open-matches/open-places.repository.js';
import { mailResultPlayers, type ResultMailDeps } from './result-mails.js';
import { applyStandingResult } from './result-standing.js';
import { findResults, findResultSets, insertResult, moveResultStatus } from './results.repository.js';

/**
 * Match results (issue 23 section 3, issue 29 section 4; spec "Booking results", section 4 "Results", section
 * 5). A player who took part (accepted or joined; result-standing.ts) proposes the result once the match is
 * over, while it has none: the sets follow the contract's rule (`resultsProblem`: the spec's counts and a
 * possible score in every set) and every player who took part is in a team (their own choice, or the one the
 * proposer gives a player without one). The other team confirms or disputes it (result-answers.service.ts);
 * levels move only once it stands.
 */
export type ResultsDeps = { db: Db; clock: Clock; caches: AppCaches };

/**
 * The `results` of booking details: a past booking's result with where it stands, or `{ nSets, team1: [],
 * team2: [] }` while it has none (the results page's grid needs the number of sets); bookings still to come
 * have none (absent).
 */
export async function matchResultsOf(
  db: Executor,
  bookings: ReadonlyArray<Pick<BookingRow, 'id' | 'booking_type_id' | 'ends_at'>>,
  now: Instant,
): Promise<Map<number, MatchResult>> {
  const past = bookings.filter((b) => b.ends_at <= now);
  if (!past.length) return new Map();
  const [rows, sets] = await Promise.all([
    findResults(
      db,
      past.map((b) => b.id),
    ),
    findResultSets(db, [...new Set(past.map((b) => b.booking_type_id))]),
  ]);
  const saved = new Map(
    rows.map((r): [number, MatchResult] => [
      r.booking_id,
      {
        nSets: r.n_sets,
        team1: JSON.parse(r.team1) as number[],
        team2: JSON.parse(r.team2) as number[],
        status: r.status,
        proposedTeam: r.proposed_team,
        ...(r.answer_by ? { answerBy: r.answer_by } : {}),
      },
    ]),
  );
  return new Map(past.map((b) => [b.id, saved.get(b.id) ?? { nSets: sets.get(b.booking_type_id) ?? 3, team1: [], team2: [] }]));
}

/**
 * The caller's place in a booking they took part in. Someone not in it finds it as absent as a missing
 * booking, unless anyone may see it (a joinable match: then they are told why); an invited player who never
 * accepted did not play.
 */
export async function playerOfMatch(trx: Tx, cat: Catalogue, bookingId: number, customerId: number, now: Instant) {
  const b = await findBooking(trx, { id: bookingId });
  if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
  const players = await findParticipants(trx, [b.id]);
  const mine = players.find((p) => p.customer_id === customerId && tookPart(p.state));
  if (!mine) {
    // Someone else's booking is as absent as a missing one, unless anyone may see it (an open match).
    const invited = players.some((p) => p.customer_id === customerId && holdsPlace(p.state));
    if (!invited && !isOpenMatch(b, cat.typeById.get(b.booking_type_id))) throw new AppError('not_found', 'bookingNotFound');
    throw new AppError('forbidden', 'resultsPlayersOnly');
  }
  return { b, players, mine };
}

/** POST /api/publicbookings/save-results: a player proposes the result (and the teams of players without one). */
export async function saveResults(
  deps: ResultsDeps & ResultMailDeps,
  session: SessionClaims | null,
  body: SaveResultsBody,
): Promise<{ team1: number[]; team2: number[] }> {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const customer = await authorizeCustomer(deps.db, session, session.customerId);
  const cat = await getCatalogue(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const { b, players, mine } = await playerOfMatch(trx, cat, body.bookingId, customer.id, now);
    if (b.ends_at > now) throw new AppError('conflict', 'resultsNotFinished');
    if ((await findResults(trx, [b.id])).length) throw new AppError('conflict', 'resultsAlreadySaved');
    const nSets = (await findResultSets(trx, [b.booking_type_id])).get(b.booking_type_id) ?? 3;
    const issue = resultsProblem(nSets, body.team1, body.team2);
    if (issue) throw resultRefusal(issue, nSets, body.team1, body.team2);
    const teams = lineUp(players, mine, body.teams ?? [], b.max_participants);
    for (const [id, team] of teams.changed) await setParticipantTeam(trx, id, team);
    const answerBy = toInstant(new Date(Date.parse(now) + RESULT_ANSWER_HOURS * 3_600_000));
    const proposal = { bookingId: b.id, nSets, team1: body.team1, team2: body.team2, savedBy: customer.id, now };
    const proposedTeam = teams.of(mine.id);
    if (!(await insertResult(trx, { ...proposal, proposedTeam, answerBy }))) throw new AppError('conflict', 'resultsAlreadySaved');
    // The other team hears of it, to confirm or dispute it within the window.
    await mailResultPlayers(trx, deps, b, {
      kind: 'proposed',
      actorId: customer.id,
      proposedTeam,
      team1: body.team1,
      team2: body.team2,
      answerBy,
    });
    return { team1: body.team1, team2: body.team2 };
  });
}

/** The refusal of a result's problem, in the caller's language (the set and its score when it is one set's). */
export function resultRefusal(issue: ResultIssue, nSets: number, team1: readonly number[], team2: readonly number[]): AppError {
  const set = issue.set ?? 0;
  return new AppError('bad_request', RESULT_PROBLEM_KEYS[issue.problem], {
    sets: nSets,
    set,
    score: set ? `${team1[set - 1] ?? ''}-${team2[set - 1] ?? ''}` : '',
  });
}

const RESULT_PROBLEM_KEYS = {
  fillThreeSets: 'resultsFillThreeSets',
  fillOneResult: 'resultsFillOneResult',
  setsUneven: 'resultsSetsUneven',
  tooManySets: 'resultsTooManySets',
  impossibleSet: 'resultsImpossibleSet',
  setAfterWin: 'resultsSetAfterWin',
} as const;

/**
 * The teams of a proposed result: each player who took part keeps the team they chose; the proposer may set
 * their own and those of players without one. Refused: a place that did not take part, someone else's chosen
 * team, a player left without a team, a team over its size.
 */
function lineUp(
  players: readonly ParticipantRow[],
  mine: ParticipantRow,
  given: NonNullable<SaveResultsBody['teams']>,
  maxParticipants: number,
) {
  const playing = players.filter((p) => p.customer_id !== null && tookPart(p.state));
  const team = new Map(playing.map((p) => [p.id, p.team]));
  const changed = new Map<number, 0 | 1>();
  for (const g of given) {
    const p = playing.find((x) => x.id === g.id);
    if (!p) throw new AppError('bad_request', 'resultsTeamUnknown');
    if (p.team === g.team) continue;
    if (p.id !== mine.id && (p.team === Team.Team1 || p.team === Team.Team2))
      throw new AppError('forbidden', 'resultsTeamChosen', { name: `${p.name ?? ''} ${p.surname ?? ''}`.trim() });
    team.set(p.id, g.team);
    changed.set(p.id, g.team);
  }
  if ([...team.values()].some((t) => t !== Team.Team1 && t !== Team.Team2)) throw new AppError('bad_request', 'resultsChooseTeams');
  const sizes = teamSizes(maxParticipants);
  for (const t of [Team.Team1, Team.Team2] as const)
    if ([...team.values()].filter((x) => x === t).length > sizes[t]) throw new AppError('conflict', 'teamFull');
  return { changed, of: (id: number) => team.get(id) ?? Team.Team1 };
}

/** The demo club's past results (db/seed): the teams as the demo says, the result standing as if confirmed. */
export async function recordSeedResult(
  trx: Tx,
  r: { bookingId: number; team1: number[]; team2: number[]; teams: [number[], number[]]; savedBy: number; now: Instant },
): Promise<void> {
  const b = await findBooking(trx, { id: r.bookingId });
  if (!b) throw new Error(`no booking ${r.bookingId}`);
  for (const p of await findParticipants(trx, [b.id])) {
    const t = r.teams.findIndex((ids) => p.customer_id !== null && ids.includes(p.customer_id));
    if (t === 0 || t === 1) await setParticipantTeam(trx, p.id, t);
  }
  const nSets = (await findResultSets(trx, [b.booking_type_id])).get(b.booking_type_id) ?? 3;
  const proposal = { bookingId: b.id, nSets, team1: r.team1, team2: r.team2, savedBy: r.savedBy, now: r.now };
  await insertResult(trx, { ...proposal, proposedTeam: Team.Team1, answerBy: r.now });
  await moveResultStatus(trx, b.id, 'proposed', { status: 'confirmed', answeredBy: null, now: r.now });
  await applyStandingResult(trx, b.id, r.now);
}
