import { checkpoint, expect, expectFits, logInFromHeader, mailedLink, noSeriousViolations, openShell, test } from './fixtures';
import { demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §7 in Chromium: the demo owner (reading Spanish) brings two customers from a previous system's CSV
 * (`;`, Spanish headers) on /staff/imports at a desktop and a desk's tablet, axe at both. The dry run guesses the
 * columns and names the bad row; moving the city to "not imported" is read again at once; the import creates the
 * one good customer. That customer then sets a password through "forgot your password" and signs in on a phone.
 */
test('the owner imports customers from a CSV; the new member sets a password and signs in on a phone', async ({ page, request }) => {
  test.slow(); // two axe runs, an argon2 hashing and a second page on a shared machine
  const stamp = Date.now();
  const email = `irene.${stamp}@example.com`;
  const csv = [
    'Nº socio;Nombre;Apellidos;Correo electrónico;Población',
    `E2E-${stamp};Irene;Importada;${email};Sevilla`,
    `E2E-${stamp}-2;;Sin Nombre;sin.nombre.${stamp}@example.com;Cádiz`,
  ].join('\r\n');

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);
  await openSection(page, 'Importaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Importaciones' })).toBeVisible();
  await page.getByLabel('Archivo CSV').setInputFiles({ name: 'socios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

  // The dry run: the separator, the guessed columns, the count and the bad row, nothing written yet.
  await expect(page.getByText('socios.csv está separado por puntos y coma.', { exact: false })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Nombre' })).toHaveValue('Nombre');
  await expect(page.getByRole('combobox', { name: 'Identificador en el sistema anterior' })).toHaveValue('Nº socio');
  await expect(page.getByRole('combobox', { name: 'Población' })).toHaveValue('Población');
  const summary = page.getByRole('status').filter({ hasText: 'filas:' });
  await expect(summary).toHaveText('2 filas: 1 nuevos, 0 por actualizar, 0 sin cambios, 1 con errores (se omiten).');
  const issues = page.getByRole('table', { name: '1 fila con errores' });
  await expect(issues.getByRole('row').nth(1)).toContainText('3');
  await expect(issues.getByRole('row').nth(1)).toContainText('Nombre');
  await noSeriousViolations(page, 'imports at 1280');
  await checkpoint(page, 'the dry run at a desktop');

  // A column left out is read again at once, by keyboard.
  await page.setViewportSize({ width: 768, height: 1000 });
  const city = page.getByRole('combobox', { name: 'Población' });
  await city.focus();
  await city.selectOption({ label: '— no se importa —' });
  await expect(city).toHaveValue('');
  await expect(summary).toHaveText('2 filas: 1 nuevos, 0 por actualizar, 0 sin cambios, 1 con errores (se omiten).');
  await expectFits(page, 'imports at 768');
  await noSeriousViolations(page, 'imports at 768');
  await checkpoint(page, 'the dry run at a tablet');

  await page.getByRole('button', { name: 'Importar 1 cliente' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importado:' })).toHaveText(
    'Importado: 1 nuevos, 0 actualizados, 0 sin cambios, 1 omitidos.',
  );
  const audit = await page.request.get('/api/staff/audit?entity=import&entityId=customers');
  expect(JSON.stringify(await audit.json())).toContain('data.import');

  // The imported member: "forgot your password" mails the link that sets one; then they sign in on a phone.
  const asked = Date.now();
  const reset = await request.post('/api/publiccustomers/reset-password-request-cz', { data: { email } });
  expect(reset.status()).toBe(200);
  const member = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await member.goto(await mailedLink(email, 'reset-password', asked));
  const main = member.getByRole('main');
  await main.getByLabel('Nueva contraseña').fill('imported-1234');
  await main.getByLabel('Repite la contraseña').fill('imported-1234');
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expect(member.getByText('Contraseña cambiada correctamente')).toBeVisible();
  await logInFromHeader(member, { email, password: 'imported-1234' });
  await openShell(member, '/account');
  const personal = member.getByRole('tabpanel', { name: 'Datos personales' });
  await expect(personal.getByLabel('Nombre')).toHaveValue('Irene');
  await expect(personal.getByLabel('Apellidos')).toHaveValue('Importada');
  await expectFits(member, 'the imported member’s account at 390');
  await member.close();
});
