import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_HEADER } from '@clubportal/contract/http';
import { getMainSettings, saveMainSettings, storedMainSettingsSchema } from '../modules/settings/index.js';
import { buildTestApp } from '../test/build-test-app.js';
import { nowInstant } from '../lib/clock.js';

describe('platform behaviour', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'clubportal-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><head><link rel="icon" href="data:," />\n<title>ClubPortal</title></head><div id="root"></div>',
    );
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    writeFileSync(path.join(webDist, '404-page.html'), '<!doctype html><title>Not available</title>');
    app = await buildTestApp({ webDist, env: { STORAGE_VERSION: '3' } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with the database kind', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  it('answers unknown API routes with a JSON 404 carrying the version header', async () => {
    const res = await app.inject('/api/does-not-exist?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'Not found: GET /api/does-not-exist' });
    expect(res.headers[VERSION_HEADER]).toBe('3');
  });

  it('puts the version header on errors too but not on pages', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/publiccomms/info-request', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers[VERSION_HEADER]).toBe('3');
    const page = await app.inject('/account');
    expect(page.headers[VERSION_HEADER]).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await app.inject('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the SPA for any page path, never cached', async () => {
    for (const url of ['/', '/account', '/shop/12', '/some/unknown/page']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("writes the club's name, description, icon and hero preload into the page head", async () => {
    const home = (await app.inject('/')).body;
    expect(home).toContain('<title>Club Pádel Sierra Verde</title>');
    expect(home).not.toContain('ClubPortal');
    expect(home).toContain('<meta name="theme-color" content="#0a7d4f" />');
    expect(home).toContain('<link rel="icon" href="/uploads/logo.svg" />');
    expect(home).toContain('<link rel="preload" href="/uploads/hero1.svg" as="image" fetchpriority="high" />');
    expect(home).toContain('<link rel="canonical" href="http://portal.test/" />');
    expect(home).not.toContain('noindex');
    const account = (await app.inject('/account')).body;
    expect(account).toContain('<title>Club Pádel Sierra Verde</title>');
    expect(account).toContain('<meta name="robots" content="noindex" />');
    expect(account).not.toContain('hero1.svg');
    expect(account).not.toContain('og:title');
  });

  it('serves a rebuilt web app without a restart', async () => {
    const file = path.join(webDist, 'index.html');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('<div id="root"></div>', '<div id="root" data-build="2"></div>'));
    try {
      expect((await app.inject('/shop')).body).toContain('data-build="2"');
    } finally {
      writeFileSync(file, original);
    }
  });

  it('escapes club texts written into the page', async () => {
    const current = storedMainSettingsSchema.parse(await getMainSettings(app.db));
    await saveMainSettings(app, { ...current, name: 'Club <script>alert(1)</script> & Co' }, nowInstant(app.clock));
    try {
      const page = (await app.inject('/blog')).body;
      expect(page).toContain(' Club &#60;script&#62;alert(1)&#60;/script&#62; &#38; Co</title>');
      expect(page).not.toContain('<script>alert');
    } finally {
      await saveMainSettings(app, current, nowInstant(app.clock));
    }
  });

  it('serves hashed assets with a one-year immutable cache, compressed', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('gzips JSON answers when asked', async () => {
    const res = await app.inject({ url: '/api/czconfigs/legal-settings', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the static 404 page and 404s missing assets instead of the SPA', async () => {
    expect((await app.inject('/404-page.html')).body).toContain('Not available');
    const missing = await app.inject('/assets/nope-123.js');
    expect(missing.statusCode).toBe(404);
    expect((await app.inject('/uploads/nope.png')).statusCode).toBe(404);
  });

  it('publishes OpenAPI docs generated from the contract', async () => {
    const spec = await app.inject('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const doc = spec.json();
    expect(doc.paths['/api/czconfigs/main-settings'].get).toBeDefined();
    expect(doc.paths['/api/publiccomms/info-request'].post.requestBody).toBeDefined();
    const ui = await app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('pages of an unconfigured club', () => {
  it('are served as built, so the app can send visitors to the 404 page', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'clubportal-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>ClubPortal</title><div id="root"></div>');
    const app = await buildTestApp({ webDist, seed: false });
    try {
      // A club without settings that is live (else every public page is the holding page, issue 31).
      await app.db.updateTable('club_launch').set({ live: 1 }).execute();
      const res = await app.inject('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>ClubPortal</title>');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
