import type { StaffClubFile } from '@clubportal/contract/staff-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The sponsors and gallery editors over HTTP (issue 32 §5): a logo or photo added hidden, shown, moved, its
 * caption translated (the gallery), archived (never deleted); each write audited, every call refused to a role
 * without `content.write`; the public lists show only shown ones, in the home's order and the reader's language.
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
const openList = async (category: 'Sponsors' | 'CzGallery', language?: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/fileuploads/open-list?parentName=CZConfig&parentId=1&category=${category}`,
      headers: language ? { 'accept-language': language } : {},
    })
  ).json().data as Array<{ url: string; description: string }>;
const auditOf = (action: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirst();
const add = async (kind: 'sponsors' | 'gallery', body: object) => {
  const res = await call('POST', `/api/staff/${kind}`, owner, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as StaffClubFile;
};

describe('sponsors: staff add, show, order and archive; the home follows', () => {
  it('refuses every sponsor call to a role without content.write (403), and writes nothing', async () => {
    expect((await call('GET', '/api/staff/sponsors', desk)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/sponsors', desk, { description: 'Agua Norte', image: 'logo.svg' })).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/gallery', desk, { description: 'La pista', image: 'photo.svg' })).statusCode).toBe(403);
    expect(await app.db.selectFrom('file_uploads').select('id').where('description', '=', 'Agua Norte').executeTakeFirst()).toBeUndefined();
  });

  it('adds logos hidden and last, shows them, moves one first, archives one; each audited', async () => {
    // The demo's sponsors come first: these two go last.
    const before = (await call('GET', '/api/staff/sponsors', owner)).json().model.files.length as number;
    const demo = (await openList('Sponsors')).map((f) => f.description);
    const first = await add('sponsors', { description: 'Agua Norte', image: 'sponsor-a.svg' });
    const second = await add('sponsors', { description: 'Banco Sur', image: '/uploads/sponsor-b.png' });
    expect(first).toMatchObject({ published: false, position: before + 1, translations: {} });
    expect(second).toMatchObject({ published: false, position: before + 2 });
    expect(JSON.parse((await auditOf('sponsor.create', first.id))!.after_json!)).toEqual({
      description: 'Agua Norte',
      image: 'sponsor-a.svg',
    });
    expect((await openList('Sponsors')).map((f) => f.description)).toEqual(demo);

    for (const s of [first, second])
      expect((await call('POST', `/api/staff/sponsors/${s.id}/publish`, owner)).json().model.published).toBe(true);
    expect(await auditOf('sponsor.publish', second.id)).toBeDefined();
    expect((await openList('Sponsors')).map((f) => f.description)).toEqual([...demo, 'Agua Norte', 'Banco Sur']);

    const moved = await call('POST', `/api/staff/sponsors/${second.id}/move`, owner, { position: 1 });
    expect(moved.json().model.position).toBe(1);
    expect(JSON.parse((await auditOf('sponsor.move', second.id))!.after_json!)).toEqual({ position: 1 });
    expect((await openList('Sponsors')).map((f) => f.description)).toEqual(['Banco Sur', ...demo, 'Agua Norte']);

    const edited = await call('PUT', `/api/staff/sponsors/${first.id}`, owner, { description: 'Agua Norte S.A.', image: 'sponsor-a.svg' });
    expect(edited.json().model.description).toBe('Agua Norte S.A.');
    expect(JSON.parse((await auditOf('sponsor.edit', first.id))!.before_json!)).toEqual({ description: 'Agua Norte' });

    const archived = await call('POST', `/api/staff/sponsors/${second.id}/archive`, owner);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await auditOf('sponsor.archive', second.id)).toBeDefined();
    expect((await openList('Sponsors')).map((f) => f.description)).toEqual([...demo, 'Agua Norte S.A.']);
    const staffList = (await call('GET', '/api/staff/sponsors', owner)).json().model;
    expect(staffList.files.map((f: StaffClubFile) => f.id)).not.toContain(second.id);
    expect(staffList.files.at(-1)).toMatchObject({ id: first.id, position: before + 1 });
    expect(staffList.languages).toEqual([]);
    // Kept, not deleted; an archived one is not found again.
    expect(await app.db.selectFrom('file_uploads').select('archived_at').where('id', '=', second.id).executeTakeFirst()).toEqual({
      archived_at: '2026-06-15T08:00:00.000Z',
    });
    expect((await call('POST', `/api/staff/sponsors/${second.id}/publish`, owner)).json().errorMsg).toBe('This sponsor does not exist');
  });

  it('refuses a sponsor without a logo, or one given as a script, in the staff member language', async () => {
    const none = await call('POST', '/api/staff/sponsors', owner, { description: 'Sin logo', image: '' });
    expect(none.statusCode).toBe(400);
    const script = await call('POST', '/api/staff/sponsors', owner, { description: 'Malo', image: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().errorMsg).toContain('Give the image as an address');
  });
});

describe('gallery: a photo caption in each language; one kind is not found as the other', () => {
  it('translates a caption: English readers get theirs, others the default', async () => {
    const photo = await add('gallery', {
      description: 'La terraza',
      image: 'terrace.svg',
      translations: { 'en-US': { description: 'The terrace' } },
    });
    expect(photo.translations['en-US']).toEqual({ description: 'The terrace' });
    expect(await auditOf('club_text.save', photo.id)).toBeDefined();
    await call('POST', `/api/staff/gallery/${photo.id}/publish`, owner);
    expect((await openList('CzGallery', 'en-US')).find((f) => f.url === 'terrace.svg')?.description).toBe('The terrace');
    expect((await openList('CzGallery', 'es-ES')).find((f) => f.url === 'terrace.svg')?.description).toBe('La terraza');

    const sponsor = (await call('GET', '/api/staff/sponsors', owner)).json().model.files[0] as StaffClubFile;
    expect((await call('POST', `/api/staff/gallery/${sponsor.id}/publish`, owner)).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/sponsors/${photo.id}/unpublish`, owner)).statusCode).toBe(404);
  });
});
