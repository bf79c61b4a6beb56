import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalSettingsSchema, mainSettingsSchema, templateConfigSchema } from '@clubportal/contract/settings';
import { VERSION_HEADER } from '@clubportal/contract/http';
import { buildTestApp } from '../../test/build-test-app.js';
import { saveMainSettings, storedMainSettingsSchema } from './settings.service.js';
import { nowInstant } from '../../lib/clock.js';

describe('settings calls', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { STORAGE_VERSION: '7' } });
  });
  afterAll(() => app.close());

  it('main-settings answers every field of the spec with the demo club and its gallery', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[VERSION_HEADER]).toBe('7');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.ok).toBe(true);
    const data = mainSettingsSchema.strict().parse(body.data);
    expect(data.name).toBe('Club Pádel Sierra Verde');
    expect(data.buttonsColor).toBe('#0a7d4f');
    expect(data.coords.split(',')).toHaveLength(2);
    expect(data.gallery.length).toBeGreaterThanOrEqual(6);
    expect(data.gallery[0]).toEqual({ url: 'gallery1.svg', description: 'Pádel nocturno bajo los focos' });
  });

  it('main-settings reflects what staff saved', async () => {
    const current = storedMainSettingsSchema.parse((await app.inject('/api/czconfigs/main-settings')).json().data);
    await saveMainSettings(app.db, { ...current, RegisterOn: false, buttonsColor: '#123456' }, nowInstant(app.clock));
    const data = (await app.inject('/api/czconfigs/main-settings')).json().data;
    expect(data.RegisterOn).toBe(false);
    expect(data.buttonsColor).toBe('#123456');
  });

  it('legal-settings answers the four HTML texts', async () => {
    const res = await app.inject('/api/czconfigs/legal-settings');
    expect(res.statusCode).toBe(200);
    const data = legalSettingsSchema.strict().parse(res.json().data);
    expect(data.privacyPolicyFull).toContain('<h2>Política de privacidad</h2>');
    expect(data.cookiesPolicy).toContain('crt');
  });

  it('template answers every field of the home template config', async () => {
    const res = await app.inject('/api/czconfigs/template');
    expect(res.statusCode).toBe(200);
    const data = templateConfigSchema.strict().parse(res.json().data);
    expect(data.image1).toBe('hero1.svg');
    expect(data.textNumbers4).toBe('Torneos al año');
  });

  it('demo images are served from the uploads folder', async () => {
    const res = await app.inject('/uploads/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('settings on an unconfigured club', () => {
  it('answers 503 with a clear message instead of inventing settings', async () => {
    const app = await buildTestApp({ seed: false });
    try {
      const res = await app.inject('/api/czconfigs/main-settings');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, errorMsg: 'The club has no main settings yet' });
    } finally {
      await app.close();
    }
  });
});
