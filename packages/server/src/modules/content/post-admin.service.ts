import type { StaffPost, StaffPostBody, StaffPosts } from '@clubportal/contract/staff-content';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import { lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { ClubLanguages, ClubTextOwnerRow } from '../club-texts/index.js';
import {
  editorList,
  withTranslations,
  writeTranslations,
  clockAt,
  type ContentAdminDeps,
  type ContentWrite,
} from './content-translations.js';
import {
  bylineNamed,
  findAllPosts,
  findPost,
  insertPost,
  updatePost,
  updatePostReads,
  type PostAdminRow,
} from './post-admin.repository.js';
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
const writeOf = (w: ContentWrite): Write => ({ trx: w.trx, choice: w.choice, now: nowInstant(w.clock) });
const contentWrite = (deps: ContentAdminDeps, trx: Tx, choice: ClubLanguages, clock: Clock = deps.clock): ContentWrite => ({
  trx,
  clock,
  caches: deps.caches,
  choice,
});

async function onPost<T>(deps: ContentAdminDeps, id: number, work: (w: ContentWrite, post: PostAdminRow) => Promise<T>): Promise<T> {
  const choice = await deps.languages();
  // One instant for the whole write: its row and its records.
  const now = deps.clock.now();
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'text_blocks', id))) throw new AppError('not_found', 'postNotFound');
    const post = await findPost(trx, id);
    if (!post) throw new AppError('not_found', 'postNotFound');
    return work(contentWrite(deps, trx, choice, clockAt(now)), post);
  });
}

async function saveTranslations(caches: ContentWrite['caches'], w: Write, actor: AuditActor, id: number, body: StaffPostBody) {
  await writeTranslations(
    w.trx,
    { caches, choice: w.choice, source: clubTextsOfPosts, now: w.now },
    actor,
    { entity: 'post', id, fields: FIELDS },
    body.translations,
  );
}

/**
 * Writes a new post, a draft, in the caller's unit of work, dated by `w.clock` (audited post.create, its translations
 * club_text.*): the editor's create, and the demo seed's posts. Its byline is the writer's name (`byline`: another's,
 * as the seed writes its authors' posts).
 */
export async function writeNewPost(w: ContentWrite, actor: AuditActor, body: StaffPostBody, byline?: string): Promise<number> {
  const write = writeOf(w);
  const author = byline ?? (actor.kind === 'system' ? actor.job : actor.name);
  const id = await insertPost(w.trx, {
    title: body.title,
    smal_text: body.smalText,
    text: body.text,
    image: body.image,
    search_text: searchTextOf(body),
    author_id: await bylineNamed(w.trx, author),
    created_at: write.now,
  });
  await recordAudit(w.trx, { actor, action: 'post.create', entity: 'post', entityId: id, after: { ...audited(body), author } }, write.now);
  await saveTranslations(w.caches, write, actor, id, body);
  return id;
}

/** Shows (true) or hides (false) a post on the blog in the caller's unit of work (audited; a no-op is not recorded). */
export async function writePostPublished(w: ContentWrite, actor: AuditActor, id: number, published: boolean): Promise<void> {
  const post = await findPost(w.trx, id);
  if (!post) throw new AppError('not_found', 'postNotFound');
  if ((post.published === 1) === published) return;
  await updatePost(w.trx, id, { published: published ? 1 : 0 });
  const action = published ? 'post.publish' : 'post.unpublish';
  await recordAudit(
    w.trx,
    { actor, action, entity: 'post', entityId: id, before: { published: !published }, after: { published } },
    nowInstant(w.clock),
  );
}

/**
 * How often a post was read before it came here (the demo's history, a previous blog's counts): the blog's popular
 * posts are the most read. The portal counts no reads of its own yet.
 */
export async function writePostReads(w: ContentWrite, id: number, reads: number): Promise<void> {
  await updatePostReads(w.trx, id, reads);
}

/** A new post, a draft by the signed-in staff member (audited post.create). */
export async function createStaffPost(deps: ContentAdminDeps, actor: AuditActor, body: StaffPostBody): Promise<StaffPost> {
  const choice = await deps.languages();
  const now = deps.clock.now();
  return unitOfWork(deps.db, async (trx) => {
    const id = await writeNewPost(contentWrite(deps, trx, choice, clockAt(now)), actor, body);
    return (await postsOut(trx, [(await findPost(trx, id))!], choice))[0]!;
  });
}

/** Changes a post's texts and image, and its translations (audited post.edit when its own fields change). */
export async function editStaffPost(deps: ContentAdminDeps, actor: AuditActor, id: number, body: StaffPostBody): Promise<StaffPost> {
  return onPost(deps, id, async (cw, post) => {
    const w = writeOf(cw);
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
    await saveTranslations(cw.caches, w, actor, id, body);
    return (await postsOut(w.trx, [(await findPost(w.trx, id))!], w.choice))[0]!;
  });
}

/** Shows (true) or hides (false) a post on the blog (audited post.publish / post.unpublish; a no-op is not recorded). */
export async function publishStaffPost(deps: ContentAdminDeps, actor: AuditActor, id: number, published: boolean): Promise<StaffPost> {
  return onPost(deps, id, async (w) => {
    await writePostPublished(w, actor, id, published);
    return (await postsOut(w.trx, [(await findPost(w.trx, id))!], w.choice))[0]!;
  });
}
