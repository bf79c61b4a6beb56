import type { Page } from '@playwright/test';
import { demo, expect, noSeriousViolations, openShell, SESSION_TOKEN, test } from './fixtures';

/**
 * Bookings by place (issue 23 sections 5 and 6) in Chromium against the demo club: the spinning room's
 * classes by weekday, a guest sent to log in and back, the floor plan (a bike chosen by tap, and by the
 * keyboard through the list of free places), the confirm popup, the cart and the sandbox payment. Each
 * journey takes a class of its own day, so they run beside the other specs.
 */

const CLUB_ZONE = 'Europe/Madrid';
const clubDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(new Date(Date.now() + days * 86_400_000));
const payButton = (page: Page) => page.locator('.checkout__summary').getByRole('button').last();

async function loginDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(demo.member.email);
  await dialog.getByLabel('Contraseña').fill(demo.member.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ctk'))).toMatch(SESSION_TOKEN);
}

async function payInSandbox(page: Page) {
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
  if (!(await legal.isChecked())) await legal.check();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
}

/** A Spinning class of that day with a free bike. */
const openClass = (page: Page, date: string) =>
  page
    .locator(`section[data-date="${date}"]`)
    .getByRole('article', { name: /^Spinning / })
    .filter({ has: page.getByRole('button', { name: 'Reservar' }) })
    .first();

test('a guest logs in from a class, chooses a bike on the floor plan by tap and pays (1280 px)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const date = clubDate(2);
  await openShell(page, `/bookings-byplace?date=${date}`);
  await expect(page.getByRole('navigation', { name: 'Tipos de clase' }).getByRole('link', { name: 'TODAS' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = openClass(page, date);
  await card.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Inicia sesión o regístrate')).toBeVisible();
  await loginDialog(page);
  // Back from the login, the class with a floor plan opens its visual choice.
  await expect(page).toHaveURL(/\/booking-visual\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Elige tu plaza' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('e2e-visual-1280.png'), fullPage: true });
  const free = page.locator('.floor-plan__place.is-free').first();
  const bike = await free.getAttribute('data-place');
  await page.getByRole('button', { name: 'Acercar' }).click();
  await free.scrollIntoViewIfNeeded();
  await free.click();
  await expect(page).toHaveURL(/\/bookings-byplace\?bookingId=\d+&placeId=\d+&place=/);
  const dialog = page.getByRole('dialog', { name: 'Confirma tu plaza' });
  await expect(dialog).toContainText(bike ?? '');
  await dialog.getByRole('button', { name: 'Añadir al carrito' }).click();
  await payInSandbox(page);
  // The class is among the member's bookings.
  await page.getByRole('link', { name: 'Ir a mis reservas' }).click();
  await expect(page.getByRole('article', { name: 'Spinning' }).first()).toBeVisible();
});

test('a member books a bike with the keyboard through the list of free places and pays (390 px)', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const date = clubDate(3);
  await openShell(page, `/bookings-byplace?date=${date}`);
  await noSeriousViolations(page, 'classes of the week');
  const menu = page.getByRole('button', { name: 'Abrir menú' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await loginDialog(page);
  // The week comes again with the member's own prices; its buttons answer once it has (the stale one is inert).
  await expect(page.locator('.byplace-week')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('tu precio').first()).toBeVisible();
  const card = openClass(page, date);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Reservar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking-visual\/\d+\/\d+$/);
  const list = page.getByRole('region', { name: 'Plazas libres' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await noSeriousViolations(page, 'floor plan');
  const first = list.getByRole('button').first();
  const bike = (await first.textContent()) ?? '';
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirma tu plaza' });
  await expect(dialog).toContainText(bike);
  await page.screenshot({ path: test.info().outputPath('e2e-confirm-390.png'), fullPage: true });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Añadir al carrito' }).focus();
  await page.keyboard.press('Enter');
  await payInSandbox(page);
});
