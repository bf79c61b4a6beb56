import type { ResultStatus } from '@clubportal/contract/booking-results';
import type { Executor } from '../../../db/dialect.js';
import type { Instant } from '../../../lib/clock.js';

/** The saved results of these bookings. */
export function findResults(db: Executor, bookingIds: readonly number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_results')
    .select(['booking_id', 'n_sets', 'team1', 'team2', 'status', 'proposed_team', 'answer_by', 'saved_by'])
    .where('booking_id', 'in', [...bookingIds])
    .execute();
}
export type ResultRow = Awaited<ReturnType<typeof findResults>>[number];

/** Stores a proposed result unless the booking has one: false when another save got there first (however concurrent). */
export async function insertResult(
  db: Executor,
  r: {
    bookingId: number;
    nSets: number;
    team1: number[];
    team2: number[];
    savedBy: number;
    proposedTeam: number;
    answerBy: Instant;
    now: Instant;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('booking_results')
    .values({
      booking_id: r.bookingId,
      n_sets: r.nSets,
      team1: JSON.stringify(r.team1),
      team2: JSON.stringify(r.team2),
      saved_by: r.savedBy,
      created_at: r.now,
      status: 'proposed',
      proposed_team: r.proposedTeam,
      answer_by: r.answerBy,
    })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning('booking_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves a result from `from` to `to` (with new sets when staff settle it), in one conditional statement: of an
 * answer and the window's job racing, one wins. False when the result was not in `from` any more.
 */
export async function moveResultStatus(
  db: Executor,
  bookingId: number,
  from: ResultStatus,
  to: { status: ResultStatus; answeredBy: number | null; now: Instant; sets?: { team1: number[]; team2: number[] } },
): Promise<boolean> {
  const res = await db
    .updateTable('booking_results')
    .set({
      status: to.status,
      answered_by: to.answeredBy,
      answered_at: to.now,
      ...(to.sets ? { team1: JSON.stringify(to.sets.team1), team2: JSON.stringify(to.sets.team2) } : {}),
    })
    .where('booking_id', '=', bookingId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Proposed results whose other team let the window pass (the job makes them stand). */
export async function findLapsedProposals(db: Executor, now: Instant, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_results')
    .select('booking_id')
    .where('status', '=', 'proposed')
    .where('answer_by', '<=', now)
    .orderBy('answer_by')
    .limit(limit)
    .execute();
  return rows.map((r) => r.booking_id);
}

/** Disputed results, oldest first: what staff have to settle. */
export function findDisputedResults(db: Executor) {
  return db
    .selectFrom('booking_results')
    .select(['booking_id', 'n_sets', 'team1', 'team2', 'proposed_team', 'saved_by', 'answered_by', 'answered_at'])
    .where('status', '=', 'disputed')
    .orderBy('answered_at')
    .execute();
}

/** How many sets a match of each type has (3 or 5). */
export async function findResultSets(db: Executor, bookingTypeIds: readonly number[]): Promise<Map<number, number>> {
  if (!bookingTypeIds.length) return new Map();
  const rows = await db
    .selectFrom('booking_types')
    .select(['id', 'result_sets'])
    .where('id', 'in', [...bookingTypeIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.result_sets]));
}

/** Staff's setting (the seed and tests use it): best of 3 or best of 5. */
export async function setResultSets(db: Executor, bookingTypeId: number, sets: 3 | 5) {
  await db.updateTable('booking_types').set({ result_sets: sets }).where('id', '=', bookingTypeId).execute();
}
