import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { createTeam, scheduleTraining } from './trainings.service.js';

/**
 * Private files (issue 29 section 6): a training's photos, videos and files are served only on the signed,
 * short-lived links a member of the training is given (sign-up uploads: activities/signup-uploads).
 */
const clock = new ManualClock('2026-11-26T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp({ clock });
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');

async function trainingWithPhoto() {
  const n = Math.random().toString(36).slice(2, 10);
  const photo = `team-photo-${n}.svg`;
  const notes = `notes-${n}.pdf`;
  // Stored as any upload is: scheduling the training with them makes them private.
  await app.storage.put(app.db, photo, SVG, 'image/svg+xml');
  await app.storage.put(app.db, notes, Buffer.from('%PDF-1.4 notes'), 'application/pdf');
  const member = await createCustomer(app);
  const team = await createTeam(app.db, `Equipo ${n}`, [member.id]);
  const training = await scheduleTraining(
    app.db,
    { teamId: team, startsAt: '2026-11-19T18:00:00.000Z' as Instant, durationMinutes: 60, description: '', publicComments: '' },
    [
      { kind: 'gallery', title: '', location: photo },
      { kind: 'file', title: 'Notas', location: notes },
      { kind: 'file', title: 'Condiciones', location: '/generalConditions' },
    ],
  );
  const session = await loginAs(app, member.email, member.password);
  const answer = await post('/api/publicteams/training', { customerId: member.id, itemId: training }, session.headers);
  expect(answer.statusCode).toBe(200);
  const model = answer.json().model as { gallery: string[]; files: Array<{ url: string; title: string }> };
  return { photo, notes, member, training, model };
}

describe('a training’s files', () => {
  it('are served to a member of the training on the link their answer carries, kept by their browser alone', async () => {
    const { photo, notes, model } = await trainingWithPhoto();
    const [link] = model.gallery;
    expect(link).toMatch(new RegExp(`^/uploads/${photo}\\?exp=\\d+&sig=[\\w-]+$`));
    const served = await app.inject(link as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.rawPayload.equals(SVG)).toBe(true);
    const file = await app.inject(model.files[0]?.url as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${notes}"`);
    // A page of the portal is a link, not a file: passed as it is.
    expect(model.files[1]).toEqual({ url: '/generalConditions', title: 'Condiciones' });
  });

  it('are not found on their old public address, nor for a stranger or a guest who has no link', async () => {
    const { photo, notes, training } = await trainingWithPhoto();
    expect((await app.inject(`/uploads/${photo}`)).statusCode).toBe(404);
    expect((await app.inject(`/uploads/${notes}`)).json()).toEqual({ ok: false, errorMsg: 'This file does not exist' });
    const stranger = await createCustomer(app);
    const s = await loginAs(app, stranger.email, stranger.password);
    expect((await post('/api/publicteams/training', { customerId: stranger.id, itemId: training }, s.headers)).statusCode).toBe(404);
    expect((await app.inject({ url: `/uploads/${photo}`, headers: s.headers })).statusCode).toBe(404);
    expect((await post('/api/publicteams/training', { customerId: stranger.id, itemId: training })).statusCode).toBe(401);
  });

  it('refuse a tampered link, and a link once it has expired', async () => {
    const { photo, notes, model } = await trainingWithPhoto();
    const link = model.gallery[0] as string;
    const sig = link.split('sig=')[1] as string;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await app.inject(link.replace(sig, flipped))).statusCode).toBe(404);
    // The same signature neither opens another file nor lives longer.
    expect((await app.inject(link.replace(photo, notes))).statusCode).toBe(404);
    const exp = Number(/exp=(\d+)/.exec(link)?.[1]);
    expect((await app.inject(link.replace(`exp=${exp}`, `exp=${exp + 3600}`))).statusCode).toBe(404);
    expect((await app.inject(`/uploads/${photo}?exp=${exp}`)).statusCode).toBe(404);

    const now = clock.now().getTime();
    expect(exp * 1000 - now).toBeGreaterThanOrEqual(45 * 60_000);
    expect(exp * 1000 - now).toBeLessThanOrEqual(60 * 60_000);
    clock.set(new Date(exp * 1000).toISOString());
    try {
      const expired = await app.inject({ url: link, headers: { 'accept-language': 'es-ES' } });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ ok: false, errorMsg: 'Este enlace ha caducado: vuelve a abrir la página para ver el archivo' });
    } finally {
      clock.set('2026-11-26T10:00:00.000Z');
    }
  });

  it('leave the club’s public images public', async () => {
    await trainingWithPhoto();
    const logo = await app.inject('/uploads/gallery1.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });
});
