import type { StaffTeam, StaffTeamBody } from '@clubportal/contract/staff-trainings';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { translationsOf, type ClubTextOwnerRow } from '../club-texts/index.js';
import { trainingClubOf, writeTexts, type TrainingAdminDeps, type TrainingClub, type WriteCtx } from './training-club.js';
import {
  findExistingCustomers,
  findTeam,
  findTeamMembers,
  findTeams,
  insertTeamRow,
  replaceTeamMembers,
  updateTeam,
  type TeamRow,
} from './trainings-admin.repository.js';

/**
 * The staff's training teams (issue 32 §5): a team's name per language and its members, and archiving. A team is
 * archived, never deleted: its trainings and who did not show stay, members no longer see its trainings, and a
 * training can no longer be made for it (the editor's team picker leaves it out) until it is brought back. Each
 * write is one unit of work holding the team's row, audited `training_team.*`.
 */

export async function teamsOut(db: Executor, rows: TeamRow[], club: TrainingClub): Promise<StaffTeam[]> {
  const ids = rows.map((r) => r.id);
  const [members, texts] = await Promise.all([
    findTeamMembers(db, ids),
    translationsOf(db, 'training-team', ids, ['name'] as const, club.languages),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    archived: r.archived === 1,
    members: members.filter((m) => m.team_id === r.id).map((m) => ({ id: m.id, name: `${m.name} ${m.surname}`.trim() })),
    texts: texts.get(r.id) ?? {},
  }));
}

/** The club texts' kind `training-team`: every team's name (an archived team's is read by nobody). */
export async function clubTextsOfTrainingTeams(db: Executor): Promise<ClubTextOwnerRow[]> {
  return (await findTeams(db)).filter((t) => t.archived === 0).map((t) => ({ id: t.id, label: t.name, texts: { name: t.name } }));
}

async function oneTeam(trx: Executor, id: number, club: TrainingClub): Promise<StaffTeam> {
  const row = await findTeam(trx, id);
  if (!row) throw new AppError('not_found', 'trainingTeamGone');
  return (await teamsOut(trx, [row], club))[0]!;
}

/** A team a training may be made or changed for: it exists and is not archived. */
export async function checkTeamOpen(trx: Executor, teamId: number): Promise<void> {
  const team = await findTeam(trx, teamId);
  if (!team) throw new AppError('bad_request', 'trainingTeamGone');
  if (team.archived === 1) throw new AppError('conflict', 'trainingTeamIsArchived', { name: team.name });
}

async function writeTeam(trx: Tx, ctx: WriteCtx, actor: AuditActor, id: number, body: StaffTeamBody, now: Instant) {
  const ids = [...new Set(body.memberIds)];
  const known = await findExistingCustomers(trx, ids);
  const unknown = ids.find((m) => !known.has(m));
  if (unknown !== undefined) throw new AppError('bad_request', 'trainingUnknownMember', { id: unknown });
  await updateTeam(trx, id, { name: body.name });
  await replaceTeamMembers(trx, id, ids);
  const owner = { entity: 'training-team' as const, row: { id, label: body.name, texts: { name: body.name } } };
  await writeTexts(trx, ctx, actor, owner, ['name'] as const, body.texts, now);
}

const auditedTeam = (t: StaffTeam) => ({ name: t.name, memberIds: t.members.map((m) => m.id).sort((a, b) => a - b) });

/** Writes a new team in the caller's unit of work, audited `training_team.create` (the staff's create and the demo seed). */
export async function writeNewTeam(trx: Tx, ctx: WriteCtx, actor: AuditActor, body: StaffTeamBody, now: Instant): Promise<StaffTeam> {
  const id = await insertTeamRow(trx, body.name);
  await writeTeam(trx, ctx, actor, id, body, now);
  const out = await oneTeam(trx, id, ctx.club);
  await recordAudit(
    trx,
    { actor, action: 'training_team.create', entity: 'training_team', entityId: id, before: null, after: auditedTeam(out) },
    now,
  );
  return out;
}

export async function createTrainingTeam(deps: TrainingAdminDeps, actor: AuditActor, body: StaffTeamBody): Promise<StaffTeam> {
  const club = await trainingClubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, (trx) => writeNewTeam(trx, { caches: deps.caches, club }, actor, body, now));
}

/** Opens a write's unit of work on a team: its row held; refused when it is gone. */
async function onTeam<T>(
  deps: TrainingAdminDeps,
  id: number,
  work: (trx: Tx, before: StaffTeam, club: TrainingClub, now: Instant) => Promise<T>,
): Promise<T> {
  const club = await trainingClubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'teams', id))) throw new AppError('not_found', 'trainingTeamGone');
    return work(trx, await oneTeam(trx, id, club), club, now);
  });
}

/** Renames a team and sets who is in it (members see its trainings, past ones included); an archived one is refused. */
export async function editTrainingTeam(deps: TrainingAdminDeps, actor: AuditActor, id: number, body: StaffTeamBody): Promise<StaffTeam> {
  return onTeam(deps, id, async (trx, before, club, now) => {
    if (before.archived) throw new AppError('conflict', 'trainingTeamIsArchived', { name: before.name });
    await writeTeam(trx, { caches: deps.caches, club }, actor, id, body, now);
    const after = await oneTeam(trx, id, club);
    const change = changedFields(auditedTeam(before), auditedTeam(after));
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'training_team.edit', entity: 'training_team', entityId: id, ...change }, now);
    return after;
  });
}

/** Archives (true: its trainings off the members' lists, kept with who did not show) or brings back (false) a team. */
export async function archiveTrainingTeam(deps: TrainingAdminDeps, actor: AuditActor, id: number, archived: boolean): Promise<StaffTeam> {
  return onTeam(deps, id, async (trx, before, club, now) => {
    if (before.archived === archived) return before;
    await updateTeam(trx, id, { archived: archived ? 1 : 0 });
    await recordAudit(
      trx,
      {
        actor,
        action: archived ? 'training_team.archive' : 'training_team.unarchive',
        entity: 'training_team',
        entityId: id,
        before: { archived: !archived },
        after: { archived },
      },
      now,
    );
    return oneTeam(trx, id, club);
  });
}
