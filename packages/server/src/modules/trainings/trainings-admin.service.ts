import { instantToLocal, localToInstant } from '@clubportal/contract/club-time';
import type { StaffTraining, StaffTrainingBody, StaffTrainingMediaBody, StaffTrainings } from '@clubportal/contract/staff-trainings';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { TrainingMediaTable } from '../../db/schema.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { fileLinks, type FileLinks } from '../../lib/file-links.js';
import { keepFilesPrivate } from '../../lib/file-storage.js';
import type { VerifiedType } from '../../lib/upload-types.js';
import { translationsOf, type ClubTextOwnerRow } from '../club-texts/index.js';
import {
  trainingClubOf,
  writeTexts,
  type TrainingAdminDeps,
  type TrainingClub,
  type TrainingViewer,
  type WriteCtx,
} from './training-club.js';
import { checkTeamOpen, teamsOut } from './training-teams.service.js';
import {
  deleteMediaRow,
  findAbsentIds,
  findAllTrainingTexts,
  findCoachChoices,
  findMediaRow,
  findStaffTraining,
  findStaffTrainings,
  findTeamMembers,
  findTeams,
  insertMediaRow,
  insertTrainingRow,
  replaceAbsences,
  storedFileExists,
  updateTraining,
  type StaffTrainingRow,
} from './trainings-admin.repository.js';
import { findMedia } from './trainings.repository.js';

/**
 * The staff's trainings (issue 32 §5): teams and their members, and each team's trainings with their schedule,
 * coach, texts per language, gallery photos, videos and files. Everything a member sees of a training is written
 * here. A coach (`rosters.own` without `activities.write` or `rosters.all`) reads only the trainings naming them as
 * coach: the filter is the server's. Each write is one unit of work holding the training's row, audited as
 * `training.*` (teams: `training-teams.service.ts`); translations go through the club texts (audited `club_text.*`). A training is
 * archived, never deleted: who did not show points at it. Media become private files, served to the team's members
 * on signed links only.
 */

const local = (instant: string, zone: string) => {
  const l = instantToLocal(instant, zone);
  return `${l.date}T${l.time}`;
};

/** A club wall-clock time as an instant; a time the clocks skip is refused with a sentence. */
function instantOf(value: string, zone: string): Instant {
  const [date, time] = value.split('T') as [string, string];
  const result = localToInstant({ date, time }, zone);
  if (!result.ok)
    throw new AppError('bad_request', 'activityTimeSkipped', { time: `${date} ${time}`, from: result.gapStart, to: result.gapEnd });
  return result.instant as Instant;
}

async function trainingsOut(db: Executor, links: FileLinks, rows: StaffTrainingRow[], club: TrainingClub): Promise<StaffTraining[]> {
  const ids = rows.map((r) => r.id);
  const [media, texts, absences] = await Promise.all([
    findMedia(db, ids),
    translationsOf(db, 'training', ids, ['description', 'publicComments'] as const, club.languages),
    findAbsentIds(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    teamId: r.team_id,
    teamName: r.team_name,
    start: local(r.starts_at, club.zone),
    duration: r.duration_minutes,
    coachId: r.coach_staff_id,
    coachName: r.coach_name,
    description: r.description,
    publicComments: r.public_comments,
    archived: r.active !== 1,
    absentIds: absences
      .filter((a) => a.training_id === r.id)
      .map((a) => a.customer_id)
      .sort((a, b) => a - b),
    texts: texts.get(r.id) ?? {},
    media: media
      .filter((m) => m.training_id === r.id)
      .map((m) => ({ id: m.id, kind: m.kind, title: m.title, location: m.location, link: links.link(m.location) })),
  }));
}

/** GET /api/staff/trainings: the trainings the viewer may see (every one, or a coach's own), the teams and the coaches. */
export async function listStaffTrainings(
  deps: TrainingAdminDeps,
  viewer: TrainingViewer,
  opts: { archived: boolean },
): Promise<StaffTrainings> {
  const club = await trainingClubOf(deps);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const [rows, teams, coaches] = await Promise.all([
    findStaffTrainings(deps.db, { archived: opts.archived, coachId: viewer.all ? null : viewer.staffId }),
    findTeams(deps.db),
    findCoachChoices(deps.db),
  ]);
  // A coach reads the teams they train, not every team of the club and its members.
  const seen = new Set(rows.map((r) => r.team_id));
  return {
    trainings: await trainingsOut(deps.db, links, rows, club),
    teams: await teamsOut(
      deps.db,
      teams.filter((t) => viewer.all || seen.has(t.id)),
      club,
    ),
    coaches,
    all: viewer.all,
    zone: club.zone,
    defaultLanguage: club.defaultLanguage,
    languages: club.languages,
  };
}

/** The club texts' kind `training`: every training, its description and comments in the default language. */
export async function clubTextsOfTrainings(db: Executor): Promise<ClubTextOwnerRow[]> {
  const rows = await findAllTrainingTexts(db);
  return rows.map((r) => ({
    id: r.id,
    label: `${r.team_name} · ${r.starts_at.slice(0, 10)}`,
    texts: { description: r.description, publicComments: r.public_comments },
  }));
}

