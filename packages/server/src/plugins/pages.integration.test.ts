import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerpt, matchPattern } from '../modules/page-heads/index.js';
import { buildTestApp } from '../test/build-test-app.js';
import { signedInStaff } from '../test/staff-fixtures.js';
import { pageLanguage } from './static-web.js';

/**
 * A stand-in for the web app's server renderer (dist/server/entry-server.js): it reads the settings through
 * the loopback API like the real one, and answers each kind of page the server must handle.
 */
const FAKE_RENDERER = `
export function messages(language) {
  return { sections: { privacy: language === 'fr-FR' ? 'Politique de confidentialité' : 'Política de privacidad', shop: 'Tienda', product: 'Producto', bookingPublic: 'Tu reserva', bookingTypes: 'Reservas', bookings: 'Reservar pista' } };
}
export async function render({ url, language, api }) {
  const answer = await api('/api/czconfigs/main-settings', { method: 'GET', headers: {} });
  const settings = JSON.parse(answer.body).data;
  const themeCss = ':root{--brand:' + settings.buttonsColor + '}';
  if (url.startsWith('/account')) return { kind: 'client', state: { queries: ['settings'] }, themeCss };
  if (url === '/old-page') return { kind: 'redirect', status: 301, location: '/' };
  if (url === '/broken') throw new Error('render failed');
  if (url.startsWith('/missing')) return { kind: 'html', status: 404, html: '<p>Not here</p>', title: 'No - ' + settings.name, state: {}, themeCss };
  const html = '<main><h1>' + settings.name + '</h1><p>' + language + ' ' + url + '</p><p>' + settings.openHours.split('\\n')[0] + '</p></main>';
  return { kind: 'html', html, status: 200, title: 'Política de privacidad - ' + settings.name, state: { queries: ['settings', '</script><script>alert(1)</script>'] }, themeCss };
}
`;

const INDEX = `<!doctype html>
<html lang="es-ES">
  <head>
    <link rel="icon" href="data:," />
    <title>ClubPortal</title>
  </head>
  <body>
    <div id="root"><span class="page-loading" role="status"><span class="sr-only">…</span></span></div>
  </body>
</html>`;

