import { demo, expect, logInFromHeader as logIn, test, waitForApp } from './fixtures';

/**
 * The installable portal (issue 22): the manifest is linked from the page and describes the club, its icons
 * exist, and the service worker opens the member card on a new page without any connection (a cold start).
 * The other journeys run with service workers blocked (playwright.config.ts); this one wants it.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test('the manifest is linked and valid, with the club’s name, colour and icons', async ({ page, request }) => {
  await page.goto('/');
  await waitForApp(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href as string);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
  };
  expect(manifest).toMatchObject({ name: demo.clubName, start_url: '/', display: 'standalone', theme_color: '#0a7d4f' });
  for (const size of ['192x192', '512x512']) {
    expect(
      manifest.icons
        .filter((i) => i.sizes === size && i.type === 'image/png')
        .map((i) => i.purpose)
        .sort(),
    ).toEqual(['any', 'maskable']);
  }
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
  }
  const png = await request.get('/pwa/icon-512.png');
  const bytes = await png.body();
  // A PNG of 512 x 512 (its IHDR).
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(512);
  expect(bytes.readUInt32BE(20)).toBe(512);
});

test('the member card opens on a new page with no connection, once seen', async ({ page, context, consoleGuard }) => {
  await logIn(page);
  await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Carné' }).click();
  const card = page.getByRole('dialog', { name: 'Carné de socio' });
  await expect(card.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible();
  await card.getByRole('button', { name: 'Cerrar' }).click();
  // The worker has installed: it keeps the app's page for offline use.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const keys = await caches.keys();
        const kept = await Promise.all(keys.map(async (key) => (await caches.open(key)).match('/member-card')));
        return registration.active?.state === 'activated' && kept.some(Boolean);
      }),
    )
    .toBe(true);

  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  await context.setOffline(true);
  const offline = await context.newPage();
  // Served by the worker: a page the server renders (the shop) comes back as the kept app page.
  const shop = await offline.goto('/shop');
  expect(shop?.fromServiceWorker()).toBe(true);
  expect(await shop?.text()).not.toContain('data-ssr');

  await offline.goto('/member-card');
  const offlineCard = offline.getByRole('dialog', { name: 'Carné de socio' });
  await expect(offlineCard.getByText(/^Abono Temporada \d{4}\/\d\d$/)).toBeVisible();
  await expect(offlineCard.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible();
  await expect(offlineCard.getByRole('status')).toHaveText('Sin conexión: es tu carné guardado.');
  await context.setOffline(false);
});

test('the installed app opened with no connection says so and shows the card and the last bookings it kept', async ({
  page,
  context,
  consoleGuard,
}) => {
  test.slow();
  await logIn(page);
  // Online, the member looks at their bookings and their card once: the phone keeps both.
  await page.goto('/customer-bookings');
  await waitForApp(page);
  const next = page.locator('.booking-item').first();
  await expect(next).toBeVisible();
  await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Carné' }).click();
  const card = page.getByRole('dialog', { name: 'Carné de socio' });
  await expect(card.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible();
  await card.getByRole('button', { name: 'Cerrar' }).click();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shell = await Promise.all((await caches.keys()).map(async (key) => (await caches.open(key)).match('/member-card')));
        const pictures = await (await caches.open('card-images')).keys();
        return registration.active?.state === 'activated' && shell.some(Boolean) && pictures.length > 0;
      }),
    )
    .toBe(true);
  const kept = await page.evaluate(() => localStorage.length);
  expect(kept).toBeGreaterThan(0);

  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
  await context.setOffline(true);
  // A cold start: a new page of the installed app, at its start address.
  const app = await context.newPage();
  await app.goto('/');
  await expect(app.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeVisible();
  await expect(app.getByText('Problemas técnicos')).toHaveCount(0);
  const bookings = app.getByRole('region', { name: 'Tus próximas reservas (guardadas)' });
  await expect(bookings.getByRole('listitem').first()).toBeVisible();
  expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await app.screenshot({ path: test.info().outputPath('offline-start.png'), fullPage: true });

  await app.getByRole('button', { name: 'Ver mi carné' }).click();
  const offlineCard = app.getByRole('dialog', { name: 'Carné de socio' });
  await expect(offlineCard.getByText(/^Abono Temporada \d{4}\/\d\d$/)).toBeVisible();
  await expect(offlineCard.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible();
  // Its pictures come from what the worker kept.
  await expect
    .poll(() => offlineCard.locator('img.member-card__shield').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await app.screenshot({ path: test.info().outputPath('offline-card.png') });
  await context.setOffline(false);
});
