import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { asMember, checkpoint, expect, test, waitForApp } from './fixtures';

/**
 * The member's money (issue 9): orders and their detail, vouchers, fees and pending sales, and an invoice
 * downloaded from its order as a real PDF. Reads only what the demo seed gives the demo member. On a phone
 * (where tables become cards) and a desktop, each page checked to fit the screen (`checkpoint`).
 */

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
}

/** The text of a PDF, read by a real PDF parser (pdf.js): a file that is not a valid PDF throws. */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: parts.join('\n') };
}

test.describe('member money', { tag: '@phone' }, () => {
  test('orders: a table per order, the detail with Free shipping, discount only when there is one, article links', async ({
    page,
    request,
  }) => {
    await asMember(page, request);
    await open(page, '/customer-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Tus pedidos' })).toBeVisible();
    const online = page.getByRole('table', { name: 'Pedido W2026-000101' });
    await expect(online.getByRole('columnheader')).toHaveText(['Fecha', 'Total', 'Online', 'Número de pedido']);
    await expect(online.getByRole('cell').nth(1)).toHaveText('195,40 €');
    await checkpoint(page, 'your orders');

    // An order paid at the desk: no shipping (Free) and no discount row.
    await page.getByRole('link', { name: 'T2026-000087' }).click();
    await expect(page).toHaveURL(/\/customer-orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido T2026-000087' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen' });
    await expect(summary.getByRole('definition').nth(1)).toHaveText('Gratis');
    await expect(summary.getByText('Descuento')).toHaveCount(0);
    await checkpoint(page, 'an order paid at the desk');

    // The online order has shipping and a discount; its shop articles link to their product page.
    await page.getByRole('link', { name: 'Volver a tus pedidos' }).click();
    await page.getByRole('link', { name: 'W2026-000101' }).click();
    const totals = page.getByRole('region', { name: 'Resumen' });
    await expect(totals.getByText('Descuento')).toBeVisible();
    await expect(totals.getByText('4,95 €')).toBeVisible();
    const article = page.getByRole('link', { name: 'Pala Sierra Pro Carbon 2026' });
    await expect(article).toHaveAttribute('href', /^\/shop\/\d+$/);
    await checkpoint(page, 'an online order');
  });

  test('downloads the invoice of an order as a PDF that opens', async ({ page, request }) => {
    await asMember(page, request);
    await open(page, '/customer-orders');
    await page.getByRole('link', { name: 'W2026-000101' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar factura' }).click();
    await expect(page).toHaveURL(/\/publicinvoices\/[A-Za-z0-9_-]{20,}$/);
    const download = await downloading;
    await expect(page.getByRole('heading', { name: 'Factura descargada' })).toBeVisible();
    await checkpoint(page, 'the invoice downloaded');
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    const file = readFileSync((await download.path()) as string);
    expect(file.subarray(0, 4).toString()).toBe('%PDF');
    const pdf = await pdfText(file);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.text).toContain('W2026-000101');
    expect(pdf.text).toContain('Pala Sierra Pro Carbon 2026');
    // "Open the PDF" opens the same file in a new tab.
    const opening = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Abrir el PDF' }).click();
    const tab = await opening;
    const href = await page.getByRole('link', { name: 'Abrir el PDF' }).getAttribute('href');
    expect(tab.url()).toBe(href);
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  });

  test('a dead download link says so', async ({ page }) => {
    // The secure layout: the club's logo and the page, no site footer.
    await page.goto('/publictickets/this-is-not-a-valid-token-at-all');
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    await expect(page.getByRole('alert')).toContainText('Se ha producido un error al descargar tu ticket.');
  });

  test('vouchers: active open with movements, spending styled apart, inactive folded', async ({ page, request }) => {
    await asMember(page, request);
    await open(page, '/customer-vouchers');
    const wallet = page.getByRole('article', { name: 'Monedero Sierra Verde' });
    await expect(wallet.getByRole('row')).not.toHaveCount(0);
    const spent = wallet.locator('tr.movement--minus').first();
    const recharge = wallet.locator('tr.movement--plus').first();
    await expect(spent.locator('.movement__amount')).toHaveText(/^-/);
    const colour = (row: typeof spent) => row.locator('.movement__amount').evaluate((el) => getComputedStyle(el).color);
    expect(await colour(spent)).not.toBe(await colour(recharge));
    const inactive = page.locator('details', { has: page.getByText('Bonos inactivos') });
    await expect(inactive).not.toHaveAttribute('open', '');
    await inactive.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(inactive).toHaveAttribute('open', '');
    await checkpoint(page, 'vouchers');
  });

  test('fees and pending sales go to the cart: ticked, added once, counted in the mini cart', async ({ page, request }) => {
    await asMember(page, request);
    await open(page, '/customer-fees');
    const membership = page.getByRole('region', { name: 'Cuota de socio' });
    await expect(membership.getByRole('checkbox')).toHaveCount(3);
    await membership.getByRole('checkbox', { name: 'Seleccionar todas de Cuota de socio' }).check();
    await expect(membership.getByRole('checkbox', { checked: true })).toHaveCount(3);
    await expect(page.getByText('2 seleccionados · 90 €')).toBeVisible();
    await checkpoint(page, 'fees ticked');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page.getByText('Añadido a tu carrito.')).toBeVisible();
    await expect(page.locator('.mini-cart__toggle:visible')).toHaveAccessibleName('Carrito (2)');

    await open(page, '/debts');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos pendientes' })).toBeVisible();
    const row = page.getByRole('row', { name: /T2026-000115/ });
    await expect(row.getByRole('cell').last()).toHaveText('12 €');
    await row.getByText('Reserva pista 4').click(); // the whole row ticks
    await expect(row.getByRole('checkbox')).toBeChecked();
    await checkpoint(page, 'a pending payment ticked');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page.locator('.mini-cart__toggle:visible')).toHaveAccessibleName('Carrito (3)');
    // The same sale again is not added twice.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page.getByText('Añadido a tu carrito.')).toBeVisible();
    await expect(page.locator('.mini-cart__toggle:visible')).toHaveAccessibleName('Carrito (3)');
    const cart = await page.evaluate(
      () => JSON.parse(localStorage.getItem('crt') ?? '{}') as { sales: Array<{ saleNumber: string; pending: number }> },
    );
    expect(cart.sales.map((s) => [s.saleNumber, s.pending])).toEqual([
      ['C2026-000322', 45],
      ['C2026-000345', 45],
      ['T2026-000115', 12],
    ]);
  });
});
