/** Kysely reads and writes of the staff's trainings editor: trainings, their teams and members, media, coaches. */
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { TeamsTable, TrainingMediaTable, TrainingsTable } from '../../db/schema.js';

const trainingColumns = [
  't.id',
  't.team_id',
  't.starts_at',
  't.duration_minutes',
  't.description',
  't.public_comments',
  't.coach_staff_id',
  't.active',
  'teams.name as team_name',
  's.name as coach_name',
] as const;

/**
 * Trainings, the latest to start first; archived ones only when asked; `coachId`: only those that staff account
 * coaches (a coach's own).
 */
export function findStaffTrainings(db: Executor, opts: { archived: boolean; coachId: number | null }) {
  let q = db
    .selectFrom('trainings as t')
    .innerJoin('teams', 'teams.id', 't.team_id')
    .leftJoin('staff_accounts as s', 's.id', 't.coach_staff_id')
    .select(trainingColumns);
  // An archived team's trainings are archived with it.
  if (!opts.archived) q = q.where('t.active', '=', 1).where('teams.archived', '=', 0);
  if (opts.coachId !== null) q = q.where('t.coach_staff_id', '=', opts.coachId);
  return q.orderBy('t.starts_at', 'desc').orderBy('t.id', 'desc').execute();
}
export type StaffTrainingRow = Awaited<ReturnType<typeof findStaffTrainings>>[number];

export function findStaffTraining(db: Executor, id: number) {
  return db
    .selectFrom('trainings as t')
    .innerJoin('teams', 'teams.id', 't.team_id')
    .leftJoin('staff_accounts as s', 's.id', 't.coach_staff_id')
    .select(trainingColumns)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Every training's id and description and comments in the default language (the club texts' kind `training`). */
export function findAllTrainingTexts(db: Executor) {
  return db
    .selectFrom('trainings as t')
    .innerJoin('teams', 'teams.id', 't.team_id')
    .select(['t.id', 't.starts_at', 't.description', 't.public_comments', 'teams.name as team_name'])
    .orderBy('t.starts_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** Every team, archived ones too. */
export function findTeams(db: Executor) {
  return db.selectFrom('teams').select(['id', 'name', 'archived']).orderBy('name').orderBy('id').execute();
}
export type TeamRow = Awaited<ReturnType<typeof findTeams>>[number];

export function findTeam(db: Executor, id: number) {
  return db.selectFrom('teams').select(['id', 'name', 'archived']).where('id', '=', id).executeTakeFirst();
}

export function findTeamMembers(db: Executor, teamIds: number[]) {
  if (!teamIds.length) return Promise.resolve([]);
  return db
    .selectFrom('team_members as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .select(['m.team_id', 'c.id', 'c.name', 'c.surname'])
    .where('m.team_id', 'in', teamIds)
    .orderBy('c.name')
    .orderBy('c.surname')
    .orderBy('c.id')
    .execute();
}

/** The customers of `ids` that exist. */
export async function findExistingCustomers(db: Executor, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('customers').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The active staff accounts a training may name as its coach, by name. */
export function findCoachChoices(db: Executor) {
  return db.selectFrom('staff_accounts').select(['id', 'name']).where('active', '=', 1).orderBy('name').orderBy('id').execute();
}

export async function insertTeamRow(db: Executor, name: string): Promise<number> {
  const { id } = await db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTeam(db: Executor, id: number, values: Updateable<TeamsTable>): Promise<void> {
  await db.updateTable('teams').set(values).where('id', '=', id).execute();
}

export async function replaceTeamMembers(db: Executor, teamId: number, memberIds: number[]): Promise<void> {
  await db.deleteFrom('team_members').where('team_id', '=', teamId).execute();
  if (memberIds.length)
    await db
      .insertInto('team_members')
      .values(memberIds.map((customer_id) => ({ team_id: teamId, customer_id })))
      .execute();
}

export async function insertTrainingRow(
  db: Executor,
  values: Pick<TrainingsTable, 'team_id' | 'starts_at' | 'duration_minutes' | 'description' | 'public_comments' | 'coach_staff_id'>,
): Promise<number> {
  const { id } = await db.insertInto('trainings').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTraining(db: Executor, id: number, values: Updateable<TrainingsTable>): Promise<void> {
  await db.updateTable('trainings').set(values).where('id', '=', id).execute();
}

export async function insertMediaRow(
  db: Executor,
  m: { trainingId: number; kind: TrainingMediaTable['kind']; title: string; location: string },
): Promise<number> {
  const last = await db
    .selectFrom('training_media')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('training_id', '=', m.trainingId)
    .executeTakeFirst();
  const { id } = await db
    .insertInto('training_media')
    .values({ training_id: m.trainingId, kind: m.kind, title: m.title, location: m.location, sort_order: Number(last?.last ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findMediaRow(db: Executor, trainingId: number, mediaId: number) {
  return db.selectFrom('training_media').selectAll().where('training_id', '=', trainingId).where('id', '=', mediaId).executeTakeFirst();
}

export async function deleteMediaRow(db: Executor, mediaId: number): Promise<void> {
  await db.deleteFrom('training_media').where('id', '=', mediaId).execute();
}

export async function storedFileExists(db: Executor, name: string): Promise<boolean> {
  return (await db.selectFrom('stored_files').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

export function findAbsentIds(db: Executor, trainingIds: number[]) {
  if (!trainingIds.length) return Promise.resolve([]);
  return db.selectFrom('training_absences').select(['training_id', 'customer_id']).where('training_id', 'in', trainingIds).execute();
}

export async function replaceAbsences(db: Executor, trainingId: number, customerIds: number[]): Promise<void> {
  await db.deleteFrom('training_absences').where('training_id', '=', trainingId).execute();
  if (customerIds.length)
    await db
      .insertInto('training_absences')
      .values(customerIds.map((customer_id) => ({ training_id: trainingId, customer_id })))
      .execute();
}
