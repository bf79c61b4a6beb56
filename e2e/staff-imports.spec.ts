import type { Page } from '@playwright/test';
import { asMember, checkpoint, expect, expectFits, logInFromHeader, mailedLink, noSeriousViolations, openShell, test } from './fixtures';
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

/** Opens the imports page and chooses what is imported. */
async function importsOf(page: Page, kind: string) {
  // The console has opened (on the day grid) before its menu is read: at a tablet the sections sit behind a button.
  await expect(page.getByRole('heading', { level: 1, name: 'Parrilla del día' })).toBeVisible();
  await openSection(page, 'Importaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Importaciones' })).toBeVisible();
  await page.getByRole('group', { name: '¿Qué importas?' }).getByRole('radio', { name: kind }).check();
}

/**
 * Products at a desk's tablet (768 px): a previous system's catalogue (`;`, decimal commas, Spanish headers) with one
 * bad price; the product imported is in the staff's products list and, published, in a member's shop at its price.
 */
test('the owner imports shop products from a CSV at 768 px; a member sees the product in the shop', async ({ page, request }) => {
  test.slow(); // axe, two pages and a shared machine
  const stamp = Date.now();
  const name = `Overgrip importado ${stamp}`;
  const csv = [
    'Referencia;Artículo;Familia;PVP;Stock',
    `SKU-${stamp};${name};Accesorios;4,95 €;12`,
    `SKU-${stamp}-2;Sin precio;Accesorios;;3`,
  ].join('\n');
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoOwner);
  await importsOf(page, 'Productos de la tienda');
  await page.getByLabel('Archivo CSV').setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByRole('combobox', { name: 'Referencia (SKU)' })).toHaveValue('Referencia');
  await expect(page.getByRole('combobox', { name: 'Precio', exact: true })).toHaveValue('PVP');
  const summary = page.getByRole('status').filter({ hasText: 'filas:' });
  await expect(summary).toHaveText('2 filas: 1 nuevos, 0 por actualizar, 0 sin cambios, 1 con errores (se omiten).');
  const issues = page.getByRole('table', { name: '1 fila con errores' });
  await expect(issues.getByRole('row').nth(1)).toContainText('Escribe el precio como 12,50 o 12.50');
  await expectFits(page, 'products import at 768');
  await noSeriousViolations(page, 'products import at 768');
  await checkpoint(page, 'the products dry run at a tablet');

  await page.getByRole('button', { name: 'Importar 1 producto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importado:' })).toHaveText(
    'Importado: 1 nuevos, 0 actualizados, 0 sin cambios, 1 omitidos.',
  );
  await checkpoint(page, 'the products imported');

  // In the staff's products list, with its counted stock.
  await openSection(page, 'Productos');
  await page.getByLabel('Nombre o descripción').fill(name);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await checkpoint(page, 'the imported product in the products list');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(page.url()).toMatch(/\/staff\/products\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1];

  // A member sees it in the shop, at the price the file wrote.
  const member = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await asMember(member, request);
  await openShell(member, `/shop/${id}`);
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(member.locator('main')).toContainText('4,95 €');
  await checkpoint(member, 'the member sees the imported product');
  await member.close();
});

/** A date some days ahead in the club's zone (Madrid), yyyy-MM-dd. */
function clubDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * Courts at a desktop (1280 px): a previous system's list of courts (`,`, its own headers chosen in the mapping step)
 * with one opening band every day; the court imported is on a visitor's padel booking grid.
 */
test('the owner imports a court from a CSV at 1280 px; it is on the public booking grid', async ({ page, browser }) => {
  test.slow(); // axe and a second browser on a shared machine
  const stamp = Date.now();
  const name = `Pista importada ${stamp}`;
  const csv = ['Code,Court name,Sport,Desde,Hasta', `C-${stamp},${name},padel_court,08:00,23:00`].join('\n');
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);
  await importsOf(page, 'Pistas');
  await page.getByLabel('Archivo CSV').setInputFiles({ name: 'pistas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByText('pistas.csv está separado por comas.', { exact: false })).toBeVisible();
  // "Court name" is no header the guesser knows: staff choose it in the mapping step.
  const nameColumn = page.getByRole('combobox', { name: 'Nombre', exact: true });
  await expect(nameColumn).toHaveValue('');
  await nameColumn.selectOption({ label: 'Court name' });
  const summary = page.getByRole('status').filter({ hasText: 'filas:' });
  await expect(summary).toHaveText('1 filas: 1 nuevos, 0 por actualizar, 0 sin cambios, 0 con errores (se omiten).');
  await expect(page.getByRole('combobox', { name: 'Abre' })).toHaveValue('Desde');
  await expectFits(page, 'courts import at 1280');
  await noSeriousViolations(page, 'courts import at 1280');
  await checkpoint(page, 'the courts dry run at a desktop');
  await page.getByRole('button', { name: 'Importar 1 pista' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importado:' })).toHaveText(
    'Importado: 1 nuevos, 0 actualizados, 0 sin cambios, 0 omitidos.',
  );

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const grid = await visitor.newPage();
  await openShell(grid, `/bookings/1?date=${clubDate(3)}`);
  await expect(grid.locator('.bookings-page__grid')).toHaveAttribute('aria-busy', 'false');
  const byCourt = grid.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Por pista' });
  if ((await byCourt.getAttribute('aria-pressed')) !== 'true') await byCourt.click();
  const court = grid.locator('.resource').filter({ has: grid.getByRole('heading', { name, exact: true }) });
  await court.scrollIntoViewIfNeeded();
  await expect(court.locator('.slot').first()).toBeVisible();
  await checkpoint(grid, 'the imported court on the booking grid');
  await visitor.close();
});
