import { asMember, expect, noSeriousViolations, openShell, test } from './fixtures';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §3 in Chromium against the demo club: the demo manager adds a price rule for one evening band of one day
 * on /staff/prices (1280 px), moves it to the top from the keyboard, and the preview names it; the demo member's
 * grid on a phone (390 px), in English, shows the new price at once. The page has no serious axe finding at 768
 * and 1280 px. The rule is removed at the end (the day is five days ahead, clear of the demo's bookings).
 */

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3107}`;

/** The club's date (Madrid) `days` ahead. */
function clubDate(days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + days * 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

test('the manager prices an evening on /staff/prices and the member sees it on the grid in English', async ({ page, browser, request }) => {
  test.slow();
  const day = clubDate(5);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoManager);
  await openSection(page, 'Precios');
  await expect(page.getByRole('heading', { level: 1, name: 'Precios' })).toBeVisible();
  await expect(page.getByLabel('Tipo de reserva')).toHaveValue('1');
  const table = page.getByRole('table', { name: 'Reglas de precio, en el orden en que se leen' });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await noSeriousViolations(page, 'prices at 1280 px');

  await page.getByRole('button', { name: 'Añadir una regla' }).click();
  const form = page.getByRole('form', { name: 'Nueva regla de precio' });
  await form.getByLabel('Duración').selectOption('90');
  await form.getByLabel('Desde').fill('18:00');
  await form.getByLabel('Hasta').selectOption('19:30');
  await form.getByLabel('Primera fecha').fill(day);
  await form.getByLabel('Última fecha').fill(day);
  await form.getByLabel('Precio (EUR)').fill('7');
  // An exception goes first: read before the rules it overrides.
  await expect(form.getByLabel('Lugar en la lista')).toHaveValue('first');
  await form.getByRole('button', { name: 'Añadir la regla' }).click();
  await expect(page.getByText('Regla 1 guardada.')).toBeVisible();

  // Down and back up from the keyboard: the focused button stays with its row as it moves.
  const row = table.getByRole('row').filter({ hasText: `Del ${day} al ${day}` });
  await expect(row.getByRole('rowheader')).toHaveText('1');
  await row.getByRole('button', { name: 'Bajar regla 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('rowheader')).toHaveText('2');
  await expect(page.getByText('Regla movida al puesto 2.')).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(row.getByRole('button', { name: 'Subir regla 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('rowheader')).toHaveText('1');
  await expect(page.getByText('Regla movida al puesto 1.')).toBeVisible();

  const preview = page.getByRole('form', { name: '¿Cuánto paga un cliente?' });
  await preview.getByLabel('Fecha').fill(day);
  await preview.getByLabel('Hora de inicio').fill('18:00');
  await preview.getByLabel('Duración').selectOption('90');
  await preview.getByRole('button', { name: 'Ver el precio' }).click();
  await expect(preview.getByRole('status')).toHaveText('Un invitado paga 7\u00a0€, por la regla 1');
  await page.screenshot({ path: test.info().outputPath('prices-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 768, height: 1000 });
  await noSeriousViolations(page, 'prices at 768 px');
  await page.screenshot({ path: test.info().outputPath('prices-768.png'), fullPage: true });

  // The member, on a phone, in English: the grid of that day offers 18:00 from the new price.
  const member = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await member.addCookies([{ name: 'lang', value: 'en-US', url: baseURL }]);
  const phone = await member.newPage();
  await asMember(phone, request);
  await openShell(phone, `/bookings/1?date=${day}`);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(phone.locator('.start').filter({ hasText: '18:00' })).toContainText('from 7\u00a0€');
  await phone.screenshot({ path: test.info().outputPath('member-grid-390.png') });
  await member.close();

  await row.getByRole('button', { name: 'Eliminar regla 1' }).click();
  await expect(page.getByText('Regla eliminada.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