async function checkTrainingRefs(trx: Tx, body: StaffTrainingBody) {
  await checkTeamOpen(trx, body.teamId);
  if (body.coachId !== null && !(await findCoachChoices(trx)).some((c) => c.id === body.coachId))
    throw new AppError('bad_request', 'trainingUnknownCoach');
}

const columnsOf = (body: StaffTrainingBody, club: TrainingClub) => ({
  team_id: body.teamId,
  starts_at: instantOf(body.start, club.zone),
  duration_minutes: body.duration,
  description: body.description,
  public_comments: body.publicComments,
  coach_staff_id: body.coachId,
});

async function oneTraining(trx: Executor, deps: Pick<TrainingAdminDeps, 'clock' | 'config'>, id: number, club: TrainingClub) {
  const row = await findStaffTraining(trx, id);
  if (!row) throw new AppError('not_found', 'trainingGone');
  return (await trainingsOut(trx, fileLinks(deps.config.jwtSecret, deps.clock), [row], club))[0]!;
}

/** What the audit keeps of a training: the staff's own words, so before and after compare. */
const audited = (t: StaffTraining) => ({
  teamId: t.teamId,
  start: t.start,
  duration: t.duration,
  coachId: t.coachId,
  description: t.description,
  publicComments: t.publicComments,
});

const trainingOwner = (id: number, body: StaffTrainingBody) => ({
  entity: 'training' as const,
  row: { id, label: body.start, texts: { description: body.description, publicComments: body.publicComments } },
});

/**
 * Writes a new training in the caller's unit of work, audited `training.create`: the staff's create, and the demo
 * seed (so the demo's trainings are made the way a club makes them). `caches`: null for a database no app serves.
 */
export async function writeNewTraining(
  trx: Tx,
  ctx: WriteCtx & { deps: Pick<TrainingAdminDeps, 'clock' | 'config'> },
  actor: AuditActor,
  body: StaffTrainingBody,
  now: Instant,
): Promise<StaffTraining> {
  await checkTrainingRefs(trx, body);
  const id = await insertTrainingRow(trx, columnsOf(body, ctx.club));
  await writeTexts(trx, ctx, actor, trainingOwner(id, body), ['description', 'publicComments'] as const, body.texts, now);
  const out = await oneTraining(trx, ctx.deps, id, ctx.club);
  await recordAudit(trx, { actor, action: 'training.create', entity: 'training', entityId: id, before: null, after: audited(out) }, now);
  return out;
}

export async function createTraining(deps: TrainingAdminDeps, actor: AuditActor, body: StaffTrainingBody): Promise<StaffTraining> {
  const club = await trainingClubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, (trx) => writeNewTraining(trx, { caches: deps.caches, club, deps }, actor, body, now));
}

/** Opens a write's unit of work on a training: its row held; refused when it is gone (or archived, unless `archivedToo`). */
async function onTraining<T>(
  deps: TrainingAdminDeps,
  id: number,
  opts: { archivedToo?: boolean },
  work: (trx: Tx, before: StaffTraining, club: TrainingClub, now: Instant) => Promise<T>,
): Promise<T> {
  const club = await trainingClubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'trainings', id))) throw new AppError('not_found', 'trainingGone');
    const before = await oneTraining(trx, deps, id, club);
    if (before.archived && !opts.archivedToo) throw new AppError('conflict', 'trainingIsArchived', { name: before.teamName });
    return work(trx, before, club, now);
  });
}

/** Changes a training's team, schedule, coach and texts. */
export async function editTraining(
  deps: TrainingAdminDeps,
  actor: AuditActor,
  id: number,
  body: StaffTrainingBody,
): Promise<StaffTraining> {
  return onTraining(deps, id, {}, async (trx, before, club, now) => {
    await checkTrainingRefs(trx, body);
    await updateTraining(trx, id, columnsOf(body, club));
    await writeTexts(
      trx,
      { caches: deps.caches, club },
      actor,
      trainingOwner(id, body),
      ['description', 'publicComments'] as const,
      body.texts,
      now,
    );
    const after = await oneTraining(trx, deps, id, club);
    const change = changedFields(audited(before), audited(after));
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'training.edit', entity: 'training', entityId: id, ...change }, now);
    return after;
  });
}

/** Archives (true: off the members' lists, kept for its history) or brings back (false) a training. */
export async function archiveTraining(deps: TrainingAdminDeps, actor: AuditActor, id: number, archived: boolean): Promise<StaffTraining> {
  return onTraining(deps, id, { archivedToo: true }, async (trx, before, club, now) => {
    if (before.archived === archived) return before;
    await updateTraining(trx, id, { active: archived ? 0 : 1 });
    await recordAudit(
      trx,
      {
        actor,
        action: archived ? 'training.archive' : 'training.unarchive',
        entity: 'training',
        entityId: id,
        before: { archived: !archived },
        after: { archived },
      },
      now,
    );
    return oneTraining(trx, deps, id, club);
  });
}

