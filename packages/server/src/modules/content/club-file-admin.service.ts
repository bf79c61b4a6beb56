import type { ClubFileKind, StaffClubFile, StaffClubFileBody, StaffClubFiles } from '@clubportal/contract/staff-content';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { ClubLanguages, ClubTextOwnerRow } from '../club-texts/index.js';
import { editorList, withTranslations, writeTranslations, type ContentAdminDeps } from './content-translations.js';
import { findAdminFiles, insertHiddenFile, renumberFiles, updateFile, type ClubFileRow } from './file-uploads.repository.js';

/**
 * The home's sponsors and photo gallery for staff (issue 32 §5): the club's files of the categories `Sponsors` and
 * `CzGallery`, in the home's order, added hidden, shown or hidden, moved up or down, archived (never deleted: a
 * member's card may still name a sponsor's logo). Each write is one unit of work with its `sponsor.*` or
 * `gallery.*` audit record; a photo's caption is translated through the club texts (`club_text.*`), a sponsor's
 * name is the same in every language (its editor has no translations, any sent are ignored).
 */

const CLUB = { parentName: 'CZConfig', parentId: 1 } as const;
const KINDS = {
  sponsors: { category: 'Sponsors', audit: 'sponsor', entity: 'sponsor', translated: false, missing: 'sponsorNotFound' },
  gallery: { category: 'CzGallery', audit: 'gallery', entity: 'gallery-photo', translated: true, missing: 'galleryPhotoNotFound' },
} as const;
const FIELDS = ['description'] as const;
const parent = (kind: ClubFileKind) => ({ ...CLUB, category: KINDS[kind].category });

/** The gallery's photos for the club texts' editor: each with its caption. */
export async function clubTextsOfGallery(db: Executor): Promise<ClubTextOwnerRow[]> {
  return (await findAdminFiles(db, parent('gallery'))).map((r) => ({
    id: r.id,
    label: r.description,
    texts: { description: r.description },
  }));
}

async function filesOut(db: Executor, kind: ClubFileKind, rows: ClubFileRow[], choice: ClubLanguages): Promise<StaffClubFile[]> {
  const all = await findAdminFiles(db, parent(kind));
  const shape = (r: ClubFileRow) => ({
    id: r.id,
    description: r.description,
    image: r.url,
    published: r.published === 1,
    position: all.findIndex((f) => f.id === r.id) + 1,
  });
  if (!KINDS[kind].translated) return rows.map((r) => ({ ...shape(r), translations: {} }));
  return withTranslations(db, { entity: 'gallery-photo', fields: FIELDS }, rows, choice, shape);
}

/** GET /api/staff/club-files/{sponsors|gallery}: every one not archived, in the home's order (a sponsor has no languages to translate into). */
export async function listStaffClubFiles(deps: ContentAdminDeps, kind: ClubFileKind): Promise<StaffClubFiles> {
  const list = await editorList(deps, 'files', async (choice) =>
    filesOut(deps.db, kind, await findAdminFiles(deps.db, parent(kind)), choice),
  );
  return KINDS[kind].translated ? list : { ...list, languages: [] };
}

export type Write = { trx: Tx; choice: ClubLanguages; now: Instant };

async function oneFile(w: Write, kind: ClubFileKind, id: number): Promise<StaffClubFile> {
  const row = (await findAdminFiles(w.trx, parent(kind))).find((f) => f.id === id);
  if (!row) throw new AppError('not_found', KINDS[kind].missing);
  return (await filesOut(w.trx, kind, [row], w.choice))[0]!;
}

async function onFile<T>(
  deps: ContentAdminDeps,
  kind: ClubFileKind,
  id: number,
  work: (w: Write, file: ClubFileRow, all: ClubFileRow[]) => Promise<T>,
): Promise<T> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'file_uploads', id))) throw new AppError('not_found', KINDS[kind].missing);
    const all = await findAdminFiles(trx, parent(kind));
    const file = all.find((f) => f.id === id);
    if (!file) throw new AppError('not_found', KINDS[kind].missing);
    return work({ trx, choice, now }, file, all);
  });
}

async function saveTranslations(
  caches: AppCaches | null,
  w: Write,
  actor: AuditActor,
  kind: ClubFileKind,
  id: number,
  body: StaffClubFileBody,
) {
  if (!KINDS[kind].translated) return;
  await writeTranslations(
    w.trx,
    { caches, choice: w.choice, source: clubTextsOfGallery, now: w.now },
    actor,
    { entity: 'gallery-photo', id, fields: FIELDS },
    body.translations,
  );
}

const audited = (f: { description: string; image: string }) => ({ description: f.description, image: f.image });
const entityOf = (kind: ClubFileKind) => KINDS[kind].entity;

/**
 * Adds a sponsor or photo, last on the home, in the caller's unit of work (audited sponsor.create /
 * gallery.create): hidden, or shown at once with `published` (the demo seed builds its own through here).
 */
