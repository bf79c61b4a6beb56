import { checkpoint, expect, expectFits, noSeriousViolations, openShell, test } from './fixtures';
import { demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §2 in Chromium against the demo club: the demo owner opens /staff/booking-types at 1280 px (axe), moves
 * padel down and back up from the keyboard (the focus stays with it), and at 768 px (axe) renames padel in English
 * after the server refused durations without the preferred one. A visitor reading English on a phone (390 px) then sees the new
 * name on the booking types index and on padel's grid, while a Spanish visitor keeps the club's own name. The
 * English name is put back at the end, so no other journey sees it.
 */
test('the owner renames padel in English; an English visitor sees it on the index and the grid', async ({ page, browser, baseURL }) => {
  // Two axe runs and two more browsers on a busy 2-core machine.
  test.setTimeout(240_000);
  const english = `Padel doubles ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);
  await openSection(page, 'Tipos de reserva');
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de reserva' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tipos de reserva' });
  const padel = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Pádel\b/ }) });
  await expect(padel).toContainText('Publicado');
  await expect(padel.getByRole('cell').first()).toHaveText('1');
  await noSeriousViolations(page, 'booking types at 1280 px');
  await expectFits(page, 'booking types at 1280 px');
  await checkpoint(page, 'the booking types list');
  await page.screenshot({ path: test.info().outputPath('booking-types-1280.png'), fullPage: true });

  // Down and back up from the keyboard: the focus follows the moved type.
  await padel.getByRole('button', { name: 'Bajar Pádel' }).focus();
  await page.keyboard.press('Enter');
  await expect(padel.getByRole('cell').first()).toHaveText('2');
  await expect(padel.getByRole('button', { name: 'Bajar Pádel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(padel.getByRole('button', { name: 'Subir Pádel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(padel.getByRole('cell').first()).toHaveText('1');
  await expect(padel.getByRole('button', { name: 'Bajar Pádel' })).toBeFocused();

  await page.setViewportSize({ width: 768, height: 1000 });
  await padel.getByRole('button', { name: 'Editar Pádel' }).click();
  const form = page.getByRole('form', { name: 'Editar Pádel' });
  await expect(form.getByRole('heading', { name: 'Editar Pádel' })).toBeFocused();
  await expect(form.getByLabel('Duraciones (minutos, p. ej. 60, 90)')).toHaveValue('60, 90, 120');
  const inEnglish = form.getByRole('group', { name: 'Textos en English (US)' });
  const englishName = inEnglish.getByLabel('Nombre', { exact: true });
  const before = await englishName.inputValue();
  await englishName.fill(english);
  // A rule the server keeps: the preferred duration must be one of the durations.
  await form.getByLabel('Duraciones (minutos, p. ej. 60, 90)').fill('60, 120');
  await form.getByRole('button', { name: 'Guardar tipo de reserva' }).click();
  await expect(form.getByRole('alert')).toContainText('La duración preferida debe ser una de las duraciones');
  await form.getByLabel('Duraciones (minutos, p. ej. 60, 90)').fill('60, 90, 120');
  await noSeriousViolations(page, 'booking type form at 768 px');
  await expectFits(page, 'booking type form at 768 px');
  await page.screenshot({ path: test.info().outputPath('booking-type-form-768.png'), fullPage: true });
  await form.getByRole('button', { name: 'Guardar tipo de reserva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pádel está guardado' })).toBeVisible();

  // An English visitor on a phone: the new name on the index and on padel's grid.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await visitor.addCookies([{ name: 'lang', value: 'en-US', url: baseURL! }]);
  const phone = await visitor.newPage();
  await openShell(phone, '/bookings');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(phone.getByRole('link', { name: new RegExp(`^${english}`) })).toBeVisible();
  await expectFits(phone, 'the booking types index at 390 px');
  await phone.screenshot({ path: test.info().outputPath('visitor-index-390.png') });
  await openShell(phone, '/bookings/1');
  await expect(phone.getByText(english).first()).toBeVisible();
  await visitor.close();

  // A Spanish visitor keeps the club's own name.
  const spanish = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  const other = await spanish.newPage();
  await openShell(other, '/bookings');
  await expect(other.getByRole('link', { name: 'Pádel', exact: true })).toBeVisible();
  await expect(other.getByText(english)).toHaveCount(0);
  await spanish.close();

  // The English name back as it was.
  await padel.getByRole('button', { name: 'Editar Pádel' }).click();
  await form.getByRole('group', { name: 'Textos en English (US)' }).getByLabel('Nombre', { exact: true }).fill(before);
  await form.getByRole('button', { name: 'Guardar tipo de reserva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pádel está guardado' })).toBeVisible();
});
