import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../db/migrate.js';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { servedPagesDist } from '../../test/served-pages.js';
import { demoMainSettings } from '../../db/seed/demo-club.js';
import { isClubLive } from './club-launch.service.js';
import { saveMainSettings } from './settings.service.js';

// Issue 31 §1: until the club goes live, public pages answer a holding page (not an error); the staff console
// and the API keep answering as documented. The demo and a club that already runs are live.
describe('a club that is not live yet', () => {
  const dist = servedPagesDist();
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, webDist: dist.webDist });
  });
  afterAll(async () => {
    await app.close();
    dist.remove();
  });

  it('answers every public page with a neutral holding page in the visitor language, 503 with Retry-After', async () => {
    for (const url of ['/', '/bookings', '/shop/product/3']) {
      const res = await app.inject({ url, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('3600');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<html lang="fr-FR"');
      expect(res.body).toContain('Ce club ouvre bientôt son portail');
      expect(res.body).not.toContain('main settings');
    }
  });

  it('keeps the API documented error and the staff console', async () => {
    const api = await app.inject('/api/czconfigs/main-settings');
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ ok: false, errorMsg: 'The club has no main settings yet' });
    const staff = await app.inject({ url: '/staff/login' });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('<main>/staff/login</main>');
  });

  it('names the club once its name is saved, still holding', async () => {
    await saveMainSettings(app, { ...demoMainSettings, name: 'Club Tenis <Norte>' }, nowInstant(app.clock));
    const res = await app.inject({ url: '/', headers: { cookie: 'lang=es-ES' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('<title>Club Tenis &lt;Norte&gt;</title>');
    expect(res.body).toContain('Club Tenis &lt;Norte&gt; abre su portal muy pronto');
    // The settings call answers what was saved: the API is not held, only the pages.
    expect((await app.inject('/api/czconfigs/main-settings')).statusCode).toBe(200);
  });

  it('migrates a database that already had main settings as live', async () => {
    const back = await migrator(app.db, schemaOf()).migrateTo('0037-staff-console');
    expect(back.error).toBeUndefined();
    await migrateToLatest(app.db, schemaOf());
    expect(await isClubLive(app.db)).toBe(true);
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>/</main>');
  });
});

describe('the demo club', () => {
  it('is live from the start', async () => {
    const dist = servedPagesDist();
    const app = await buildTestApp({ webDist: dist.webDist });
    try {
      const res = await app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<main>/</main>');
    } finally {
      await app.close();
      dist.remove();
    }
  });
});
