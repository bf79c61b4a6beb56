import { checkpoint, expect, expectFits, memberLogin, noSeriousViolations, openShell, test } from './fixtures';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §5 in Chromium against the demo club: the demo manager opens the Christmas tournament's sign-up form on
 * /staff/forms at 1280 px, adds a required field with its label in Spanish and English, moves it with the keyboard
 * (Up) and back with the pointer (dragged by its handle), sees it in the member's preview and saves; the editor fits
 * and passes axe at 768 px too. The demo member, reading English on a phone (390 px), signs up for that tournament:
 * the form asks the new field in English, refuses the sign-up without it, and takes it once filled (the paid
 * sign-up lands in the cart). No other journey touches this tournament.
 */

test('the manager adds a field to an activity’s form; a member signing up on a phone sees and fills it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Four axe runs and a second browser: a busy 2-core machine stretches them well past the default.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoManager);
  // The demo club is live: the console opens on the first section after the go-live wizard.
  await expect(page).toHaveURL(/\/staff\/desk$/);
  await openSection(page, 'Formularios de inscripción');
  await expect(page.getByRole('heading', { level: 1, name: 'Formularios de inscripción' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Formularios de inscripción' });
  const row = table.getByRole('row').filter({ hasText: 'Torneo de Navidad' });
  await expect(row).toContainText('En uso');
  await noSeriousViolations(page, 'forms at 1280 px');
  await page.screenshot({ path: test.info().outputPath('forms-1280.png'), fullPage: true });

  await row.getByRole('link', { name: 'Inscripción en el torneo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscripción en el torneo, de Torneo de Navidad' })).toBeVisible();
  const editor = page.getByRole('form', { name: 'Campos del formulario' });
  const fields = editor.locator('.staff-form-fields > li');
  await expect(fields).toHaveCount(4);
  await editor.getByRole('textbox', { name: 'Título en English (US)', exact: true }).fill('Tournament sign-up');

  // A new required short answer, labelled in both languages.
  await editor.getByRole('combobox', { name: 'Tipo del campo nuevo' }).selectOption({ label: 'Respuesta corta' });
  await editor.getByRole('button', { name: 'Añadir campo' }).click();
  await expect(fields).toHaveCount(5);
  const added = fields.nth(4);
  const spanishLabel = added.getByRole('textbox', { name: 'Etiqueta en Español (España)', exact: true });
  await expect(spanishLabel).toBeFocused();
  await spanishLabel.fill('Teléfono de emergencia');
  await added.getByText('Etiqueta en los otros idiomas (5)').click();
  await added.getByRole('textbox', { name: 'Etiqueta en English (US)', exact: true }).fill('Emergency phone');
  await added.getByRole('checkbox', { name: 'Obligatorio' }).check();

  // Keyboard: Up moves it above the certificate, the focus staying on its button.
  const up = added.getByRole('button', { name: 'Subir Teléfono de emergencia' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(fields.nth(3).locator('legend')).toContainText('Campo 4: Teléfono de emergencia');
  await expect(page.getByRole('status').filter({ hasText: 'Teléfono de emergencia es ahora el campo 4 de 5.' })).toBeAttached();
  await expect(fields.nth(3).getByRole('button', { name: 'Subir Teléfono de emergencia' })).toBeFocused();
  // Pointer: dragged by its handle onto the last field, it is last again.
  await fields.nth(3).locator('.staff-form-field__handle').dragTo(fields.nth(4));
  await expect(fields.nth(4).locator('legend')).toContainText('Campo 5: Teléfono de emergencia');

  // The preview is the member's form: the new field, required, last.
  const preview = page.getByRole('region', { name: 'Como lo ve el socio' });
  await expect(preview.getByLabel(/^Teléfono de emergencia/)).toBeVisible();
  await noSeriousViolations(page, 'form editor at 1280 px');
  await editor.getByRole('button', { name: 'Guardar el formulario' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inscripción en el torneo se ha guardado.' })).toBeVisible();
  await checkpoint(page, 'the form saved');
  await page.screenshot({ path: test.info().outputPath('form-editor-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 768, height: 1000 });
  await expectFits(page, 'the form editor at 768 px');
  await noSeriousViolations(page, 'form editor at 768 px');
  await page.screenshot({ path: test.info().outputPath('form-editor-768.png'), fullPage: true });

  // The demo member on a phone, reading English, signs up for the tournament.
  const list = await request.get('/api/publicactivities/list?startRow=0&endRow=50&type=activity&status=upcoming');
  const tournament = ((await list.json()) as { model: { activities: Array<{ id: number; name: string }> } }).model.activities.find(
    (a) => a.name === 'Torneo de Navidad',
  );
  expect(tournament).toBeDefined();
  const session = await memberLogin(request);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  await phone.addCookies([{ name: 'lang', value: 'en-US', url: baseURL }]);
  const member = await phone.newPage();
  await member.addInitScript((s) => {
    localStorage.setItem('lang', 'en-US');
    localStorage.setItem('cc', JSON.stringify({ id: s.id, name: s.name, surname: s.surname, logo: s.logo, expiry: s.expiry }));
    localStorage.setItem('ctk', s.token);
  }, session);
  await openShell(member, `/activity/${tournament!.id}`);
  await expect(member.locator('html')).toHaveAttribute('lang', 'en-US');
  await member.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = member.getByRole('dialog', { name: 'Tournament sign-up' });
  await expect(dialog).toBeVisible();
  const phoneField = dialog.getByLabel(/^Emergency phone/);
  await expect(phoneField).toBeVisible();
  // The demo's own fields read in English too.
  await dialog.getByLabel(/^Your partner’s name/).fill('Ana Ruiz');
  await dialog.getByLabel(/^T-shirt size/).selectOption('M');
  const send = dialog.getByRole('button', { name: 'Sign Up' });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expect(dialog).toContainText('The field is required');
  await phoneField.fill('+34 600 111 222');
  await expectFits(member, 'the sign-up form at 390 px');
  await checkpoint(member, 'the member fills the new field');
  await member.screenshot({ path: test.info().outputPath('member-form-390.png'), fullPage: true });
  await send.click();
  await expect(member).toHaveURL(/\/checkout$/);
  await phone.close();
});
