/** Kysely reads and writes of the staff's activities editor: every activity, published or not, and its sports. */
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { ActivitiesTable } from '../../db/schema.js';

/** Every activity, the latest to start first (what is to come and what runs now lead the list). */
export function findAllActivities(db: Executor) {
  return db.selectFrom('activities').selectAll().orderBy('start_at', 'desc').orderBy('id', 'desc').execute();
}
export type AdminActivityRow = Awaited<ReturnType<typeof findAllActivities>>[number];

/** An activity whether or not it is published. */
export function findAnyActivity(db: Executor, id: number) {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateActivity(db: Executor, id: number, values: Updateable<ActivitiesTable>): Promise<void> {
  await db.updateTable('activities').set(values).where('id', '=', id).execute();
}

/** The sports of each activity, by activity. */
export async function findSportsOf(db: Executor, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('activity_sports')
    .select(['activity_id', 'booking_type_id'])
    .where('activity_id', 'in', ids)
    .orderBy('booking_type_id')
    .execute();
  for (const r of rows) out.set(r.activity_id, [...(out.get(r.activity_id) ?? []), r.booking_type_id]);
  return out;
}

export async function deleteActivitySports(db: Executor, activityId: number): Promise<void> {
  await db.deleteFrom('activity_sports').where('activity_id', '=', activityId).execute();
}

/** The booking types an activity may be about, in the grid's order. */
export function findSportChoices(db: Executor) {
  return db.selectFrom('booking_types').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
}

/** The answers JSON of every sign-up of an activity (ended ones too: their answers stay). */
export function findSignupAnswers(db: Executor, activityId: number) {
  return db.selectFrom('activity_signups').select('answers').where('activity_id', '=', activityId).execute();
}