describe('server-rendered pages', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'clubportal-web-'));
    mkdirSync(path.join(webDist, 'server'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'server', 'entry-server.js'), FAKE_RENDERER);
    app = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  function bootData(html: string): { language: string; messages: unknown; state: unknown } {
    const json = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    return JSON.parse(json as string);
  }

  it('puts the rendered markup, the theme and the boot data (language, strings, query cache) into the page', async () => {
    const res = await app.inject('/privacy');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root" data-ssr><main><h1>Club Pádel Sierra Verde</h1><p>es-ES /privacy</p>');
    expect(res.body).not.toContain('page-loading');
    expect(res.body).toContain('<style>:root{--brand:#0a7d4f}</style>');
    expect(bootData(res.body)).toEqual({
      language: 'es-ES',
      languages: ['es-ES', 'en-US', 'es-MX', 'es-VE', 'fr-FR', 'it-IT'],
      messages: {
        sections: {
          privacy: 'Política de privacidad',
          shop: 'Tienda',
          product: 'Producto',
          bookingPublic: 'Tu reserva',
          bookingTypes: 'Reservas',
          bookings: 'Reservar pista',
        },
      },
      state: { queries: ['settings', '</script><script>alert(1)</script>'] },
    });
    // Data from the database never closes the script element it travels in.
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('gives a legal page its own title, description, canonical URL and Open Graph tags with absolute URLs', async () => {
    const html = (await app.inject('/privacy')).body;
    expect(html).toContain('<title>Política de privacidad - Club Pádel Sierra Verde</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    expect(html).toContain('<link rel="canonical" href="http://portal.test/privacy" />');
    expect(html).toContain('<meta property="og:title" content="Política de privacidad - Club Pádel Sierra Verde" />');
    expect(html).toContain('<meta property="og:url" content="http://portal.test/privacy" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/portal\.test\/uploads\/[^"]+" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="og:locale" content="es_ES" />');
    expect(html).not.toContain('noindex');
    // The banner's background image is the first screen's largest paint.
    expect(html).toMatch(/<link rel="preload" href="\/uploads\/[^"]+" as="image" fetchpriority="high" \/>/);
  });

  it('lets a server-rendered page paint before its scripts load, and a page rendered in the browser load them at once', async () => {
    writeFileSync(
      path.join(webDist, 'index.html'),
      INDEX.replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index.js" data-paint-first="/assets/paint-first.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/a.js">\n</head>',
      ),
    );
    try {
      const rendered = (await app.inject('/privacy')).body;
      expect(rendered).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/paint-first.js" data-entry="/assets/index.js" data-preload="/assets/a.js"></script>',
      );
      expect(rendered).not.toContain('modulepreload');
      const browserRendered = (await app.inject('/account')).body;
      expect(browserRendered).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
      expect(browserRendered).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    } finally {
      writeFileSync(path.join(webDist, 'index.html'), INDEX);
    }
  });

  it("gives the home page the club's name, its hero as preview image and a preload", async () => {
    const html = (await app.inject('/')).body;
    expect(html).toContain('<title>Club Pádel Sierra Verde</title>');
    expect(html).toContain('<meta property="og:image" content="http://portal.test/uploads/hero1.svg" />');
    expect(html).toContain('<link rel="preload" href="/uploads/hero1.svg" as="image" fetchpriority="high" />');
  });

  it('gives a product page its own title, description, image and og:type product, with absolute URLs', async () => {
    const product = await app.db
      .selectFrom('products')
      .select(['id', 'logo'])
      .where('name', '=', 'Pala Sierra Pro Carbon 2026')
      .executeTakeFirstOrThrow();
    const html = (await app.inject(`/shop/${product.id}`)).body;
    expect(html).toContain('<title>Pala Sierra Pro Carbon 2026 - Club Pádel Sierra Verde</title>');
    expect(html).toContain('<meta property="og:title" content="Pala Sierra Pro Carbon 2026 - Club Pádel Sierra Verde" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<link rel="canonical" href="http://portal.test/shop/${product.id}" />`);
    expect(html).toContain(`<meta property="og:image" content="http://portal.test/uploads/${product.logo}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="http://portal.test/uploads/${product.logo}" />`);
    expect(html).toContain(`<link rel="preload" href="/uploads/${product.logo}" as="image" fetchpriority="high" />`);
    // The product's own words, not the club's description.
    const description = /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(/<meta property="og:description" content="([^"]*)" \/>/.exec(html)?.[1]).toBe(description);
    const home = (await app.inject('/')).body;
    expect(/<meta name="description" content="([^"]*)" \/>/.exec(home)?.[1]).not.toBe(description);
    expect(html).not.toContain('noindex');
  });

  it('names the shop, and a product that is not for sale only by the section', async () => {
    expect((await app.inject('/shop?search=pala')).body).toContain('<title>Tienda - Club Pádel Sierra Verde</title>');
    const hidden = (await app.inject('/shop/999999')).body;
    expect(hidden).toContain('<title>Producto - Club Pádel Sierra Verde</title>');
    expect(hidden).not.toContain('og:type" content="product"');
  });

  it("previews a booking's private page (type, court, club time) but keeps it out of search engines", async () => {
    const booking = await app.db
      .selectFrom('bookings')
      .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
      .select(['bookings.token', 'bookings.duration_minutes', 'booking_types.name'])
      .where('bookings.status', '=', 'active')
      // A court's booking (a class of bookings by place is in a room).
      .where('booking_types.by_place', '=', 0)
      .orderBy('bookings.starts_at', 'desc')
      .executeTakeFirstOrThrow();
    const html = (await app.inject(`/booking/${booking.token}`)).body;
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${booking.name} - Pista \\d+ [^"]+ - Club Pádel Sierra Verde" />`));
    expect(html).toMatch(
      new RegExp(`<meta property="og:description" content="\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} · ${booking.duration_minutes} min" />`),
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const unknown = (await app.inject('/booking/AAAAAAAAAAAAAAAAAAAAAA')).body;
    expect(unknown).toContain('<meta property="og:title" content="Tu reserva - Club Pádel Sierra Verde" />');
    expect(unknown).toContain('<meta name="robots" content="noindex" />');
  });

  it("gives a booking type's grid the type's name, description and image; the index and an unknown type the section's name", async () => {
    const padel = await app.db
      .selectFrom('booking_types')
      .select(['id', 'image', 'description'])
      .where('name', '=', 'Pádel')
      .executeTakeFirstOrThrow();
    const html = (await app.inject(`/bookings/${padel.id}?date=2030-01-01`)).body;
    expect(html).toContain('<title>Pádel - Club Pádel Sierra Verde</title>');
    expect(html).toContain('<meta property="og:title" content="Pádel - Club Pádel Sierra Verde" />');
    expect(html).toContain(`<meta name="description" content="${padel.description}" />`);
    expect(html).toContain(`<meta property="og:image" content="http://portal.test/uploads/${padel.image}" />`);
    expect(html).toContain(`<link rel="canonical" href="http://portal.test/bookings/${padel.id}" />`);
    expect(html).not.toContain('noindex');
    // In English: the type's name and description as the club translated them.
    const english = (await app.inject({ url: `/bookings/${padel.id}`, headers: { cookie: 'lang=en-US' } })).body;
    expect(english).toContain('<title>Padel - Club Pádel Sierra Verde</title>');
    expect(english).toContain('<meta name="description" content="Panoramic glass courts with the latest artificial grass." />');
    const home = (await app.inject({ url: '/', headers: { cookie: 'lang=fr-FR' } })).body;
    expect(home).toContain('<meta name="description" content="Club de padel et de tennis dans la sierra de Madrid');
    expect((await app.inject('/bookingtypes')).body).toContain('<title>Reservas - Club Pádel Sierra Verde</title>');
    expect((await app.inject('/bookings')).body).toContain('<title>Reservar pista - Club Pádel Sierra Verde</title>');
    const unknown = (await app.inject('/bookings/999999')).body;
    expect(unknown).toContain('<title>Reservar pista - Club Pádel Sierra Verde</title>');
    expect(unknown).not.toContain('og:image" content="http://portal.test/uploads/gallery2.svg"');
  });

  it('renders in the language of the cookie the app sets', async () => {
    const res = await app.inject({ url: '/privacy', headers: { cookie: 'other=1; lang=fr-FR' } });
    expect(res.body).toContain('<html lang="fr-FR"');
    expect(res.body).toContain('<title>Politique de confidentialité - Club Pádel Sierra Verde</title>');
    expect(res.body).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(bootData(res.body).language).toBe('fr-FR');
  });

  it("renders the club's texts in the page's language: its calls ask for it, whatever the renderer's client sends", async () => {
    const pageIn = async (cookie: string) => (await app.inject({ url: '/privacy', headers: { cookie } })).body;
    expect(await pageIn('lang=en-US')).toContain('<p>Monday to Friday: 8:00 - 23:00</p>');
    expect(await pageIn('lang=fr-FR')).toContain('<p>Du lundi au vendredi : 8h00 - 23h00</p>');
    expect(await pageIn('lang=es-ES')).toContain('<p>Lunes a viernes: 8:00 - 23:00</p>');
  });

  it('renders a first visit in the language the browser asks for when the portal has it; a picked language wins', async () => {
    const french = await app.inject({ url: '/privacy', headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' } });
    expect(french.body).toContain('<html lang="fr-FR"');
    expect(bootData(french.body).language).toBe('fr-FR');
    expect(french.headers.vary).toBe('cookie, accept-language');
    const english = await app.inject({ url: '/privacy', headers: { 'accept-language': 'de-DE,en-GB;q=0.7' } });
    expect(bootData(english.body).language).toBe('en-US');
    const unknown = await app.inject({ url: '/privacy', headers: { 'accept-language': 'de-DE' } });
    expect(bootData(unknown.body).language).toBe('es-ES');
    const picked = await app.inject({ url: '/privacy', headers: { 'accept-language': 'fr-FR', cookie: 'lang=it-IT' } });
    expect(bootData(picked.body).language).toBe('it-IT');
  });

  it('sends login-only pages as the app page with boot data, noindex', async () => {
    const res = await app.inject('/account');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><span class="page-loading"');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(bootData(res.body).state).toEqual({ queries: ['settings'] });
  });

  it("keeps the renderer's status and redirects", async () => {
    const missing = await app.inject('/missing/thing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>No - Club Pádel Sierra Verde</title>');
    expect(missing.body).toContain('noindex');
    const old = await app.inject('/old-page');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/');
  });

  it('falls back to the browser-rendered page when rendering fails', async () => {
    const res = await app.inject('/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><span class="page-loading"');
    expect(res.body).not.toContain('boot-data');
    expect(res.body).toContain('<title>Club Pádel Sierra Verde</title>');
  });

  it('never serves the renderer bundle to browsers', async () => {
    expect((await app.inject('/server/entry-server.js')).statusCode).toBe(404);
  });
});

describe('the languages a club offers', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'clubportal-web-'));
    mkdirSync(path.join(webDist, 'server'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    writeFileSync(path.join(webDist, 'server', 'entry-server.js'), FAKE_RENDERER);
    app = await buildTestApp({ webDist });
    const owner = await signedInStaff(app, { role: 'owner', language: 'en-US' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/staff/setup-wizard/languages',
      headers: owner.headers,
      payload: { offered: ['es-ES', 'en-US'], default: 'es-ES' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = async (headers: Record<string, string>) => {
    const res = await app.inject({ url: '/', headers });
    const boot = JSON.parse(/<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? 'null');
    return { lang: /<html lang="([^"]+)"/.exec(res.body)?.[1], boot };
  };

  it('serves pages only in them, and tells the language picker which they are', async () => {
    // A French browser at a club in Spanish and English reads the club's default language.
    const french = await page({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.lang).toBe('es-ES');
    expect(french.boot.language).toBe('es-ES');
    expect(french.boot.languages).toEqual(['es-ES', 'en-US']);
    // A browser asking for any English reads English; a French one that also reads English too.
    expect((await page({ 'accept-language': 'en-GB' })).lang).toBe('en-US');
    expect((await page({ 'accept-language': 'fr-FR, en;q=0.5' })).lang).toBe('en-US');
    // A language picked before the club withdrew it is not served.
    expect((await page({ cookie: 'lang=it-IT', 'accept-language': 'it-IT' })).lang).toBe('es-ES');
    expect((await page({ cookie: 'lang=en-US' })).lang).toBe('en-US');
  });
});

describe('page head helpers', () => {
  it('reads the language cookie, defaulting to es-ES', () => {
    expect(pageLanguage(undefined)).toBe('es-ES');
    expect(pageLanguage('lang=it-IT')).toBe('it-IT');
    expect(pageLanguage('a=b; lang=en-US; c=d')).toBe('en-US');
    expect(pageLanguage('lang=xx-XX')).toBe('es-ES');
    expect(pageLanguage('lang=fr-FR', undefined, { offered: ['en-US', 'it-IT'], fallback: 'it-IT' })).toBe('it-IT');
  });

  it('matches page patterns with parameters', () => {
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/post/:id', '/post/12')).toEqual({ id: '12' });
    expect(matchPattern('/post/:id', '/post')).toBeNull();
    expect(matchPattern('/privacy', '/cookies')).toBeNull();
  });

  it('makes a plain-text description of HTML, cut at a word', () => {
    expect(excerpt('<h2>Hola</h2><p>Uno &amp; dos</p>')).toBe('Hola Uno & dos');
    const long = excerpt(`<p>${'palabra '.repeat(40)}</p>`, 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith('palabra…')).toBe(true);
  });
});
