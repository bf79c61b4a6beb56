import { checkpoint, expect, noSeriousViolations, test } from './fixtures';
import { demoDesk, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §8: the front desk opens their own mail preferences from the console's header (a desk's tablet and a
 * desktop, axe on each), finds their role's defaults (members' bookings and cancellations) and the kinds their role
 * may not see switched off and disabled, chooses low-stock mails with the keyboard, saves, and finds the choice kept.
 */
test('the desk chooses their own mails and finds the choice kept', async ({ page }) => {
  test.slow(); // two axe runs on a shared machine
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoDesk);
  await page.getByRole('banner').getByRole('link', { name: 'Preferencias de correo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus preferencias de correo' })).toBeVisible();
  await expect(page.getByText('Recibes los correos que tu rol recibe por defecto. Elige los tuyos y guarda.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Reservas de socios' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cancelaciones de socios' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Devoluciones' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Resumen diario' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Pocas existencias' })).not.toBeChecked();
  await checkpoint(page, 'mail preferences at a tablet');
  await noSeriousViolations(page, 'mail preferences at 768');

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkpoint(page, 'mail preferences at a desktop');
  await noSeriousViolations(page, 'mail preferences at 1280');

  // The keyboard alone: the box takes a space, the button an Enter.
  await page.getByRole('checkbox', { name: 'Pocas existencias' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: 'Reservas de socios' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Guardar preferencias' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Tus preferencias de correo están guardadas.' })).toBeVisible();
  await checkpoint(page, 'mail preferences saved');

  await page.reload();
  await expect(page.getByText('Recibes los correos que has elegido.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pocas existencias' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Reservas de socios' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cancelaciones de socios' })).toBeChecked();
});
