import type { StaffTeam, StaffTraining, StaffTrainingInput, StaffTrainings } from '@clubportal/contract/staff-trainings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

/**
 * The trainings editor over HTTP (issue 32 §5): staff make teams and their trainings (the club's wall clock, Madrid),
 * name a coach, write the texts per language, add and remove photos, videos and files, and archive; each write is
 * audited and refused to a role without `activities.write`. A coach reads only the trainings naming them; members
 * read what the editor wrote, in their language, and no longer see an archived training. Thursday 2026-11-26.
 */
const clock = new ManualClock('2026-11-26T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Record<string, string>;
let desk: Record<string, string>;
let coach: Awaited<ReturnType<typeof signedInStaff>>;
let otherCoach: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  owner = (await signedInStaff(app, { role: 'owner' })).headers;
  desk = (await signedInStaff(app, { role: 'desk' })).headers;
  coach = await signedInStaff(app, { role: 'coach', name: 'Carla Coach' });
  otherCoach = await signedInStaff(app, { role: 'coach', name: 'Otto Coach' });
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers: { ...headers, 'accept-language': 'en-US' }, ...(payload ? { payload } : {}) });
const auditOf = (action: string, id: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');

async function team(memberIds: number[], name = 'Escuela adultos'): Promise<StaffTeam> {
  const res = await call('POST', '/api/staff/training-teams', owner, { name, memberIds, texts: { 'en-US': { name: 'Adult school' } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model;
}
const trainingBody = (teamId: number, over: Partial<StaffTrainingInput> = {}): StaffTrainingInput => ({
  teamId,
  start: '2026-12-03T19:00',
  duration: 90,
  coachId: coach.id,
  description: 'Volea y posición en la red',
  publicComments: '',
  texts: { 'en-US': { description: 'Volley and position at the net', publicComments: '' } },
  ...over,
});
async function training(teamId: number, over: Partial<StaffTrainingInput> = {}): Promise<StaffTraining> {
  const res = await call('POST', '/api/staff/trainings', owner, trainingBody(teamId, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model;
}
const listAs = async (headers: Record<string, string>, query = ''): Promise<StaffTrainings> => {
  const res = await call('GET', `/api/staff/trainings${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model;
};
async function memberReads(member: { id: number; email: string; password: string }, trainingId: number, language = 'en-US') {
  const s = await loginAs(app, member.email, member.password);
  return app.inject({
    method: 'POST',
    url: '/api/publicteams/training',
    payload: { customerId: member.id, itemId: trainingId },
    headers: { ...s.headers, 'accept-language': language },
  });
}

describe('the trainings editor', () => {
  it('makes a team and a training at the club’s wall clock, audited, and the member reads it in their language', async () => {
    const member = await createCustomer(app);
    const t = await team([member.id]);
    expect(t.members.map((m) => m.id)).toEqual([member.id]);
    const created = await training(t.id);
    expect(created).toMatchObject({ teamName: 'Escuela adultos', start: '2026-12-03T19:00', duration: 90, coachName: 'Carla Coach' });
    const row = await app.db.selectFrom('trainings').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    // 19:00 in Madrid in December is 18:00 UTC.
    expect(new Date(row.starts_at).toISOString()).toBe('2026-12-03T18:00:00.000Z');
    expect(JSON.parse((await auditOf('training.create', created.id)).after_json ?? '{}')).toMatchObject({ coachId: coach.id });
    expect((await auditOf('training_team.create', t.id)).actor_kind).toBe('staff');

    const english = (await memberReads(member, created.id)).json().model;
    expect(english).toMatchObject({ teamName: 'Adult school', description: 'Volley and position at the net', duration: 90 });
    const spanish = (await memberReads(member, created.id, 'es-ES')).json().model;
    expect(spanish).toMatchObject({ teamName: 'Escuela adultos', description: 'Volea y posición en la red' });
  });

  it('changes a training (audited with what changed) and the member sees the change', async () => {
    const member = await createCustomer(app);
    const t = await team([member.id]);
    const created = await training(t.id);
    const res = await call(
      'PUT',
      `/api/staff/trainings/${created.id}`,
      owner,
      trainingBody(t.id, {
        start: '2026-12-03T20:00',
        duration: 60,
        publicComments: 'Traed agua',
        texts: { 'en-US': { description: 'The bandeja', publicComments: 'Bring water' } },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const audit = await auditOf('training.edit', created.id);
    expect(JSON.parse(audit.before_json ?? '{}')).toEqual({ start: '2026-12-03T19:00', duration: 90, publicComments: '' });
    expect(JSON.parse(audit.after_json ?? '{}')).toEqual({ start: '2026-12-03T20:00', duration: 60, publicComments: 'Traed agua' });
    const seen = (await memberReads(member, created.id)).json().model;
    expect(seen).toMatchObject({
      duration: 60,
      description: 'The bandeja',
      publicComments: 'Bring water',
      start: '2026-12-03T19:00:00.000Z',
    });
  });

  it('adds a photo, a video link and an uploaded file the member gets on signed links, and removes one, audited', async () => {
    const member = await createCustomer(app);
    const t = await team([member.id]);
    const created = await training(t.id);
    const photo = `activities-photo-${created.id}.svg`;
    await app.storage.put(app.db, photo, SVG, 'image/svg+xml');
    const media = (payload: object) => call('POST', `/api/staff/trainings/${created.id}/media`, owner, payload);
    expect((await media({ kind: 'gallery', location: `/uploads/${photo}` })).statusCode).toBe(200);
    const video = await media({ kind: 'video', title: 'La bandeja', location: 'https://video.example/bandeja' });
    expect(video.statusCode, video.body).toBe(200);
    const badVideo = await media({ kind: 'video', title: 'x', location: 'javascript:alert(1)' });
    expect(badVideo.statusCode).toBe(400);
    expect(badVideo.json().errorMsg).toBe('Give the video as an address starting with https://');
    expect((await media({ kind: 'gallery', location: 'never-uploaded.png' })).json().errorMsg).toBe(
      'Upload the photo first: it is not among the club’s uploads',
    );

    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4 plan')], { type: 'application/pdf' }), 'plan.pdf');
    const request = new Request('http://x', { method: 'POST', body: form });
    const upload = await app.inject({
      method: 'POST',
      url: `/api/staff/trainings/${created.id}/files?title=${encodeURIComponent('Plan')}`,
      headers: { ...owner, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const after: StaffTraining = upload.json().model;
    expect(after.media.map((m) => m.kind)).toEqual(['gallery', 'video', 'file']);
    const file = after.media[2]!;
    expect(file.location).toMatch(/^training-[0-9a-f]+\.pdf$/);
    expect((await auditOf('training.media_add', created.id)).after_json).toContain(file.location);

    const seen = (await memberReads(member, created.id)).json().model;
    expect(seen.gallery[0]).toMatch(new RegExp(`^/uploads/${photo}\\?exp=\\d+&sig=`));
    expect(seen.videos).toEqual([{ title: 'La bandeja', fileName: 'https://video.example/bandeja' }]);
    expect(seen.files[0].title).toBe('Plan');
    // The photo and the file are private now: not on their plain address, served on the member's link.
    expect((await app.inject(`/uploads/${photo}`)).statusCode).toBe(404);
    expect((await app.inject(seen.files[0].url)).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/staff/trainings/${created.id}/media/${after.media[1]!.id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(JSON.parse((await auditOf('training.media_remove', created.id)).before_json ?? '{}')).toMatchObject({ kind: 'video' });
    expect((await memberReads(member, created.id)).json().model.videos).toEqual([]);
  });

  it('archives a training: off the member’s lists, listed for staff on request, refused changes until brought back', async () => {
    const member = await createCustomer(app);
    const t = await team([member.id]);
    const created = await training(t.id);
    const archived = await call('POST', `/api/staff/trainings/${created.id}/archive`, owner);
    expect(archived.json().model.archived).toBe(true);
    expect((await auditOf('training.archive', created.id)).after_json).toBe('{"archived":true}');
    expect((await memberReads(member, created.id)).statusCode).toBe(404);
    expect((await listAs(owner)).trainings.some((x) => x.id === created.id)).toBe(false);
    expect((await listAs(owner, '?archived=1')).trainings.some((x) => x.id === created.id)).toBe(true);
    const edit = await call('PUT', `/api/staff/trainings/${created.id}`, owner, trainingBody(t.id));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorMsg).toBe('This training of Escuela adultos is archived: bring it back before changing it');
    expect((await call('POST', `/api/staff/trainings/${created.id}/unarchive`, owner)).json().model.archived).toBe(false);
    expect((await memberReads(member, created.id)).statusCode).toBe(200);
  });

  it('archives a team: its trainings off the member’s lists and the staff’s list, no training made for it, until brought back', async () => {
    const member = await createCustomer(app);
    const t = await team([member.id], 'Veteranos');
    const created = await training(t.id);
    const memberList = async () => {
      const s = await loginAs(app, member.email, member.password);
      const res = await app.inject({
        method: 'POST',
        url: '/api/publicteams/trainings',
        payload: { customerId: member.id },
        headers: s.headers,
      });
      return (res.json().model.next as Array<{ id: number }>).map((x) => x.id);
    };
    expect(await memberList()).toContain(created.id);
    expect((await call('POST', `/api/staff/training-teams/${t.id}/archive`, desk)).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/training-teams/${t.id}/archive`, coach.headers)).statusCode).toBe(403);

    const archived = await call('POST', `/api/staff/training-teams/${t.id}/archive`, owner);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().model).toMatchObject({ id: t.id, archived: true, members: [{ id: member.id }] });
    const audit = await auditOf('training_team.archive', t.id);
    expect([audit.entity, audit.before_json, audit.after_json]).toEqual(['training_team', '{"archived":false}', '{"archived":true}']);
    // History kept: the training is still there, with its team; members and the staff's default list no longer show it.
    expect(await memberList()).not.toContain(created.id);
    expect((await memberReads(member, created.id)).statusCode).toBe(404);
    const list = await listAs(owner);
    expect(list.trainings.some((x) => x.id === created.id)).toBe(false);
    expect(list.teams.find((x) => x.id === t.id)?.archived).toBe(true);
    expect((await listAs(owner, '?archived=1')).trainings.some((x) => x.id === created.id)).toBe(true);
    // Nothing new for it, nor a change, until it is back.
    const another = await call('POST', '/api/staff/trainings', owner, trainingBody(t.id));
    expect(another.statusCode).toBe(409);
    expect(another.json().errorMsg).toBe('The team Veteranos is archived: bring it back before changing it or its trainings');
    const renamed = await call('PUT', `/api/staff/training-teams/${t.id}`, owner, { name: 'Veteranos B', memberIds: [], texts: {} });
    expect(renamed.statusCode).toBe(409);
    // Its name needs no translation while nobody reads it.
    const missing = (await call('GET', '/api/staff/translations/missing', owner)).json().model.missing as Array<{
      entity: string;
      entityId: number;
    }>;
    expect(missing.some((m) => m.entity === 'training-team' && m.entityId === t.id)).toBe(false);
    // The same call again changes nothing and records nothing.
    await call('POST', `/api/staff/training-teams/${t.id}/archive`, owner);
    expect((await auditOf('training_team.archive', t.id)).id).toBe(audit.id);

    const back = await call('POST', `/api/staff/training-teams/${t.id}/unarchive`, owner);
    expect(back.json().model.archived).toBe(false);
    expect((await auditOf('training_team.unarchive', t.id)).after_json).toBe('{"archived":false}');
    expect(await memberList()).toContain(created.id);
    expect((await call('POST', '/api/staff/trainings', owner, trainingBody(t.id))).statusCode).toBe(200);
  });

  it('sets a team’s members: a member taken off no longer sees its trainings', async () => {
    const stays = await createCustomer(app);
    const leaves = await createCustomer(app);
    const t = await team([stays.id, leaves.id]);
    const created = await training(t.id);
    const res = await call('PUT', `/api/staff/training-teams/${t.id}`, owner, { name: 'Escuela B', memberIds: [stays.id], texts: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse((await auditOf('training_team.edit', t.id)).after_json ?? '{}')).toEqual({
      name: 'Escuela B',
      memberIds: [stays.id],
    });
    expect((await memberReads(leaves, created.id)).statusCode).toBe(404);
    expect((await memberReads(stays, created.id)).statusCode).toBe(200);
    const unknown = await call('PUT', `/api/staff/training-teams/${t.id}`, owner, { name: 'Escuela B', memberIds: [999_999], texts: {} });
    expect(unknown.json().errorMsg).toBe('Customer #999999 does not exist: reload the list');
  });

  it('shows a coach only the trainings naming them and refuses them every change; the desk (rosters.all) reads every one', async () => {
    const t = await team([(await createCustomer(app)).id], 'Competición');
    const mine = await training(t.id, { coachId: coach.id });
    const theirs = await training(t.id, { coachId: otherCoach.id });
    const nobody = await training(t.id, { coachId: null });
    const coachList = await listAs(coach.headers);
    const ids = coachList.trainings.map((x) => x.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(nobody.id);
    expect(coachList.all).toBe(false);
    expect(coachList.trainings.every((x) => x.coachId === coach.id)).toBe(true);
    const ownerIds = (await listAs(owner)).trainings.map((x) => x.id);
    expect(ownerIds).toEqual(expect.arrayContaining([mine.id, theirs.id, nobody.id]));

    const before = await app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [method, url, payload] of [
      ['POST', '/api/staff/trainings', trainingBody(t.id)],
      ['PUT', `/api/staff/trainings/${mine.id}`, trainingBody(t.id, { duration: 30 })],
      ['POST', `/api/staff/trainings/${mine.id}/archive`, undefined],
      ['POST', `/api/staff/trainings/${mine.id}/media`, { kind: 'video', title: 'x', location: 'https://v.example/x' }],
      ['DELETE', `/api/staff/trainings/${mine.id}/media/1`, undefined],
      ['POST', '/api/staff/training-teams', { name: 'X', memberIds: [], texts: {} }],
    ] as const) {
      const res = await call(method, url, coach.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const deskList = await listAs(desk);
    expect(deskList.all).toBe(true);
    expect(deskList.trainings.map((x) => x.id)).toEqual(expect.arrayContaining([mine.id, theirs.id, nobody.id]));
    const after = await app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(
      (await app.db.selectFrom('trainings').select('duration_minutes').where('id', '=', mine.id).executeTakeFirstOrThrow())
        .duration_minutes,
    ).toBe(90);
  });

  it('refuses a coach who is not on the staff and a team that does not exist, with sentences', async () => {
    const t = await team([]);
    const noCoach = await call('POST', '/api/staff/trainings', owner, trainingBody(t.id, { coachId: 999_999 }));
    expect(noCoach.json().errorMsg).toBe('That coach is no longer on the staff: choose another');
    const noTeam = await call('POST', '/api/staff/trainings', owner, trainingBody(999_999));
    expect(noTeam.json().errorMsg).toBe('This team no longer exists: reload the list');
  });

  it('lets a coach mark who did not show at their own training (audited, the member sees it), never at another’s', async () => {
    const member = await createCustomer(app);
    const other = await createCustomer(app);
    const t = await team([member.id, other.id], 'Roster');
    const mine = await training(t.id, { coachId: coach.id, start: '2026-11-19T19:00' });
    const theirs = await training(t.id, { coachId: otherCoach.id, start: '2026-11-19T19:00' });
    const marked = await call('PUT', `/api/staff/trainings/${mine.id}/absences`, coach.headers, { absentIds: [member.id] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().model.absentIds).toEqual([member.id]);
    const audit = await auditOf('training.attendance', mine.id);
    expect([audit.actor_id, audit.before_json, audit.after_json]).toEqual([coach.id, '{"absentIds":[]}', `{"absentIds":[${member.id}]}`]);
    expect((await memberReads(member, mine.id)).json().model).toMatchObject({ started: true, notShow: true });
    expect((await memberReads(other, mine.id)).json().model.notShow).toBe(false);

    expect((await call('PUT', `/api/staff/trainings/${theirs.id}/absences`, coach.headers, { absentIds: [member.id] })).statusCode).toBe(
      404,
    );
    // The desk takes any roster (rosters.all): the same list again changes nothing.
    expect((await call('PUT', `/api/staff/trainings/${mine.id}/absences`, desk, { absentIds: [member.id] })).statusCode).toBe(200);
    const stranger = await call('PUT', `/api/staff/trainings/${mine.id}/absences`, owner, { absentIds: [999_999] });
    expect(stranger.json().errorMsg).toBe('Customer #999999 is not in this training’s team');
    expect((await app.db.selectFrom('training_absences').select('customer_id').where('training_id', '=', theirs.id).execute()).length).toBe(
      0,
    );
    // The owner (who sees every training) marks any.
    const cleared = await call('PUT', `/api/staff/trainings/${theirs.id}/absences`, owner, { absentIds: [other.id] });
    expect(cleared.json().model.absentIds).toEqual([other.id]);
  });
});
