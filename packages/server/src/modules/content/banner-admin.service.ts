import type { StaffBanner, StaffBannerBody, StaffBanners } from '@clubportal/contract/staff-content';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, toInstant, type Instant } from '../../lib/clock.js';
import type { ClubLanguages, ClubTextOwnerRow } from '../club-texts/index.js';
import { findAllBanners, insertDraftBanner, renumberBanners, updateBanner, type BannerAdminRow } from './banner-admin.repository.js';
import {
  editorList,
  withTranslations,
  writeTranslations,
  clockAt,
  type ContentAdminDeps,
  type ContentWrite,
} from './content-translations.js';

/**
 * The home's banners for staff (issue 32 §5): in the home's order, made as drafts, published or unpublished
 * (never deleted), moved up or down. Each write is one unit of work with its `banner.*` audit record; the
 * title and text are translated through the club texts (`club_text.*`).
 */

const FIELDS = ['title', 'text'] as const;

async function bannersOut(db: Executor, rows: BannerAdminRow[], choice: ClubLanguages): Promise<StaffBanner[]> {
  const all = await findAllBanners(db);
  return withTranslations(db, { entity: 'banner', fields: FIELDS }, rows, choice, (r) => ({
    id: r.id,
    title: r.title,
    text: r.text,
    image: r.image,
    url: r.url,
    published: r.published === 1,
    position: all.findIndex((b) => b.id === r.id) + 1,
  }));
}

export async function clubTextsOfBanners(db: Executor): Promise<ClubTextOwnerRow[]> {
  return (await findAllBanners(db)).map((r) => ({ id: r.id, label: r.title, texts: { title: r.title, text: r.text } }));
}

/** GET /api/staff/banners: every banner in the home's order, with its translations. */
export async function listStaffBanners(deps: ContentAdminDeps): Promise<StaffBanners> {
  return editorList(deps, 'banners', async (choice) => bannersOut(deps.db, await findAllBanners(deps.db), choice));
}

type Write = { trx: Tx; choice: ClubLanguages; now: Instant };

async function oneBanner(w: Write, id: number): Promise<StaffBanner> {
  const row = (await findAllBanners(w.trx)).find((b) => b.id === id);
  if (!row) throw new AppError('not_found', 'bannerNotFound');
  return (await bannersOut(w.trx, [row], w.choice))[0]!;
}

async function onBanner<T>(
  deps: ContentAdminDeps,
  id: number,
  work: (w: Write, banner: BannerAdminRow, all: BannerAdminRow[]) => Promise<T>,
) {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'banners', id))) throw new AppError('not_found', 'bannerNotFound');
    const all = await findAllBanners(trx);
    return work(
      { trx, choice, now },
      all.find((b) => b.id === id)!,
      all,
    );
  });
}

async function saveTranslations(caches: ContentWrite['caches'], w: Write, actor: AuditActor, id: number, body: StaffBannerBody) {
  await writeTranslations(
    w.trx,
    { caches, choice: w.choice, source: clubTextsOfBanners, now: w.now },
    actor,
    { entity: 'banner', id, fields: FIELDS },
    body.translations,
  );
}

const audited = (b: { title: string; text: string; image: string; url: string }) => ({
  title: b.title,
  text: b.text,
  image: b.image,
  url: b.url,
});

/** Writes a new banner, a draft, last on the home, in the caller's unit of work (audited banner.create): the editor's, and the demo seed's. */
export async function writeNewBanner(w: ContentWrite, actor: AuditActor, body: StaffBannerBody): Promise<number> {
  const now = nowInstant(w.clock);
  const all = await findAllBanners(w.trx);
  const position = Math.max(0, ...all.map((b) => b.position)) + 1;
  const id = await insertDraftBanner(w.trx, { ...audited(body), position });
  await recordAudit(w.trx, { actor, action: 'banner.create', entity: 'banner', entityId: id, after: audited(body) }, now);
  await saveTranslations(w.caches, { trx: w.trx, choice: w.choice, now }, actor, id, body);
  return id;
}

/** Shows (true) or hides (false) a banner on the home in the caller's unit of work (audited banner.publish / banner.unpublish). */
export async function writeBannerPublished(w: ContentWrite, actor: AuditActor, id: number, published: boolean): Promise<void> {
  const banner = (await findAllBanners(w.trx)).find((b) => b.id === id);
  if (!banner) throw new AppError('not_found', 'bannerNotFound');
  if ((banner.published === 1) === published) return;
  await updateBanner(w.trx, id, { published: published ? 1 : 0 });
  const action = published ? 'banner.publish' : 'banner.unpublish';
  await recordAudit(
    w.trx,
    { actor, action, entity: 'banner', entityId: id, before: { published: !published }, after: { published } },
    nowInstant(w.clock),
  );
}

/** A new banner, a draft, last on the home (audited banner.create). */
export async function createStaffBanner(deps: ContentAdminDeps, actor: AuditActor, body: StaffBannerBody): Promise<StaffBanner> {
  const choice = await deps.languages();
  const now = deps.clock.now();
  return unitOfWork(deps.db, async (trx) => {
    const id = await writeNewBanner({ trx, clock: clockAt(now), caches: deps.caches, choice }, actor, body);
    return oneBanner({ trx, choice, now: toInstant(now) }, id);
  });
}

/** Changes a banner's texts, image and link, and its translations (audited banner.edit when its own fields change). */
export async function editStaffBanner(deps: ContentAdminDeps, actor: AuditActor, id: number, body: StaffBannerBody): Promise<StaffBanner> {
  return onBanner(deps, id, async (w, banner) => {
    await updateBanner(w.trx, id, audited(body));
    const change = changedFields(audited(banner), audited(body));
    if (Object.keys(change.after).length)
      await recordAudit(w.trx, { actor, action: 'banner.edit', entity: 'banner', entityId: id, ...change }, w.now);
    await saveTranslations(deps.caches, w, actor, id, body);
    return oneBanner(w, id);
  });
}

/** Shows (true) or hides (false) a banner on the home (audited banner.publish / banner.unpublish). */
export async function publishStaffBanner(deps: ContentAdminDeps, actor: AuditActor, id: number, published: boolean): Promise<StaffBanner> {
  return onBanner(deps, id, async (w) => {
    await writeBannerPublished({ trx: w.trx, clock: clockAt(w.now), caches: deps.caches, choice: w.choice }, actor, id, published);
    return oneBanner(w, id);
  });
}

/** Puts a banner at `position` on the home (the up and down buttons ask for the place above or below; audited banner.move). */
export async function moveStaffBanner(deps: ContentAdminDeps, actor: AuditActor, id: number, position: number): Promise<StaffBanner> {
  return onBanner(deps, id, async (w, _banner, all) => {
    const ids = all.map((b) => b.id);
    const from = ids.indexOf(id);
    ids.splice(from, 1);
    const to = Math.min(position - 1, ids.length);
    ids.splice(to, 0, id);
    await renumberBanners(w.trx, ids);
    if (from !== to)
      await recordAudit(
        w.trx,
        { actor, action: 'banner.move', entity: 'banner', entityId: id, before: { position: from + 1 }, after: { position: to + 1 } },
        w.now,
      );
    return oneBanner(w, id);
  });
}
