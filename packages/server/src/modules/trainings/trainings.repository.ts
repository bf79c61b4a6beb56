import type { Executor } from '../../db/dialect.js';
import type { Instant } from '../../lib/clock.js';
import type { TrainingMediaTable } from '../../db/schema.js';

const trainingColumns = [
  't.id',
  't.starts_at',
  't.duration_minutes',
  't.description',
  't.public_comments',
  't.team_id',
  'teams.name as team_name',
] as const;

/** The trainings of the customer's teams (archived ones, and an archived team's, left out) on one side of `now`: upcoming soonest first, past latest first. */
export async function findTeamTrainings(db: Executor, customerId: number, now: Instant, side: 'next' | 'past', limit: number) {
  return db
    .selectFrom('trainings as t')
    .innerJoin('team_members as m', 'm.team_id', 't.team_id')
    .innerJoin('teams', 'teams.id', 't.team_id')
    .select(trainingColumns)
    .where('m.customer_id', '=', customerId)
    .where('t.active', '=', 1)
    .where('teams.archived', '=', 0)
    .where('t.starts_at', side === 'next' ? '>=' : '<', now)
    .orderBy('t.starts_at', side === 'next' ? 'asc' : 'desc')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}

/** One training, only when the customer is in its team and neither is archived. */
export async function findTeamTraining(db: Executor, customerId: number, trainingId: number) {
  return db
    .selectFrom('trainings as t')
    .innerJoin('team_members as m', 'm.team_id', 't.team_id')
    .innerJoin('teams', 'teams.id', 't.team_id')
    .select(trainingColumns)
    .where('m.customer_id', '=', customerId)
    .where('t.active', '=', 1)
    .where('teams.archived', '=', 0)
    .where('t.id', '=', trainingId)
    .executeTakeFirst();
}

export async function findMedia(db: Executor, trainingIds: number[]) {
  if (trainingIds.length === 0) return [];
  return db
    .selectFrom('training_media')
    .selectAll()
    .where('training_id', 'in', trainingIds)
    .orderBy('training_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findAbsences(db: Executor, customerId: number, trainingIds: number[]) {
  if (trainingIds.length === 0) return [];
  return db
    .selectFrom('training_absences')
    .select('training_id')
    .where('customer_id', '=', customerId)
    .where('training_id', 'in', trainingIds)
    .execute();
}

export async function insertTeam(db: Executor, name: string, memberIds: number[]): Promise<number> {
  const { id } = await db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
  if (memberIds.length > 0)
    await db
      .insertInto('team_members')
      .values(memberIds.map((customer_id) => ({ team_id: id, customer_id })))
      .execute();
  return id;
}

export async function insertTraining(
  db: Executor,
  t: { teamId: number; startsAt: Instant; durationMinutes: number; description: string; publicComments: string },
  media: Array<{ kind: TrainingMediaTable['kind']; title: string; location: string }>,
  absentIds: number[],
): Promise<number> {
  const { id } = await db
    .insertInto('trainings')
    .values({
      team_id: t.teamId,
      starts_at: t.startsAt,
      duration_minutes: t.durationMinutes,
      description: t.description,
      public_comments: t.publicComments,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (media.length > 0)
    await db
      .insertInto('training_media')
      .values(media.map((m, i) => ({ training_id: id, kind: m.kind, title: m.title, location: m.location, sort_order: i })))
      .execute();
  if (absentIds.length > 0)
    await db
      .insertInto('training_absences')
      .values(absentIds.map((customer_id) => ({ training_id: id, customer_id })))
      .execute();
  return id;
}
