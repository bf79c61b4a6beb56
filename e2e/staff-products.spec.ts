import { asMember, checkpoint, expect, noSeriousViolations, openShell, test } from './fixtures';
import path from 'node:path';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3107}`;

/**
 * Issue 32 §4: the manager changes a product's price and receives stock in the console (at a desk's tablet and a
 * desktop, axe on each staff page), and a member on a phone, reading English, sees the new price in the shop.
 * The product is this journey's own, so no other journey's prices move.
 */
test('the manager reprices a product and receives stock; a member sees the new price in English', async ({ page, browser, request }) => {
  test.slow(); // four axe runs and two browsers: a shared machine stretches them past 30 s
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoManager);
  await expect(page.getByRole('banner')).toContainText(demoManager.name);
  const name = `Muñequera e2e ${Date.now()}`;
  const created = await page.request.post('/api/staff/products', {
    data: {
      name,
      description: 'Muñequera de rizo',
      productTypeId: null,
      price: 8,
      basis: 'gross',
      taxPercent: 21,
      published: true,
      trackStock: true,
      lowStockThreshold: 3,
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { product: { id: number } }).product.id;

  // The low-stock list has it (counted, 0 units); its page from the list.
  await page.goto('/staff/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await page.getByLabel('Nombre o descripción').fill(name);
  await page.getByLabel('Solo con pocas existencias').check();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 producto' })).toBeVisible();
  await checkpoint(page, 'the low-stock list');
  await noSeriousViolations(page, 'products list at 768');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The price, entered tax included; then 12 units in.
  await page.getByRole('spinbutton', { name: /^Precio/ }).fill('9.95');
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page.getByText(`${name} se ha guardado.`)).toBeVisible();
  const receive = page.getByRole('form', { name: 'Recibir mercancía' });
  await receive.getByRole('spinbutton', { name: /^Unidades recibidas/ }).fill('12');
  await receive.getByLabel('Nota (número de albarán)').fill('Albarán 2026-118');
  await receive.getByRole('button', { name: 'Recibir' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Existencias: 12 unidades' })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Movimientos de existencias, los más recientes primero' });
  await expect(ledger.getByRole('row').nth(1)).toContainText('Recibido');
  await expect(ledger.getByRole('row').nth(1)).toContainText('Albarán 2026-118');
  await checkpoint(page, 'the product after receiving stock');
  await noSeriousViolations(page, 'product page at 768');
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkpoint(page, 'the product at a desktop');
  await noSeriousViolations(page, 'product page at 1280');
  await page.goto('/staff/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await noSeriousViolations(page, 'products list at 1280');

  // A member on a phone, reading English.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  await phone.addCookies([{ name: 'lang', value: 'en-US', url: baseURL }]);
  const member = await phone.newPage();
  await member.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await asMember(member, request);
  await openShell(member, `/shop/${id}`);
  await expect(member.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  // Prices in the club's format (its currency and decimal separator), whatever the reader's language.
  await expect(member.locator('main')).toContainText('9,95 €');
  await checkpoint(member, 'the member sees the new price');
  await phone.close();
});

/** A PNG of the demo's assets: what a staff member uploads as a product's photo. */
const photo = path.resolve(import.meta.dirname, '../packages/server/src/db/seed/assets/activity-default.png');

/**
 * Issue 32 §4: the manager gives a product its main photo and two sizes (named in English too), orders them and
 * receives one size's stock on its own page (at a desk's tablet and a desktop, axe on each); a member on a phone,
 * reading English, sees the photo and the sizes, and adds the one with stock to the cart.
 */
test('the manager adds a photo and sizes to a product; a member chooses a size in English', async ({ page, browser, request }) => {
  test.slow();
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoManager);
  await expect(page.getByRole('banner')).toContainText(demoManager.name);
  const name = `Polo e2e ${Date.now()}`;
  const created = await page.request.post('/api/staff/products', {
    data: {
      name,
      description: 'Polo del club',
      productTypeId: null,
      price: 24,
      basis: 'gross',
      taxPercent: 21,
      published: true,
      trackStock: false,
      lowStockThreshold: 3,
    },
  });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { product: { id: number } }).product.id;

  await openSection(page, 'Productos');
  await page.getByLabel('Nombre o descripción').fill(name);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The main photo, uploaded; saved with the product.
  const photos = page.getByRole('group', { name: 'Fotos del producto' });
  await photos.getByLabel('Subir una foto (png, jpeg, gif o webp)').first().setInputFiles(photo);
  await expect(photos.getByLabel('Foto principal (la de la tarjeta de la tienda)')).toHaveValue(/^\/uploads\//);
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page.getByText(`${name} se ha guardado.`)).toBeVisible();

  // Two sizes, each named in English too; the second moved first.
  const variants = page.getByRole('region', { name: 'Variantes (tallas, colores)' });
  for (const [es, en] of [
    ['Talla M', 'Size M'],
    ['Talla L', 'Size L'],
  ] as const) {
    await variants.getByRole('button', { name: 'Añadir una variante' }).click();
    const form = page.getByRole('form', { name: 'Nueva variante' });
    await form
      .locator('fieldset:not([lang])')
      .getByLabel(/^Nombre/)
      .fill(es);
    await form
      .locator('fieldset[lang="en-US"]')
      .getByLabel(/^Nombre/)
      .fill(en);
    await form.getByRole('button', { name: 'Añadir variante' }).click();
    await expect(page.getByText(`${es} está guardada.`)).toBeVisible();
  }
  const table = variants.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('button', { name: 'Subir Talla L' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('Talla L');
  await checkpoint(page, 'the product with its photo and sizes');
  await noSeriousViolations(page, 'product with variants at 768');

  // Talla M's stock, on its own page, through the ledger.
  await table.getByRole('link', { name: 'Gestionar stock Talla M' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Talla M' })).toBeVisible();
  const receive = page.getByRole('form', { name: 'Recibir mercancía' });
  await receive.getByRole('spinbutton', { name: /^Unidades recibidas/ }).fill('5');
  await receive.getByRole('button', { name: 'Recibir' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Existencias: 5 unidades' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkpoint(page, 'a size’s stock at a desktop');
  await noSeriousViolations(page, 'variant stock at 1280');
  await page.getByRole('link', { name: 'Ir al producto' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Variantes (tallas, colores)' }).getByRole('row').nth(2)).toContainText('5');
  await noSeriousViolations(page, 'product with variants at 1280');

  // A member on a phone, reading English: the photo, the sizes in English, the one with stock added to the cart.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  await phone.addCookies([{ name: 'lang', value: 'en-US', url: baseURL }]);
  const member = await phone.newPage();
  await member.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await asMember(member, request);
  await openShell(member, `/shop/${id}`);
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(member.locator('.product__image img')).toHaveAttribute('src', /\/uploads\//);
  const choice = member.getByRole('group', { name: 'Choose an option' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expect(choice.getByRole('radio', { name: /Size L/ })).toBeDisabled();
  await expect(choice.getByRole('radio', { name: /Size M/ })).toBeChecked();
  await member.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(member.getByText('Added to your cart')).toBeVisible();
  await checkpoint(member, 'the member chose a size');
  await noSeriousViolations(member, 'product with sizes at 390');
  await phone.close();
});