const UPLOAD_PREFIX = '/uploads/';

/** Adds a media row in the caller's unit of work: its stored file becomes private; audited `training.media_add`. */
async function writeMedia(
  trx: Tx,
  actor: AuditActor,
  id: number,
  media: { kind: TrainingMediaTable['kind']; title: string; location: string },
  now: Instant,
) {
  if (media.kind === 'gallery' || !/^(\/|[a-z][a-z0-9+.-]*:)/i.test(media.location)) await keepFilesPrivate(trx, [media.location]);
  const mediaId = await insertMediaRow(trx, { trainingId: id, ...media });
  await recordAudit(
    trx,
    { actor, action: 'training.media_add', entity: 'training', entityId: id, before: null, after: { mediaId, ...media } },
    now,
  );
}

/** The row a media body adds: a gallery photo by its uploaded file's name (it must be among the uploads). */
async function mediaOf(trx: Tx, body: StaffTrainingMediaBody) {
  if (body.kind !== 'gallery') return { kind: body.kind, title: body.title, location: body.location };
  const name = body.location.startsWith(UPLOAD_PREFIX) ? body.location.slice(UPLOAD_PREFIX.length) : body.location;
  if (!(await storedFileExists(trx, name))) throw new AppError('bad_request', 'trainingPhotoNotUploaded');
  return { kind: body.kind, title: '', location: name };
}

/** Seed and staff alike: a training's photo, video or file added in the caller's unit of work. */
export async function writeTrainingMedia(trx: Tx, actor: AuditActor, id: number, body: StaffTrainingMediaBody, now: Instant) {
  await writeMedia(trx, actor, id, await mediaOf(trx, body), now);
}

/** Adds a gallery photo (already uploaded), a video link or a file link to a training. */
export async function addTrainingMedia(deps: TrainingAdminDeps, actor: AuditActor, id: number, body: StaffTrainingMediaBody) {
  return onTraining(deps, id, {}, async (trx, _before, club, now) => {
    await writeTrainingMedia(trx, actor, id, body, now);
    return oneTraining(trx, deps, id, club);
  });
}

/** An uploaded file (its type checked by its content) stored private as the training's, with its title. */
export async function uploadTrainingFile(
  deps: TrainingAdminDeps,
  actor: AuditActor,
  id: number,
  file: { title: string; data: Buffer; type: VerifiedType; name: string },
) {
  return onTraining(deps, id, {}, async (trx, _before, club, now) => {
    await deps.storage.put(trx, file.name, file.data, file.type.mime, { private: true });
    await writeMedia(trx, actor, id, { kind: 'file', title: file.title, location: file.name }, now);
    return oneTraining(trx, deps, id, club);
  });
}

/** Takes a photo, video or file off a training (its stored file stays, private, for the history). */
export async function removeTrainingMedia(deps: TrainingAdminDeps, actor: AuditActor, id: number, mediaId: number) {
  return onTraining(deps, id, {}, async (trx, _before, club, now) => {
    const row = await findMediaRow(trx, id, mediaId);
    if (!row) throw new AppError('not_found', 'trainingMediaGone');
    await deleteMediaRow(trx, mediaId);
    const before = { mediaId, kind: row.kind, title: row.title, location: row.location };
    await recordAudit(trx, { actor, action: 'training.media_remove', entity: 'training', entityId: id, before, after: null }, now);
    return oneTraining(trx, deps, id, club);
  });
}

/** Sets who did not show, in the caller's unit of work (the coach's roster and the demo seed), audited `training.attendance`. */
export async function writeAbsences(trx: Tx, actor: AuditActor, training: StaffTraining, absentIds: number[], now: Instant) {
  const ids = [...new Set(absentIds)].sort((a, b) => a - b);
  const members = new Set((await findTeamMembers(trx, [training.teamId])).map((m) => m.id));
  const stranger = ids.find((id) => !members.has(id));
  if (stranger !== undefined) throw new AppError('bad_request', 'trainingNotInTeam', { id: stranger });
  if (JSON.stringify(ids) === JSON.stringify(training.absentIds)) return;
  await replaceAbsences(trx, training.id, ids);
  const change = { before: { absentIds: training.absentIds }, after: { absentIds: ids } };
  await recordAudit(trx, { actor, action: 'training.attendance', entity: 'training', entityId: training.id, ...change }, now);
}

/**
 * The coach's roster: who of the team did not show (members see whether they attended once it has begun). A coach
 * marks only the trainings naming them (another's is not found, as it is not in their list); whoever sees every
 * training marks any.
 */
export async function setTrainingAbsences(
  deps: TrainingAdminDeps,
  actor: AuditActor,
  viewer: TrainingViewer,
  id: number,
  absentIds: number[],
) {
  return onTraining(deps, id, {}, async (trx, before, club, now) => {
    if (!viewer.all && before.coachId !== viewer.staffId) throw new AppError('not_found', 'trainingGone');
    await writeAbsences(trx, actor, before, absentIds, now);
    return oneTraining(trx, deps, id, club);
  });
}
