import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';

/** The saved results of these bookings. */
export function findResults(db: Executor, bookingIds: readonly number[]) {
  if (!bookingIds.length) return Promise.resolve([]);
  return db
    .selectFrom('booking_results')
    .select(['booking_id', 'n_sets', 'team1', 'team2'])
    .where('booking_id', 'in', [...bookingIds])
    .execute();
}

/** Stores a booking's result unless it has one: false when another save got there first (however concurrent). */
export async function insertResult(
  db: Executor,
  r: { bookingId: number; nSets: number; team1: number[]; team2: number[]; savedBy: number; now: Instant },
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
    })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .returning('booking_id')
    .executeTakeFirst();
  return row !== undefined;
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
