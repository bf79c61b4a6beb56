import { asMember, checkpoint, expect, noSeriousViolations, openShell, test } from './fixtures';
import { demoManager, staffSignIn } from './staff-fixtures';

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
