import { TextBlockType } from '@clubportal/contract/enums';
import type { PersonKind, StaffPeople, StaffPerson, StaffPersonBody } from '@clubportal/contract/staff-content';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { ClubLanguages, ClubTextOwnerRow } from '../club-texts/index.js';
import {
  editorList,
  withTranslations,
  writeTranslations,
  clockAt,
  type ContentAdminDeps,
  type ContentWrite,
} from './content-translations.js';
import { findAllOfType, findPost, insertPost, updatePost, type PostAdminRow } from './post-admin.repository.js';

/**
 * The home's testimonials and team for staff (issue 32 §5): text blocks of types 1 and 2, in the order staff added
 * them, made as drafts, published or unpublished (never deleted). Each write is one unit of work with its
 * `testimonial.*` or `team.*` audit record; the role and the words are translated through the club texts.
 */

const KINDS = {
  testimonials: { type: TextBlockType.Testimonials, entity: 'testimonial', audit: 'testimonial', missing: 'testimonialNotFound' },
  team: { type: TextBlockType.Teams, entity: 'team-member', audit: 'team', missing: 'teamMemberNotFound' },
} as const;
const FIELDS = ['smalText', 'text'] as const;

function peopleOut(db: Executor, kind: PersonKind, rows: PostAdminRow[], choice: ClubLanguages): Promise<StaffPerson[]> {
  return withTranslations(db, { entity: KINDS[kind].entity, fields: FIELDS }, rows, choice, (r) => ({
    id: r.id,
    title: r.title,
    smalText: r.smal_text,
    text: r.text,
    image: r.image,
    published: r.published === 1,
    created: r.created_at,
  }));
}

const lister =
  (kind: PersonKind) =>
  async (db: Executor): Promise<ClubTextOwnerRow[]> =>
    (await findAllOfType(db, KINDS[kind].type)).map((r) => ({ id: r.id, label: r.title, texts: { smalText: r.smal_text, text: r.text } }));
/** The testimonials and the team for the club texts' editor. */
export const clubTextsOfTestimonials = lister('testimonials');
export const clubTextsOfTeam = lister('team');

/** GET /api/staff/testimonials and /api/staff/team: every one, in the home's order, with translations. */
export async function listStaffPeople(deps: ContentAdminDeps, kind: PersonKind): Promise<StaffPeople> {
  return editorList(deps, 'people', async (choice) => peopleOut(deps.db, kind, await findAllOfType(deps.db, KINDS[kind].type), choice));
}

type Write = { trx: Tx; choice: ClubLanguages; now: Instant };

async function onePerson(w: Write, kind: PersonKind, id: number): Promise<StaffPerson> {
  const row = await findPost(w.trx, id, KINDS[kind].type);
  if (!row) throw new AppError('not_found', KINDS[kind].missing);
  return (await peopleOut(w.trx, kind, [row], w.choice))[0]!;
}

async function saveTranslations(
  caches: ContentWrite['caches'],
  w: Write,
  actor: AuditActor,
  kind: PersonKind,
  id: number,
  body: StaffPersonBody,
) {
  await writeTranslations(
    w.trx,
    { caches, choice: w.choice, source: lister(kind), now: w.now },
    actor,
    { entity: KINDS[kind].entity, id, fields: FIELDS },
    body.translations,
  );
}

async function inUnit<T>(deps: ContentAdminDeps, work: (w: Write) => Promise<T>): Promise<T> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, (trx) => work({ trx, choice, now }));
}

const audited = (p: { title: string; smalText: string; text: string; image: string }) => ({
  title: p.title,
  smalText: p.smalText,
  text: p.text,
  image: p.image,
});

/**
 * Writes a new testimonial or team member, a draft, in the caller's unit of work, dated by `w.clock` (the home shows
 * them in the order they were added; audited testimonial.create / team.create): the editor's, and the demo seed's.
 */
export async function writeNewPerson(w: ContentWrite, actor: AuditActor, kind: PersonKind, body: StaffPersonBody): Promise<number> {
  const { type, entity, audit } = KINDS[kind];
  const now = nowInstant(w.clock);
  const id = await insertPost(
    w.trx,
    { title: body.title, smal_text: body.smalText, text: body.text, image: body.image, search_text: '', author_id: null, created_at: now },
    type,
  );
  await recordAudit(w.trx, { actor, action: `${audit}.create`, entity, entityId: id, after: audited(body) }, now);
  await saveTranslations(w.caches, { trx: w.trx, choice: w.choice, now }, actor, kind, id, body);
  return id;
}

/** Shows or hides one on the home in the caller's unit of work (audited testimonial.publish / team.unpublish...; a no-op is not recorded). */
export async function writePersonPublished(w: ContentWrite, actor: AuditActor, kind: PersonKind, id: number, published: boolean) {
  const { type, entity, audit, missing } = KINDS[kind];
  const before = await findPost(w.trx, id, type);
  if (!before) throw new AppError('not_found', missing);
  if ((before.published === 1) === published) return;
  await updatePost(w.trx, id, { published: published ? 1 : 0 }, type);
  const action = `${audit}.${published ? 'publish' : 'unpublish'}`;
  await recordAudit(
    w.trx,
    { actor, action, entity, entityId: id, before: { published: !published }, after: { published } },
    nowInstant(w.clock),
  );
}

/** A new testimonial or team member, a draft, last on the home (audited testimonial.create / team.create). */
export async function createStaffPerson(deps: ContentAdminDeps, actor: AuditActor, kind: PersonKind, body: StaffPersonBody) {
  return inUnit(deps, async (w) => {
    const id = await writeNewPerson({ trx: w.trx, clock: clockAt(w.now), caches: deps.caches, choice: w.choice }, actor, kind, body);
    return onePerson(w, kind, id);
  });
}

/** Changes one, with its translations (audited testimonial.edit / team.edit when its own fields change). */
export async function editStaffPerson(deps: ContentAdminDeps, actor: AuditActor, kind: PersonKind, id: number, body: StaffPersonBody) {
  const { type, entity, audit, missing } = KINDS[kind];
  return inUnit(deps, async (w) => {
    if (!(await lockRow(w.trx, 'text_blocks', id))) throw new AppError('not_found', missing);
    const before = await findPost(w.trx, id, type);
    if (!before) throw new AppError('not_found', missing);
    await updatePost(w.trx, id, { title: body.title, smal_text: body.smalText, text: body.text, image: body.image }, type);
    const change = changedFields(audited({ ...before, smalText: before.smal_text }), audited(body));
    if (Object.keys(change.after).length)
      await recordAudit(w.trx, { actor, action: `${audit}.edit`, entity, entityId: id, ...change }, w.now);
    await saveTranslations(deps.caches, w, actor, kind, id, body);
    return onePerson(w, kind, id);
  });
}

/** Shows or hides one on the home (audited testimonial.publish / team.unpublish...; a no-op is not recorded). */
export async function publishStaffPerson(deps: ContentAdminDeps, actor: AuditActor, kind: PersonKind, id: number, published: boolean) {
  return inUnit(deps, async (w) => {
    if (!(await lockRow(w.trx, 'text_blocks', id))) throw new AppError('not_found', KINDS[kind].missing);
    await writePersonPublished({ trx: w.trx, clock: clockAt(w.now), caches: deps.caches, choice: w.choice }, actor, kind, id, published);
    return onePerson(w, kind, id);
  });
}