export async function addClubFileIn(
  w: Write & { caches: AppCaches | null },
  actor: AuditActor,
  kind: ClubFileKind,
  body: StaffClubFileBody,
  published = false,
): Promise<StaffClubFile> {
  const all = await findAdminFiles(w.trx, parent(kind));
  const sortOrder = Math.max(-1, ...all.map((f) => f.sort_order)) + 1;
  const id = await insertHiddenFile(w.trx, parent(kind), { url: body.image, description: body.description, sort_order: sortOrder }, w.now);
  await recordAudit(
    w.trx,
    { actor, action: `${KINDS[kind].audit}.create`, entity: entityOf(kind), entityId: id, after: audited(body) },
    w.now,
  );
  await saveTranslations(w.caches, w, actor, kind, id, body);
  if (published)
    await showOrHide(
      w,
      actor,
      kind,
      (await findAdminFiles(w.trx, parent(kind))).find((f) => f.id === id)!,
      true,
    );
  return oneFile(w, kind, id);
}

/** A new sponsor or photo, hidden, last on the home (audited sponsor.create / gallery.create). */
export async function createStaffClubFile(
  deps: ContentAdminDeps,
  actor: AuditActor,
  kind: ClubFileKind,
  body: StaffClubFileBody,
): Promise<StaffClubFile> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, (trx) => addClubFileIn({ trx, choice, now, caches: deps.caches }, actor, kind, body));
}

async function showOrHide(w: Write, actor: AuditActor, kind: ClubFileKind, file: ClubFileRow, published: boolean): Promise<void> {
  if ((file.published === 1) === published) return;
  await updateFile(w.trx, file.id, { published: published ? 1 : 0 });
  const action = `${KINDS[kind].audit}.${published ? 'publish' : 'unpublish'}`;
  await recordAudit(
    w.trx,
    { actor, action, entity: entityOf(kind), entityId: file.id, before: { published: !published }, after: { published } },
    w.now,
  );
}

/** Changes its description and image, and a photo's translations (audited sponsor.edit / gallery.edit when they change). */
export async function editStaffClubFile(
  deps: ContentAdminDeps,
  actor: AuditActor,
  kind: ClubFileKind,
  id: number,
  body: StaffClubFileBody,
): Promise<StaffClubFile> {
  return onFile(deps, kind, id, async (w, file) => {
    await updateFile(w.trx, id, { url: body.image, description: body.description });
    const change = changedFields(audited({ description: file.description, image: file.url }), audited(body));
    if (Object.keys(change.after).length)
      await recordAudit(w.trx, { actor, action: `${KINDS[kind].audit}.edit`, entity: entityOf(kind), entityId: id, ...change }, w.now);
    await saveTranslations(deps.caches, w, actor, kind, id, body);
    return oneFile(w, kind, id);
  });
}

/** Shows (true) or hides (false) one on the home (audited *.publish / *.unpublish; a no-op is not recorded). */
export async function publishStaffClubFile(
  deps: ContentAdminDeps,
  actor: AuditActor,
  kind: ClubFileKind,
  id: number,
  published: boolean,
): Promise<StaffClubFile> {
  return onFile(deps, kind, id, async (w, file) => {
    await showOrHide(w, actor, kind, file, published);
    return oneFile(w, kind, id);
  });
}

/** Puts one at `position` on the home (1 first; audited *.move). */
export async function moveStaffClubFile(
  deps: ContentAdminDeps,
  actor: AuditActor,
  kind: ClubFileKind,
  id: number,
  position: number,
): Promise<StaffClubFile> {
  return onFile(deps, kind, id, async (w, _file, all) => {
    const ids = all.map((f) => f.id);
    const from = ids.indexOf(id);
    ids.splice(from, 1);
    const to = Math.min(position - 1, ids.length);
    ids.splice(to, 0, id);
    await renumberFiles(w.trx, ids);
    if (from !== to)
      await recordAudit(
        w.trx,
        {
          actor,
          action: `${KINDS[kind].audit}.move`,
          entity: entityOf(kind),
          entityId: id,
          before: { position: from + 1 },
          after: { position: to + 1 },
        },
        w.now,
      );
    return oneFile(w, kind, id);
  });
}

/** Takes one off the home and out of the editor, kept (audited sponsor.archive / gallery.archive). */
export async function archiveStaffClubFile(
  deps: ContentAdminDeps,
  actor: AuditActor,
  kind: ClubFileKind,
  id: number,
): Promise<StaffClubFile> {
  return onFile(deps, kind, id, async (w, file) => {
    const out = (await filesOut(w.trx, kind, [file], w.choice))[0]!;
    await updateFile(w.trx, id, { archived_at: w.now, published: 0 });
    await recordAudit(
      w.trx,
      {
        actor,
        action: `${KINDS[kind].audit}.archive`,
        entity: entityOf(kind),
        entityId: id,
        before: { archived: false },
        after: { archived: true },
      },
      w.now,
    );
    return { ...out, published: false };
  });
}
