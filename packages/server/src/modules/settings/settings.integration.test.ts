import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalSettingsSchema, mainSettingsSchema, templateConfigSchema } from '@clubportal/contract/settings';
import { VERSION_HEADER } from '@clubportal/contract/http';
import { AppError } from '../../lib/app-error.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { nowInstant } from '../../lib/clock.js';
import { findSection, saveSection } from './settings.repository.js';
import { saveMainSettings, storedMainSettingsSchema, type StoredMainSettings } from './settings.service.js';

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
    expect(data.currencyCode).toBe('EUR');
    expect(data.CurrencySymbol).toBe('€');
  });

  it('main-settings reflects what staff saved', async () => {
    const current = storedMainSettingsSchema.parse((await app.inject('/api/czconfigs/main-settings')).json().data);
    await saveMainSettings(app, { ...current, RegisterOn: false, buttonsColor: '#123456' }, nowInstant(app.clock));
    const data = (await app.inject('/api/czconfigs/main-settings')).json().data;
    expect(data.RegisterOn).toBe(false);
    expect(data.buttonsColor).toBe('#123456');
  });

  it.each([
    ['currencyCode', 'EURO', 'currencyCode: Invalid currency code "EURO": use an ISO 4217 code such as EUR, MXN or CLP'],
    ['currencyCode', 'eur', 'currencyCode: Invalid currency code "eur": use an ISO 4217 code such as EUR, MXN or CLP'],
    [
      'timeZone',
      'Europe/Madird',
      'timeZone: Unknown time zone "Europe/Madird": use an IANA name such as Europe/Madrid or America/Santiago',
    ],
    [
      'dateFormat',
      'dd/MM',
      'dateFormat: Unusable date format "dd/MM": use Luxon tokens that show the day, month and year, such as dd/MM/yyyy',
    ],
  ] as const)('refuses an invalid %s (%s) with a clear message and saves nothing', async (field, value, message) => {
    const before = await findSection(app.db, 'main');
    const current = storedMainSettingsSchema.parse(before);
    // Another field changes too: a refused save must not write it either.
    const attempt = { ...current, name: 'Changed name', [field]: value } as StoredMainSettings;
    const error = await saveMainSettings(app, attempt, nowInstant(app.clock)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'bad_request', message: `The main settings were not saved: ${message}` });
    expect(await findSection(app.db, 'main')).toEqual(before);
    const data = (await app.inject('/api/czconfigs/main-settings')).json().data;
    expect(data.name).toBe(current.name);
    expect(data[field]).toBe(current[field]);
  });

  it('lists every invalid field at once', async () => {
    const current = storedMainSettingsSchema.parse(await findSection(app.db, 'main'));
    const attempt = { ...current, currencyCode: 'XYZ', timeZone: 'Nowhere', dateFormat: 'HH:mm' };
    await expect(saveMainSettings(app, attempt, nowInstant(app.clock))).rejects.toThrow(
      /^The main settings were not saved: currencyCode: .*"XYZ".*; timeZone: .*"Nowhere".*; dateFormat: .*"HH:mm"/,
    );
  });

  it('saves a valid currency, time zone and date format', async () => {
    const current = storedMainSettingsSchema.parse(await findSection(app.db, 'main'));
    try {
      await saveMainSettings(
        app,
        { ...current, currencyCode: 'CLP', timeZone: 'America/Santiago', dateFormat: 'dd-MM-yyyy HH:mm' },
        nowInstant(app.clock),
      );
      const data = (await app.inject('/api/czconfigs/main-settings')).json().data;
      expect([data.currencyCode, data.timeZone, data.dateFormat]).toEqual(['CLP', 'America/Santiago', 'dd-MM-yyyy HH:mm']);
    } finally {
      await saveMainSettings(app, current, nowInstant(app.clock));
    }
  });

  it('reads settings stored before the currency code existed as EUR', async () => {
    const before = await findSection(app.db, 'main');
    const { currencyCode: _dropped, ...older } = storedMainSettingsSchema.parse(before);
    try {
      await saveSection(app.db, 'main', older, nowInstant(app.clock));
      const res = await app.inject('/api/czconfigs/main-settings');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.currencyCode).toBe('EUR');
    } finally {
      await saveSection(app.db, 'main', before, nowInstant(app.clock));
    }
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
