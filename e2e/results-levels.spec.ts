import type { Page } from '@playwright/test';
import { demo, expect, logInFromHeader as logIn, memberLogin, test } from './fixtures';

/**
 * Match results and levels (issue 23, sections 3 and 4) on the demo club: the demo member's past matches
 * on Pista 6 at noon (demo-results-levels.ts) are waiting for their result; Pandora is linked for them and
 * World Padel Rating is not (the demo's in-process stand-ins answer for both).
 */

type Past = { id: number; resourceName: string; dtStart: string };

/** The club's date `days` from now (yyyy-MM-dd). */
const clubDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));

/** The demo member's past match on Pista 6 at noon `daysAgo` days ago (the seed leaves it without a result). */
async function pastMatch(page: Page, daysAgo: number): Promise<number> {
  const m = await memberLogin(page.request);
  const res = await page.request.get(`/api/publicbookings/customer-bookings/${m.id}`, { headers: { authorization: `Bearer ${m.token}` } });
  const past = ((await res.json()) as { model: { past: Past[] } }).model.past;
  const match = past.find((b) => b.resourceName === 'Pista 6 pádel' && b.dtStart === `${clubDate(-daysAgo)} 12:00`);
  expect(match, `the match of ${clubDate(-daysAgo)}`).toBeDefined();
  return match!.id;
}

for (const [width, daysAgo] of [
  [390, 5],
  [1280, 1],
] as const) {
  test(`a player records the result of a past match and sees it read-only at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const bookingId = await pastMatch(page, daysAgo);
    await logIn(page);
    // From My Bookings' past list to the match's results.
    await page.goto('/customer-bookings');
    await page.locator(`a[href="/booking-results/${bookingId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/booking-results/${bookingId}$`));
    await expect(page.getByRole('region', { name: 'Equipo 1' })).toContainText('Lucía');
    await page.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect(page.getByRole('alert')).toHaveText('Rellena al menos un resultado');
    await page.getByRole('textbox', { name: 'Equipo 1, set 1' }).fill('6');
    await page.getByRole('textbox', { name: 'Equipo 2, set 1' }).fill('3');
    await page.getByRole('textbox', { name: 'Equipo 1, set 2' }).fill('7');
    await page.getByRole('textbox', { name: 'Equipo 2, set 2' }).fill('5');
    await page.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect(page.getByText('El resultado ya está guardado.')).toBeVisible();
    await page.screenshot({ path: `/tmp/results-shots/results-${width}.png`, fullPage: true });
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByLabel('Equipo 1, set 2')).toHaveText('7');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The club's own history has the match.
    await page.goto('/levels?provider=club');
    await expect(page.getByRole('table').first()).toContainText('6-3 7-5');
  });
}

test('levels: Pandora and World Padel Rating are linked with their histories, the club has its results (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto('/levels');
  const provider = page.getByLabel('Proveedor');
  await expect(provider).toHaveValue('pandora');
  await expect(page.getByRole('table')).not.toHaveCount(0);
  await expect(page.getByText(/^Nivel actual/)).toBeVisible();
  await provider.selectOption('club');
  await expect(page.getByRole('table').first()).toContainText('Resultado');
  await provider.selectOption('world-padel-rating');
  await expect(page).toHaveURL(/\/levels\?provider=world-padel-rating$/);
  await expect(page.getByRole('button', { name: 'Vincula tu cuenta' })).toHaveCount(0);
  await expect(page.getByRole('table')).not.toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('levels: a member links Pandora; the link page without user_id says error and goes back (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await logIn(page, demo.parent);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/levels/link-to-provider/pandora');
  await expect(page).toHaveURL(/\/levels$/);
  expect(alerts).toEqual(['Error']);
  await page.getByRole('button', { name: 'Vincula tu cuenta' }).click();
  await expect(page).toHaveURL(/\/levels\?provider=pandora$/);
  await expect(page.getByRole('table')).not.toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
