import { effectiveTeam, resultsProblem, type SaveResultsBody } from '@clubportal/contract/booking-results';
import { holdsPlace, type BookingDetail } from '@clubportal/contract/bookings';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/access.service.js';
import { recordMatchLevels, type MatchPlayer } from '../levels/level-history.service.js';
import { getCatalogue } from './booking-catalogue.service.js';
import { isLive } from './booking-standing.js';
import { findBooking, findParticipants, type BookingRow, type ParticipantRow } from './bookings.repository.js';
import { findResults, findResultSets, insertResult } from './results.repository.js';

/**
 * Match results (issue 23 section 3; spec "Booking results", section 4 "Results", section 5). Only a player
 * of the booking (a place they hold) saves, once the match is over, while it has no result; the sets follow
 * the contract's rule (`resultsProblem`) for the type's number of sets (`booking_types.result_sets`, 3 unless
 * the club says 5). The result is stored once (a second save, however concurrent, is refused) and moves the
 * players' club levels in the same unit of work (levels/level-history.service.ts).
 */
export type ResultsDeps = { db: Db; clock: Clock };

type Result = NonNullable<BookingDetail['results']>;

/**
 * The `results` of booking details: a past booking's saved result, or `{ nSets, team1: [], team2: [] }` while
 * it has none (the results page's grid needs the number of sets); bookings still to come have none (absent).
 */
export async function matchResultsOf(
  db: Executor,
  bookings: ReadonlyArray<Pick<BookingRow, 'id' | 'booking_type_id' | 'ends_at'>>,
  now: Instant,
): Promise<Map<number, Result>> {
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
    rows.map((r) => [r.booking_id, { nSets: r.n_sets, team1: JSON.parse(r.team1) as number[], team2: JSON.parse(r.team2) as number[] }]),
  );
  return new Map(past.map((b) => [b.id, saved.get(b.id) ?? { nSets: sets.get(b.booking_type_id) ?? 3, team1: [], team2: [] }]));
}

/** POST /api/publicbookings/save-results */
export async function saveResults(
  deps: ResultsDeps,
  session: SessionClaims | null,
  body: SaveResultsBody,
): Promise<{ team1: number[]; team2: number[] }> {
  if (!session) throw new AppError('unauthorized', 'loginRequired');
  const customer = await authorizeCustomer(deps.db, session, session.customerId);
  const cat = await getCatalogue(deps.db, deps.clock);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const b = await findBooking(trx, { id: body.bookingId });
    if (!b || !isLive(b, now)) throw new AppError('not_found', 'bookingNotFound');
    const players = await findParticipants(trx, [b.id]);
    if (!players.some((p) => p.customer_id === customer.id && holdsPlace(p.state))) {
      // Someone else's booking is as absent as a missing one, unless anyone may see it (a joinable match).
      if (cat.typeById.get(b.booking_type_id)?.allow_join !== 1) throw new AppError('not_found', 'bookingNotFound');
      throw new AppError('forbidden', 'resultsPlayersOnly');
    }
    if (b.ends_at > now) throw new AppError('conflict', 'resultsNotFinished');
    if ((await findResults(trx, [b.id])).length) throw new AppError('conflict', 'resultsAlreadySaved');
    const nSets = (await findResultSets(trx, [b.booking_type_id])).get(b.booking_type_id) ?? 3;
    const problem = resultsProblem(nSets, body.team1, body.team2);
    if (problem) throw new AppError('bad_request', RESULT_PROBLEM_KEYS[problem], { sets: nSets });
    if (!(await storeResult(trx, { booking: b, players, nSets, team1: body.team1, team2: body.team2, savedBy: customer.id, now })))
      throw new AppError('conflict', 'resultsAlreadySaved');
    return { team1: body.team1, team2: body.team2 };
  });
}

const RESULT_PROBLEM_KEYS = {
  fillThreeSets: 'resultsFillThreeSets',
  fillOneResult: 'resultsFillOneResult',
  setsUneven: 'resultsSetsUneven',
  tooManySets: 'resultsTooManySets',
} as const;

/**
 * Stores a checked result and moves its players' levels; false when the booking already had one (the
 * primary key decides between two saves at once). Players are in the team they chose, or by position
 * (contract `effectiveTeam`); open places play for nobody.
 */
async function storeResult(
  trx: Tx,
  r: { booking: BookingRow; players: ParticipantRow[]; nSets: number; team1: number[]; team2: number[]; savedBy: number; now: Instant },
): Promise<boolean> {
  if (
    !(await insertResult(trx, { bookingId: r.booking.id, nSets: r.nSets, team1: r.team1, team2: r.team2, savedBy: r.savedBy, now: r.now }))
  )
    return false;
  const teams: [MatchPlayer[], MatchPlayer[]] = [[], []];
  for (const p of r.players) {
    if (p.customer_id === null || !holdsPlace(p.state)) continue;
    teams[effectiveTeam(p.team, p.position, r.booking.max_participants)].push({
      customerId: p.customer_id,
      name: `${p.name ?? ''} ${p.surname ?? ''}`.trim(),
    });
  }
  await recordMatchLevels(trx, {
    bookingId: r.booking.id,
    team1: teams[0],
    team2: teams[1],
    scores1: r.team1,
    scores2: r.team2,
    now: r.now,
  });
  return true;
}

/** The demo club's past results (db/seed): saved as a player would, at `now`, without the page's checks. */
export async function recordSeedResult(
  trx: Tx,
  r: { bookingId: number; team1: number[]; team2: number[]; savedBy: number; now: Instant },
): Promise<void> {
  const b = await findBooking(trx, { id: r.bookingId });
  if (!b) throw new Error(`no booking ${r.bookingId}`);
  const nSets = (await findResultSets(trx, [b.booking_type_id])).get(b.booking_type_id) ?? 3;
  await storeResult(trx, {
    booking: b,
    players: await findParticipants(trx, [b.id]),
    nSets,
    team1: r.team1,
    team2: r.team2,
    savedBy: r.savedBy,
    now: r.now,
  });
}
