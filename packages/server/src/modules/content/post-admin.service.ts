import type { StaffPost, StaffPostBody, StaffPosts } from '@clubportal/contract/staff-content';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import type { ClubLanguages, ClubTextOwnerRow } from '../club-texts/index.js';
import { editorList, withTranslations, writeTranslations, type ContentAdminDeps } from './content-translations.js';
import { bylineNamed, findAllPosts, findPost, insertPost, updatePost, type PostAdminRow } from './post-admin.repository.js';
import { postSearchText } from './post-search-text.js';

/**
 * The staff's blog posts (issue 32 §5). A post starts as a draft; publishing shows it on the blog, unpublishing
 * takes it off (never deleted: links shared to it answer "not found" until it is back). Its byline is the staff
 * member who wrote it (the blog's bylines are names in `staff_users`, not accounts: one is made for a writer
 * without one); editing keeps it. Each write is one unit of work with its `post.*` audit record; its translations
 * go through the club texts (`club_text.*`), and the search text is rebuilt from every language's words.
 */

const FIELDS = ['title', 'smalText', 'text'] as const;

function postsOut(db: Executor, rows: PostAdminRow[], choice: ClubLanguages): Promise<StaffPost[]> {
  return withTranslations(db, { entity: 'post', fields: FIELDS }, rows, choice, (r) => ({
    id: r.id,
    title: r.title,
    smalText: r.smal_text,
    text: r.text,
    image: r.image,
    author: r.author_name ?? '',
    published: r.published === 1,
    created: r.created_at,
  }));
}

/** The posts for the club texts' editor: each with its default-language texts. */
export async function clubTextsOfPosts(db: Executor): Promise<ClubTextOwnerRow[]> {
  return (await findAllPosts(db)).map((r) => ({
    id: r.id,
    label: r.title,
    texts: { title: r.title, smalText: r.smal_text, text: r.text },
  }));
}

/** GET /api/staff/posts: every post, newest first, drafts too, with their translations. */
export async function listStaffPosts(deps: ContentAdminDeps): Promise<StaffPosts> {
  return editorList(deps, 'posts', async (choice) => postsOut(deps.db, await findAllPosts(deps.db), choice));
}

export async function staffPost(deps: ContentAdminDeps, id: number): Promise<StaffPost> {
  const row = await findPost(deps.db, id);
  if (!row) throw new AppError('not_found', 'postNotFound');
  return (await postsOut(deps.db, [row], await deps.languages()))[0]!;
}

const searchTextOf = (body: StaffPostBody) =>
  postSearchText([body, ...Object.values(body.translations).map((t) => ({ title: t.title, smalText: t.smalText, text: t.text }))]);

const audited = (p: { title: string; smalText: string; text: string; image: string }) => ({
  title: p.title,
  smalText: p.smalText,
  text: p.text,
  image: p.image,
});

type Write = { trx: Tx; choice: ClubLanguages; now: Instant };

async function onPost<T>(deps: ContentAdminDeps, id: number, work: (w: Write, post: PostAdminRow) => Promise<T>): Promise<T> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'text_blocks', id))) throw new AppError('not_found', 'postNotFound');
    const post = await findPost(trx, id);
    if (!post) throw new AppError('not_found', 'postNotFound');
    return work({ trx, choice, now }, post);
  });
}

async function saveTranslations(deps: ContentAdminDeps, w: Write, actor: AuditActor, id: number, body: StaffPostBody) {
  await writeTranslations(
    w.trx,
    { caches: deps.caches, choice: w.choice, source: clubTextsOfPosts, now: w.now },
    actor,
    { entity: 'post', id, fields: FIELDS },
    body.translations,
  );
}

/** A new post, a draft by the signed-in staff member (audited post.create). */
export async function createStaffPost(deps: ContentAdminDeps, actor: AuditActor, body: StaffPostBody): Promise<StaffPost> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const author = actor.kind === 'system' ? actor.job : actor.name;
    const id = await insertPost(trx, {
      title: body.title,
      smal_text: body.smalText,
      text: body.text,
      image: body.image,
      search_text: searchTextOf(body),
      author_id: await bylineNamed(trx, author),
      created_at: now,
    });
    await recordAudit(trx, { actor, action: 'post.create', entity: 'post', entityId: id, after: { ...audited(body), author } }, now);
    await saveTranslations(deps, { trx, choice, now }, actor, id, body);
    return (await postsOut(trx, [(await findPost(trx, id))!], choice))[0]!;
  });
}

/** Changes a post's texts and image, and its translations (audited post.edit when its own fields change). */
export async function editStaffPost(deps: ContentAdminDeps, actor: AuditActor, id: number, body: StaffPostBody): Promise<StaffPost> {
  return onPost(deps, id, async (w, post) => {
    await updatePost(w.trx, id, {
      title: body.title,
      smal_text: body.smalText,
      text: body.text,
      image: body.image,
      search_text: searchTextOf(body),
    });
    const change = changedFields(audited({ ...post, smalText: post.smal_text }), audited(body));
    if (Object.keys(change.after).length)
      await recordAudit(w.trx, { actor, action: 'post.edit', entity: 'post', entityId: id, ...change }, w.now);
    await saveTranslations(deps, w, actor, id, body);
    return (await postsOut(w.trx, [(await findPost(w.trx, id))!], w.choice))[0]!;
  });
}

/** Shows (true) or hides (false) a post on the blog (audited post.publish / post.unpublish; a no-op is not recorded). */
export async function publishStaffPost(deps: ContentAdminDeps, actor: AuditActor, id: number, published: boolean): Promise<StaffPost> {
  return onPost(deps, id, async (w, post) => {
    if ((post.published === 1) !== published) {
      await updatePost(w.trx, id, { published: published ? 1 : 0 });
      const action = published ? 'post.publish' : 'post.unpublish';
      await recordAudit(
        w.trx,
        { actor, action, entity: 'post', entityId: id, before: { published: !published }, after: { published } },
        w.now,
      );
    }
    return (await postsOut(w.trx, [(await findPost(w.trx, id))!], w.choice))[0]!;
  });
}
