import type { StaffBanner, StaffPerson, StaffPost } from '@clubportal/contract/staff-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The content editors over HTTP (issue 32 §5): blog posts and home banners, written in the club's default language
 * (es-ES here) with an English translation, published and unpublished (never deleted), banners moved; each write
 * audited, every call refused to a role without `content.write`; the public blog and home read each in the
 * reader's language, the default where none was written.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;
let desk: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const publicGet = (url: string, language?: string) =>
  app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
const auditOf = (action: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirst();

const postBody = (over: object = {}) => ({
  title: 'Torneo de otoño',
  smalText: 'Inscripciones abiertas',
  text: '<p>Cuadro por niveles.</p><img src="x" onerror="alert(1)">',
  image: 'gallery1.svg',
  translations: { 'en-US': { title: 'Autumn tournament', smalText: 'Sign-ups open', text: '<p>Draws by level.</p>' } },
  ...over,
});
const bannerBody = (over: object = {}) => ({
  title: 'Clases de pádel',
  text: 'Para todos los niveles',
  image: '',
  url: '/activities',
  translations: { 'en-US': { title: 'Padel lessons', text: '' } },
  ...over,
});

describe('blog posts: staff write, translate and publish; visitors read their language', () => {
  it('refuses every post call to a role without content.write (403), and writes nothing', async () => {
    expect((await call('GET', '/api/staff/posts', desk)).statusCode).toBe(403);
    const res = await call('POST', '/api/staff/posts', desk, postBody());
    expect(res.statusCode).toBe(403);
    expect(await app.db.selectFrom('text_blocks').select('id').where('title', '=', 'Torneo de otoño').executeTakeFirst()).toBeUndefined();
  });

  it('writes a draft by the signed-in staff member, audited; the blog shows it only once published, in English to English readers', async () => {
    const created = await call('POST', '/api/staff/posts', owner, postBody());
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json().model as StaffPost;
    expect(post).toMatchObject({ title: 'Torneo de otoño', published: false });
    expect(post.author).not.toBe('');
    expect(post.translations['en-US']).toEqual({ title: 'Autumn tournament', smalText: 'Sign-ups open', text: '<p>Draws by level.</p>' });
    expect(post.translations['fr-FR']).toEqual({ title: '', smalText: '', text: '' });
    const audit = await auditOf('post.create', post.id);
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ title: 'Torneo de otoño', author: post.author });
    expect(await auditOf('club_text.save', post.id)).toBeDefined();

    expect((await publicGet(`/api/cztextblocks/get-with-user?id=${post.id}`)).statusCode).toBe(404);
    const published = await call('POST', `/api/staff/posts/${post.id}/publish`, owner);
    expect(published.json().model.published).toBe(true);
    expect(JSON.parse((await auditOf('post.publish', post.id))!.after_json!)).toEqual({ published: true });

    const english = (await publicGet(`/api/cztextblocks/get-with-user?id=${post.id}`, 'en-US')).json().data;
    expect(english).toMatchObject({ title: 'Autumn tournament', smalText: 'Sign-ups open', name: post.author });
    const spanish = (await publicGet(`/api/cztextblocks/get-with-user?id=${post.id}`, 'es-ES')).json().data;
    expect(spanish.title).toBe('Torneo de otoño');
    // French has no translation: the default text.
    expect((await publicGet(`/api/cztextblocks/get-with-user?id=${post.id}`, 'fr-FR')).json().data.title).toBe('Torneo de otoño');
    const page = (await publicGet('/api/cztextblocks/list-by-page', 'en-US')).json().data as Array<{ id: number; title: string }>;
    expect(page[0]).toMatchObject({ id: post.id, title: 'Autumn tournament' });
  });

  it('keeps the search text right: found by its words in either language, without accents, and not by its HTML', async () => {
    const post = (await call('POST', '/api/staff/posts', owner, postBody({ title: 'Campeonato de invierno' }))).json().model as StaffPost;
    await call('POST', `/api/staff/posts/${post.id}/publish`, owner);
    const search = async (text: string) => {
      const grid = encodeURIComponent(JSON.stringify({ search: text }));
      const data = (await publicGet(`/api/cztextblocks/list-by-page?gridStatus=${grid}`)).json().data as Array<{ id: number }>;
      return data.map((p) => p.id);
    };
    expect(await search('CAMPEONATO')).toContain(post.id);
    expect(await search('draws by level')).toContain(post.id);
    expect(await search('onerror')).not.toContain(post.id);
    await call('PUT', `/api/staff/posts/${post.id}`, owner, postBody({ title: 'Liga de primavera', translations: {} }));
    expect(await search('campeonato')).not.toContain(post.id);
    expect(await search('primavera')).toContain(post.id);
    // The English translation was cleared with the form: English readers get the default text.
    expect((await publicGet(`/api/cztextblocks/get-with-user?id=${post.id}`, 'en-US')).json().data.title).toBe('Liga de primavera');
    expect(await search('draws by level')).not.toContain(post.id);
    const edit = await auditOf('post.edit', post.id);
    expect(JSON.parse(edit!.before_json!)).toEqual({ title: 'Campeonato de invierno' });
    expect(JSON.parse(edit!.after_json!)).toEqual({ title: 'Liga de primavera' });
  });

  it('unpublishes instead of deleting: off the blog, still in the staff list; bad input is a sentence in the staff language', async () => {
    const post = (await call('POST', '/api/staff/posts', owner, postBody())).json().model as StaffPost;
    await call('POST', `/api/staff/posts/${post.id}/publish`, owner);
    await call('POST', `/api/staff/posts/${post.id}/unpublish`, owner);
    expect((await publicGet(`/api/cztextblocks/get-with-user?id=${post.id}`)).statusCode).toBe(404);
    expect(JSON.parse((await auditOf('post.unpublish', post.id))!.after_json!)).toEqual({ published: false });
    const list = (await call('GET', '/api/staff/posts', owner)).json().model as { posts: StaffPost[]; languages: string[] };
    expect(list.posts.find((p) => p.id === post.id)?.published).toBe(false);
    expect(list.posts[0]!.id).toBe(post.id);

    const badImage = await call('POST', '/api/staff/posts', owner, postBody({ image: 'javascript:alert(1)' }));
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().errorMsg).toMatch(/https:\/\//);
    const empty = await call('POST', '/api/staff/posts', owner, postBody({ title: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect((await call('PUT', '/api/staff/posts/999999', owner, postBody())).json().errorMsg).toBe('This post does not exist');
  });
});

describe('home banners: staff add, translate, order and publish; the home follows', () => {
  const openList = async (language?: string) =>
    (await publicGet('/api/banners/open-list', language)).json().rowData as Array<{ id: number; title: string; text: string }>;

  it('refuses a role without content.write (403)', async () => {
    expect((await call('GET', '/api/staff/banners', desk)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/banners', desk, bannerBody())).statusCode).toBe(403);
  });

  it('adds drafts last, publishes them, moves one up, translates it; each audited', async () => {
    const first = (await call('POST', '/api/staff/banners', owner, bannerBody({ title: 'Primero' }))).json().model as StaffBanner;
    const second = (await call('POST', '/api/staff/banners', owner, bannerBody())).json().model as StaffBanner;
    expect(second.position).toBe(first.position + 1);
    expect(JSON.parse((await auditOf('banner.create', second.id))!.after_json!)).toMatchObject({
      title: 'Clases de pádel',
      url: '/activities',
    });
    const mine = async () => (await openList()).map((b) => b.id).filter((id) => id === first.id || id === second.id);
    expect(await mine()).toEqual([]);
    await call('POST', `/api/staff/banners/${first.id}/publish`, owner);
    await call('POST', `/api/staff/banners/${second.id}/publish`, owner);
    expect(await mine()).toEqual([first.id, second.id]);

    const moved = await call('POST', `/api/staff/banners/${second.id}/move`, owner, { position: first.position });
    expect(moved.json().model.position).toBe(first.position);
    expect(await mine()).toEqual([second.id, first.id]);
    expect(JSON.parse((await auditOf('banner.move', second.id))!.after_json!)).toEqual({ position: first.position });

    expect((await openList('en-US')).find((b) => b.id === second.id)).toMatchObject({
      title: 'Padel lessons',
      text: 'Para todos los niveles',
    });
    expect((await openList('es-ES')).find((b) => b.id === second.id)?.title).toBe('Clases de pádel');

    await call('PUT', `/api/staff/banners/${second.id}`, owner, bannerBody({ url: 'https://example.com/x' }));
    expect(JSON.parse((await auditOf('banner.edit', second.id))!.after_json!)).toEqual({ url: 'https://example.com/x' });
    await call('POST', `/api/staff/banners/${first.id}/unpublish`, owner);
    expect(await mine()).toEqual([second.id]);
    expect(await auditOf('banner.unpublish', first.id)).toBeDefined();
  });

  it('refuses a link that is not https or a page of the portal, and a language the club does not write in', async () => {
    const bad = await call('POST', '/api/staff/banners', owner, bannerBody({ url: 'javascript:alert(1)' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toMatch(/https:\/\//);
    const defaultLanguage = await call(
      'POST',
      '/api/staff/banners',
      owner,
      bannerBody({ translations: { 'es-ES': { title: 'x', text: '' } } }),
    );
    expect(defaultLanguage.statusCode).toBe(400);
    expect(defaultLanguage.json().errorMsg).toContain('es-ES');
  });
});

describe('testimonials and team: staff add, translate and publish; the home reads them in the reader language', () => {
  const homeBlocks = async (type: 1 | 2, language?: string) => {
    const gridstatus = encodeURIComponent(JSON.stringify({ filters: { TextBlockType: type } }));
    const res = await publicGet(`/api/cztextblocks/list?startRow=0&endRow=14&gridstatus=${gridstatus}`, language);
    return res.json().rowData as Array<{ id: number; title: string; smalText: string; text: string }>;
  };
  const person = (over: object = {}) => ({
    title: 'Lucía Ferrer',
    smalText: 'Entrenadora',
    text: 'Diez años enseñando pádel.',
    image: '',
    translations: { 'en-US': { smalText: 'Coach', text: '' } },
    ...over,
  });

  it('refuses a role without content.write (403)', async () => {
    expect((await call('GET', '/api/staff/team', desk)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/testimonials', desk, person())).statusCode).toBe(403);
  });

  for (const [kind, type, audit] of [
    ['team', 2, 'team'],
    ['testimonials', 1, 'testimonial'],
  ] as const) {
    it(`${kind}: a draft, audited, shown once published (last, in the reader language), hidden when unpublished`, async () => {
      const created = await call('POST', `/api/staff/${kind}`, owner, person());
      expect(created.statusCode, created.body).toBe(200);
      const one = created.json().model as StaffPerson;
      expect(one).toMatchObject({ title: 'Lucía Ferrer', published: false, translations: { 'en-US': { smalText: 'Coach', text: '' } } });
      expect(JSON.parse((await auditOf(`${audit}.create`, one.id))!.after_json!)).toMatchObject({ title: 'Lucía Ferrer' });
      expect((await homeBlocks(type)).map((b) => b.id)).not.toContain(one.id);

      await call('POST', `/api/staff/${kind}/${one.id}/publish`, owner);
      expect(await auditOf(`${audit}.publish`, one.id)).toBeDefined();
      const english = await homeBlocks(type, 'en-US');
      expect(english.at(-1)).toMatchObject({ id: one.id, title: 'Lucía Ferrer', smalText: 'Coach', text: 'Diez años enseñando pádel.' });
      expect((await homeBlocks(type, 'es-ES')).at(-1)?.smalText).toBe('Entrenadora');

      await call('PUT', `/api/staff/${kind}/${one.id}`, owner, person({ smalText: 'Directora técnica' }));
      expect(JSON.parse((await auditOf(`${audit}.edit`, one.id))!.after_json!)).toEqual({ smalText: 'Directora técnica' });
      await call('POST', `/api/staff/${kind}/${one.id}/unpublish`, owner);
      expect((await homeBlocks(type)).map((b) => b.id)).not.toContain(one.id);
      const list = (await call('GET', `/api/staff/${kind}`, owner)).json().model.people as StaffPerson[];
      expect(list.find((p) => p.id === one.id)?.published).toBe(false);
    });
  }

  it('keeps a team member and a testimonial apart: one is not found as the other', async () => {
    const member = (await call('POST', '/api/staff/team', owner, person())).json().model as StaffPerson;
    const res = await call('PUT', `/api/staff/testimonials/${member.id}`, owner, person());
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMsg).toBe('This testimonial no longer exists: reload the list');
  });
});
