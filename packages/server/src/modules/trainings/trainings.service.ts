import type { Training } from '@clubportal/contract/trainings';
import type { Db, Executor } from '../../db/dialect.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { fileLinks, type FileLinks } from '../../lib/file-links.js';
import { keepFilesPrivate } from '../../lib/file-storage.js';
import type { AppConfig } from '../../config.js';
import type { TrainingMediaTable } from '../../db/schema.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { authorizeCustomer } from '../accounts/index.js';
import { overlayTexts, type TextLanguages } from '../club-texts/index.js';
import { findAbsences, findMedia, findTeamTraining, findTeamTrainings, insertTeam, insertTraining } from './trainings.repository.js';

/** How many trainings each list shows: a season of weekly sessions. */
const LIST_LIMIT = 60;

type Row = Awaited<ReturnType<typeof findTeamTrainings>>[number];

type Deps = { db: Db; clock: Clock; config: Pick<AppConfig, 'jwtSecret'>; caches?: AppCaches | null };

/** The club's texts of the trainings (description, comments) and of their teams (name) in the reader's language. */
async function inLanguage(deps: Deps, rows: Row[], languages: TextLanguages | undefined): Promise<Row[]> {
  if (!languages) return rows;
  const read = { db: deps.db, caches: deps.caches ?? null };
  const texts = await overlayTexts(
    read,
    'training',
    rows,
    (r) => r.id,
    { description: 'description', publicComments: 'public_comments' },
    languages,
  );
  return overlayTexts(read, 'training-team', texts, (r) => r.team_id, { name: 'team_name' }, languages);
}

/** Media are private files: the member's answer carries signed, short-lived links to them (addresses pass through). */
async function withDetails(db: Executor, links: FileLinks, customerId: number, rows: Row[], now: Instant): Promise<Training[]> {
  const ids = rows.map((r) => r.id);
  const [media, absences] = await Promise.all([findMedia(db, ids), findAbsences(db, customerId, ids)]);
  const absent = new Set(absences.map((a) => a.training_id));
  return rows.map((r) => {
    const own = media.filter((m) => m.training_id === r.id);
    return {
      id: r.id,
      start: r.starts_at,
      duration: r.duration_minutes,
      teamName: r.team_name,
      description: r.description,
      notShow: absent.has(r.id),
      // The same line the lists draw: a training that began is past, whether or not it has ended.
      started: r.starts_at < now,
      publicComments: r.public_comments,
      gallery: own.filter((m) => m.kind === 'gallery').map((m) => links.link(m.location)),
      videos: own.filter((m) => m.kind === 'video').map((m) => ({ title: m.title, fileName: links.link(m.location) })),
      files: own.filter((m) => m.kind === 'file').map((m) => ({ url: links.link(m.location), title: m.title })),
    };
  });
}

/** POST /api/publicteams/trainings: the trainings of the customer's teams (own or a linked child's), in the reader's language. */
export async function listTrainings(deps: Deps, session: SessionClaims | null, customerId: number, languages?: TextLanguages) {
  const c = await authorizeCustomer(deps.db, session, customerId);
  const now = nowInstant(deps.clock);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const [next, past] = await Promise.all([
    findTeamTrainings(deps.db, c.id, now, 'next', LIST_LIMIT),
    findTeamTrainings(deps.db, c.id, now, 'past', LIST_LIMIT),
  ]);
  return {
    next: await withDetails(deps.db, links, c.id, await inLanguage(deps, next, languages), now),
    past: await withDetails(deps.db, links, c.id, await inLanguage(deps, past, languages), now),
  };
}

/** POST /api/publicteams/training: one training of the customer's teams; another team's is not found. */
export async function getTraining(
  deps: Deps,
  session: SessionClaims | null,
  customerId: number,
  trainingId: number,
  languages?: TextLanguages,
): Promise<Training> {
  const c = await authorizeCustomer(deps.db, session, customerId);
  const row = await findTeamTraining(deps.db, c.id, trainingId);
  if (!row) throw new AppError('not_found', 'trainingNotFound');
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const [training] = await withDetails(deps.db, links, c.id, await inLanguage(deps, [row], languages), nowInstant(deps.clock));
  return training as Training;
}

/** Tests' set-up: a team with its members, written raw (the staff's and the demo's go through trainings-admin). */
export const createTeam = (db: Executor, name: string, memberIds: number[]) => insertTeam(db, name, memberIds);

/** Tests' set-up: a training with its media (its stored files become private) and who did not show. */
export async function scheduleTraining(
  db: Executor,
  t: { teamId: number; startsAt: Instant; durationMinutes: number; description: string; publicComments: string },
  media: Array<{ kind: TrainingMediaTable['kind']; title: string; location: string }> = [],
  absentIds: number[] = [],
) {
  await keepFilesPrivate(
    db,
    media.map((m) => m.location),
  );
  return insertTraining(db, t, media, absentIds);
}
