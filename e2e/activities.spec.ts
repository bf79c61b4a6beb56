import type { APIRequestContext, Page } from '@playwright/test';
import { asMember, expect, openShell, test } from './fixtures';

/**
 * Activities and sign-up (issue 22, section 3) as a visitor and as the demo member, at a phone and a
 * desktop width: the filters in the address, a direct sign-up, a paid one through its custom form with a
 * file that lands in the cart and is paid at the sandbox gateway, and a visitor's Sign Up opening login.
 * Each journey signs up for an activity no other journey touches.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function activityId(request: APIRequestContext, name: string, type: string, status: string): Promise<number> {
  const res = await request.get(`/api/publicactivities/list?startRow=0&endRow=12&type=${type}&status=${status}`);
  const found = ((await res.json()) as { model: { activities: Array<{ id: number; name: string }> } }).model.activities.find((a) => a.name === name);
  expect(found, name).toBeDefined();
  return (found as { id: number }).id;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/activities-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the filters live in the address and a filter change returns to page 1', async ({ page }) => {
      await openShell(page, '/activities?type=nothing&status=page');
      // Unknown values fall back to ongoing registrations.
      await expect(page.getByRole('link', { name: 'Inscripciones' })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('link', { name: 'En curso' })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('link', { name: /Liga social de invierno/ })).toBeVisible();
      await page.getByRole('link', { name: 'Actividades', exact: true }).click();
      await expect(page).toHaveURL(/\/activities\?type=activity&status=ongoing$/);
      await page.getByRole('link', { name: 'Próximas' }).click();
      await expect(page).toHaveURL(/\/activities\?type=activity&status=upcoming$/);
      await expect(page.getByRole('link', { name: /Torneo de otoño/ })).toBeVisible();
      await shot(page, 'list');
      await page.reload();
      await expect(page.getByRole('link', { name: 'Próximas' })).toHaveAttribute('aria-current', 'true');
      await page.getByRole('link', { name: /Torneo de otoño/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Torneo de otoño' })).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
      const seconds = page.locator('.countdown__unit--seconds');
      if (width < 768) await expect(seconds).toBeHidden();
      else await expect(seconds).toBeVisible();
      await shot(page, 'detail');
    });
  });
}

test('a visitor’s Sign Up opens the login popup (390 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openShell(page, `/activity/${await activityId(request, 'Charla de nutrición deportiva', 'activity', 'upcoming')}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('the member signs up directly: ¡Inscripción hecha!, then ¡Ya estás inscrito! (390 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await asMember(page, request);
  await openShell(page, `/activity/${await activityId(request, 'Jornada de puertas abiertas', 'activity', 'upcoming')}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Inscripción hecha!' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('¡Ya estás inscrito!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
});

test('a paid sign-up through its custom form with a file lands in the cart and is paid (1280 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await asMember(page, request);
  await openShell(page, `/activity/${await activityId(request, 'Escuela de tenis de adultos', 'registration', 'ongoing')}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscripción en la escuela' });
  await expect(dialog).toBeVisible();
  // The Lookup loads the club's sports.
  const sport = dialog.getByLabel(/^Deporte/);
  await expect(sport.locator('option', { hasText: 'Tenis' })).toHaveCount(1);
  await sport.selectOption({ label: 'Tenis' });
  await dialog.getByLabel(/^Nivel/).selectOption('Medio');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'autorizacion.png', mimeType: 'image/png', buffer: PNG });
  await shot(page, 'form');
  await dialog.getByRole('button', { name: 'Inscribirme' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('39 €');
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
  if (!(await legal.isChecked())) await legal.check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
  // Paid: the place stays the member's.
  await page.goBack();
  await openShell(page, `/activity/${await activityId(request, 'Escuela de tenis de adultos', 'registration', 'ongoing')}`);
  await expect(page.getByText('¡Ya estás inscrito!')).toBeVisible();
});

test('an activity is server-rendered whole, popular posts included: no API call before the visitor acts, and it hydrates', async ({ page, request }) => {
  const path = `/activity/${await activityId(request, 'Charla de nutrición deportiva', 'activity', 'upcoming')}`;
  const html = await (await request.get(path)).text();
  expect(html).toContain('id="activity-popular-title"');
  // The app's code loads once the page has painted (lib/paint-first.ts), not from the HTML.
  expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/paint-first-[^"]+\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]+">/);
  expect(html).not.toContain('modulepreload');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  await page.setViewportSize({ width: 390, height: 900 });
  await openShell(page, path);
  await expect(page.getByRole('heading', { name: 'Entradas populares' })).toBeVisible();
  expect(calls).toEqual([]);
  // Hydrated: Sign Up answers a tap.
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});
