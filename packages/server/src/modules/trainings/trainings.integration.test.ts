import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import type { Instant } from '../../lib/clock.js';
import { DEMO_TRAINING_PHOTOS, seedDemoTrainings } from '../../db/seed/demo-trainings.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { createTeam, scheduleTraining } from './trainings.service.js';

const clock = new ManualClock('2026-11-26T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
const at = (iso: string) => iso as Instant;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');

describe('team trainings', () => {
  it('lists the trainings of the member’s teams, next soonest first and past latest first, with their media and who did not show', async () => {
    const member = await createCustomer(app);
    const other = await createCustomer(app);
    const team = await createTeam(app.db, 'Escuela adultos', [member.id, other.id]);
    const otherTeam = await createTeam(app.db, 'Competición', [other.id]);
    const past1 = await scheduleTraining(app.db, {
      teamId: team,
      startsAt: at('2026-11-12T18:00:00.000Z'),
      durationMinutes: 90,
      description: 'Volea',
      publicComments: '',
    });
    const past2 = await scheduleTraining(
      app.db,
      {
        teamId: team,
        startsAt: at('2026-11-19T18:00:00.000Z'),
        durationMinutes: 60,
        description: 'Bandeja',
        publicComments: 'Buen trabajo',
      },
      [
        { kind: 'gallery', title: '', location: 'g1.svg' },
        { kind: 'video', title: 'La bandeja', location: 'bandeja.mp4' },
        { kind: 'file', title: 'Plan', location: 'https://club.example/plan.pdf' },
      ],
      [member.id],
    );
    const next1 = await scheduleTraining(app.db, {
      teamId: team,
      startsAt: at('2026-12-03T18:00:00.000Z'),
      durationMinutes: 90,
      description: 'Globo',
      publicComments: '',
    });
    const next2 = await scheduleTraining(app.db, {
      teamId: team,
      startsAt: at('2026-11-26T18:00:00.000Z'),
      durationMinutes: 90,
      description: 'Saque',
      publicComments: '',
    });
    await scheduleTraining(app.db, {
      teamId: otherTeam,
      startsAt: at('2026-11-27T18:00:00.000Z'),
      durationMinutes: 90,
      description: 'No es suyo',
      publicComments: '',
    });
    const s = await loginAs(app, member.email, member.password);

    const res = await post('/api/publicteams/trainings', { customerId: member.id }, s.headers);
    expect(res.statusCode).toBe(200);
    const { model } = res.json();
    expect(model.next.map((t: { id: number }) => t.id)).toEqual([next2, next1]);
    expect(model.past.map((t: { id: number }) => t.id)).toEqual([past2, past1]);
    expect(model.past[0]).toEqual({
      id: past2,
      start: '2026-11-19T18:00:00.000Z',
      duration: 60,
      teamName: 'Escuela adultos',
      description: 'Bandeja',
      notShow: true,
      started: true,
      publicComments: 'Buen trabajo',
      // Stored files on signed links (training-files.integration.test.ts); an address as it is.
      gallery: [expect.stringMatching(/^\/uploads\/g1\.svg\?exp=\d+&sig=[\w-]+$/)],
      videos: [{ title: 'La bandeja', fileName: expect.stringMatching(/^\/uploads\/bandeja\.mp4\?exp=\d+&sig=[\w-]+$/) }],
      files: [{ url: 'https://club.example/plan.pdf', title: 'Plan' }],
    });
    expect(model.past[1].notShow).toBe(false);

    const one = await post('/api/publicteams/training', { customerId: member.id, itemId: past2 }, s.headers);
    expect(one.json().model.gallery).toEqual([expect.stringMatching(/^\/uploads\/g1\.svg\?exp=/)]);

    // Attendance is only said of a training that has begun: today's at 18:00 has not, until the clock gets there.
    expect(model.next.map((t: { started: boolean }) => t.started)).toEqual([false, false]);
    const today = () => post('/api/publicteams/training', { customerId: member.id, itemId: next2 }, s.headers);
    expect((await today()).json().model).toMatchObject({ started: false, notShow: false });
    clock.set('2026-11-26T18:00:00.000Z');
    try {
      expect((await today()).json().model.started).toBe(false);
      clock.advance({ minutes: 1 });
      expect((await today()).json().model.started).toBe(true);
      expect((await post('/api/publicteams/trainings', { customerId: member.id }, s.headers)).json().model.past[0].id).toBe(next2);
    } finally {
      clock.set('2026-11-26T10:00:00.000Z');
    }
  });

  it('never shows another team’s training, another member’s list or a list without a session', async () => {
    const member = await createCustomer(app);
    const stranger = await createCustomer(app);
    const team = await createTeam(app.db, 'Solo ellos', [stranger.id]);
    const theirs = await scheduleTraining(app.db, {
      teamId: team,
      startsAt: at('2026-12-01T18:00:00.000Z'),
      durationMinutes: 60,
      description: '',
      publicComments: '',
    });
    const s = await loginAs(app, member.email, member.password);
    const notMine = await post('/api/publicteams/training', { customerId: member.id, itemId: theirs }, s.headers);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ ok: false, errorMsg: 'This training does not exist or is not one of your teams' });
    expect((await post('/api/publicteams/trainings', { customerId: stranger.id }, s.headers)).statusCode).toBe(403);
    expect((await post('/api/publicteams/trainings', { customerId: member.id })).statusCode).toBe(401);
    const bad = await post('/api/publicteams/training', { customerId: member.id, itemId: '1e0' }, s.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).not.toMatch(/body\./);
  });
});

describe('the demo school', () => {
  // Its trainings are on Thursdays at 19:00 in the club's time: three past and three to come whenever it is seeded,
  // a Thursday evening after the start included (the week's training has then begun: it is a past one).
  it.each(['2026-11-25T12:00:00.000Z', '2026-11-26T17:59:00.000Z', '2026-11-26T18:30:00.000Z', '2026-11-29T22:00:00.000Z'])(
    'has 3 next and 3 past trainings when seeded at %s',
    async (when) => {
      clock.set(when);
      try {
        const member = await createCustomer(app);
        // The photos the demo's trainings show are stored with the demo's assets: stored here as they are there.
        for (const photo of Object.keys(DEMO_TRAINING_PHOTOS)) await app.storage.put(app.db, photo, SVG, 'image/svg+xml');
        await unitOfWork(app.db, (trx) =>
          seedDemoTrainings(trx, { clock, timeZone: 'Europe/Madrid', defaultLanguage: 'es-ES', memberId: member.id }),
        );
        const s = await loginAs(app, member.email, member.password);
        const { model } = (await post('/api/publicteams/trainings', { customerId: member.id }, s.headers)).json();
        expect([model.next.length, model.past.length]).toEqual([3, 3]);
        // Thursdays at 19:00 in Madrid.
        expect(
          new Set(
            [...model.next, ...model.past].map((t: { start: string }) =>
              new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
                new Date(t.start),
              ),
            ),
          ),
        ).toEqual(new Set(['Thu 19:00']));
      } finally {
        clock.set('2026-11-26T10:00:00.000Z');
      }
    },
  );
});
