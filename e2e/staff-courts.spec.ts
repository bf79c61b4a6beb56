import type { Page } from '@playwright/test';
import { checkpoint, expect, noSeriousViolations, openShell, test } from './fixtures';
import { demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §2 in Chromium against the demo club: the demo owner (a manager's permissions and more) adds a padel
 * court on /staff/courts at 1280 px, moves it up from the keyboard, sets its hours (one opening on Monday copied to
 * every day) and closes it on a holiday at 768 px, axe on the page at both widths. A visitor's booking grid then
 * shows the new court with free slots on an ordinary day and without a single one on the holiday. The court is
 * archived at the end (it never had a booking), so no other journey sees it.
 */

/** A 1 x 1 PNG: the photo a member of staff picks. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The club's date (Madrid) `days` ahead. */
function clubDate(days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + days * 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The padel grid of a date as a visitor sees it, court by court. */
async function padelGrid(page: Page, date: string) {
  await openShell(page, `/bookings/1?date=${date}`);
  await expect(page.locator('.bookings-page__grid')).toHaveAttribute('aria-busy', 'false');
  const byCourt = page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Por pista' });
  if ((await byCourt.getAttribute('aria-pressed')) !== 'true') await byCourt.click();
  await expect(page.locator('.resource').first()).toBeVisible();
}

test('the owner adds a court, sets its hours and closes a holiday; the booking grid follows', async ({ page, browser }) => {
  // Four axe runs and a second browser: a busy 2-core machine stretches them well past the default.
  test.setTimeout(240_000);
  const name = `Pista e2e ${Date.now()}`;
  const open = clubDate(3);
  const holiday = clubDate(4);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);
  await openSection(page, 'Pistas');
  await expect(page.getByRole('heading', { level: 1, name: 'Pistas' })).toBeVisible();
  const padel = page.getByRole('table', { name: 'Deporte: Pádel (padel_court)' });
  await expect(padel.getByRole('row')).not.toHaveCount(0);
  await noSeriousViolations(page, 'courts at 1280 px');
  await checkpoint(page, 'the courts list');
  await page.screenshot({ path: test.info().outputPath('courts-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Añadir una pista' }).click();
  const form = page.getByRole('form', { name: 'Nueva pista' });
  await expect(form.getByRole('heading', { name: 'Nueva pista' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Deporte', exact: true }).fill('padel_court');
  await form.getByLabel('Descripción').fill('Cristal panorámico');
  // A photo from the tablet: the server checks it is an image, stores it, and the field takes its address.
  await form
    .getByLabel('Subir una foto (png, jpeg, gif o webp)')
    .setInputFiles({ name: 'pista.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByRole('status').filter({ hasText: 'Foto subida' })).toBeVisible();
  const photo = form.getByRole('textbox', { name: 'Dirección de la foto (https:// o /uploads/)' });
  await expect(photo).toHaveValue(/^\/uploads\/catalogue-[0-9a-f]{24}\.png$/);
  const served = await page.request.get(await photo.inputValue());
  expect(served.headers()['content-type']).toBe('image/png');
  await form.getByRole('button', { name: 'Guardar pista' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} está guardada.` })).toBeVisible();

  // Last of its sport; up from the keyboard, and the focus stays on the moved court's button.
  const row = padel.getByRole('row').filter({ hasText: name });
  const last = await padel.getByRole('rowheader').count();
  await expect(row.getByRole('rowheader')).toHaveText(String(last));
  await row.getByRole('button', { name: `Subir ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('rowheader')).toHaveText(String(last - 1));
  await expect(row.getByRole('button', { name: `Subir ${name}` })).toBeFocused();
  await expect(row).toContainText('Sin horario: no se puede reservar');

  await page.setViewportSize({ width: 768, height: 1000 });
  await row.getByRole('button', { name: `Horario ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Horario de ${name}` })).toBeFocused();
  const week = page.getByRole('form', { name: 'Horario semanal' });
  const monday = week.getByRole('group', { name: 'lunes' });
  await monday.getByRole('button', { name: 'Añadir una franja lunes' }).click();
  await monday.getByLabel('Abre').fill('08:00');
  await monday.getByLabel('Cierra').fill('22:00');
  await week.getByRole('button', { name: 'Copiar el lunes a todos los días' }).click();
  await expect(week.getByRole('group', { name: 'domingo' }).getByLabel('Cierra')).toHaveValue('22:00');
  await week.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(week.getByRole('status')).toHaveText('El horario está guardado: el cuadro de reservas ya lo muestra.');
  await expect(row).toContainText('lunes: 08:00–22:00');

  const exception = page.getByRole('form', { name: 'Añadir una fecha con otro horario' });
  await exception.getByLabel('Fecha').fill(holiday);
  await expect(exception.getByLabel('Cerrado todo el día')).toBeChecked();
  await exception.getByLabel('Motivo (festivo, torneo…)').fill('Festivo local');
  await exception.getByRole('button', { name: 'Guardar fecha' }).click();
  await expect(exception.getByRole('status')).toContainText('está guardada.');
  await expect(page.getByRole('list', { name: 'Fechas con otro horario' })).toContainText('Cerrado todo el día (Festivo local)');
  await checkpoint(page, 'the court hours editor');
  await noSeriousViolations(page, 'courts and hours at 768 px');
  await page.screenshot({ path: test.info().outputPath('courts-hours-768.png'), fullPage: true });

  // A visitor's grid: the new court with free slots on an ordinary day, and none on the holiday.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const grid = await visitor.newPage();
  await padelGrid(grid, open);
  const court = grid.locator('.resource').filter({ has: grid.getByRole('heading', { name, exact: true }) });
  await expect(court).toHaveCount(1);
  await expect(court.locator('.slot').first()).toBeVisible();
  await padelGrid(grid, holiday);
  await expect(grid.getByRole('heading', { name: 'Pista 1 pádel', exact: true })).toBeVisible();
  // Closed that day: its column offers no slot, while the other courts keep theirs.
  await expect(court.locator('.slot')).toHaveCount(0);
  await expect(court.locator('.resource__none')).toBeVisible();
  await expect(grid.locator('.resource').filter({ hasText: 'Pista 1 pádel' }).locator('.slot').first()).toBeVisible();
  await visitor.close();

  // Archived, it leaves the list (and the grid) for good; its history stays.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: `Archivar ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} está archivada` })).toBeVisible();
  await expect(padel.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
