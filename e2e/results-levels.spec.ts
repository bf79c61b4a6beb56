import type { Page } from '@playwright/test';
import { demo, expect, logInFromHeader as logIn, memberLogin, test } from './fixtures';

/**
 * Match results and levels (issue 23, sections 3 and 4) on the demo club: the demo member's past matches
 * on Pista 6 at noon (demo-results-levels.ts) are waiting for their result; Pandora is linked for them and
 * World Padel Rating is not (the demo's in-process stand-ins answer for both).
 */

type Past = { id: number; resourceName: string; dtStart: string; results: { team1: number[] } | null };

/** The demo member's past matches on Pista 6 still without a result, oldest first. */
async function matchesWaiting(page: Page): Promise<number[]> {
  const m = await memberLogin(page.request);
  const res = await page.request.get(`/api/publicbookings/customer-bookings/${m.id}`, { headers: { authorization: `Bearer ${m.token}` } });
  const past = ((await res.json()) as { model: { past: Past[] } }).model.past;
  return past.filter((b) => b.resourceName === 'Pista 6 pádel' && b.results !== null && b.results.team1.length === 0).map((b) => b.id).reverse();
}

for (const [i, width] of [390, 1280].entries()) {
  test(`a player records the result of a past match and sees it read-only at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const waiting = await matchesWaiting(page);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const bookingId = waiting[i]!;
    await logIn(page);
    await page.goto(`/booking-results/${bookingId}`);
    await expect(page.getByRole('region', { name: 'Equipo 1' })).toContainText('Lucía');
    await page.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect(page.getByRole('alert')).toHaveText('Rellena al menos un resultado');
    await page.getByRole('textbox', { name: 'Equipo 1, set 1' }).fill('6');
    await page.getByRole('textbox', { name: 'Equipo 2, set 1' }).fill('3');
    await page.getByRole('textbox', { name: 'Equipo 1, set 2' }).fill('7');
    await page.getByRole('textbox', { name: 'Equipo 2, set 2' }).fill('5');
    await page.getByRole('button', { name: 'Guardar resultado' }).click();
    await expect(page.getByText('El resultado ya está guardado.')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByLabel('Equipo 1, set 2')).toHaveText('7');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The club's own history has the match.
    await page.goto('/levels?provider=club');
    await expect(page.getByRole('table').first()).toContainText('6-3 7-5');
  });
}

test('levels: Pandora is linked, World Padel Rating gets linked through its page, the club has its results (390 px)', async ({ page }) => {
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
  await page.getByRole('button', { name: 'Vincula tu cuenta' }).click();
  await expect(page).toHaveURL(/\/levels\?provider=world-padel-rating$/);
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
