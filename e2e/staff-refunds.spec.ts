import type { APIRequestContext, Page } from '@playwright/test';
import { checkpoint, expect, mailedText, noSeriousViolations, openShell, test } from './fixtures';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §5: a buyer pays a tin of balls through the checkout's sandbox card gateway; at the desk's tablet
 * (768 px) the manager finds the payment by the buyer's email and refunds part of it back to the card (the
 * sandbox provider refunds at once); the buyer is mailed that the money is on its way. Axe on each page.
 */
const PRODUCT = 'Bote de pelotas de pádel (3)';

async function productId(request: APIRequestContext, name: string): Promise<number> {
  const gridStatus = encodeURIComponent(JSON.stringify({ search: name }));
  const res = await request.get(`/api/shop/list?startRow=0&endRow=30&gridStatus=${gridStatus}`);
  const found = ((await res.json()) as { data: Array<{ id: number; name: string }> }).data.find((p) => p.name === name);
  expect(found, name).toBeDefined();
  return (found as { id: number }).id;
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s\\*)?$`));

/** A guest buys one tin of balls and pays it on the sandbox gateway. */
async function guestPays(page: Page, request: APIRequestContext, email: string) {
  await openShell(page, `/shop/${await productId(request, PRODUCT)}`);
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click();
  await expect(page.getByText('Añadido a tu carrito')).toBeVisible();
  await page.locator('.mini-cart__toggle:visible').click();
  await page.getByRole('region', { name: 'Tu carrito' }).getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  const values: Array<[string, string]> = [
    ['Nombre', 'Rita'],
    ['Apellidos', 'Reembolso Prieto'],
    ['Correo electrónico', email],
    ['Teléfono', '600123456'],
    ['Dirección', 'Calle Real 12'],
    ['Código postal', '28260'],
    ['Ciudad', 'Galapagar'],
    ['Provincia', 'Madrid'],
    ['País', 'España'],
    ['Contraseña', 'secreta123'],
    ['Repite la contraseña', 'secreta123'],
  ];
  for (const [label, value] of values) await field(page, label).fill(value);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' }).check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
}

test('the desk refunds part of a card payment back to the card, and the buyer is mailed', async ({ page, request }) => {
  test.slow(); // a checkout, then several axe runs on a shared machine
  const email = `e2e-refund-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await guestPays(page, request, email);

  await page.setViewportSize({ width: 768, height: 1000 });
  await page.context().clearCookies();
  await staffSignIn(page, demoManager);
  await expect(page.getByRole('banner')).toContainText(demoManager.name);
  await openSection(page, 'Devoluciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Devoluciones' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cliente, número de venta o de pago' }).fill(email);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Rita Reembolso Prieto' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Tarjeta (sandbox)');
  await checkpoint(page, 'the payment found');
  await noSeriousViolations(page, 'refunds at 768');

  await row.getByRole('button', { name: /^Devolver el pago \d+ de Rita Reembolso Prieto$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Devolución a Rita Reembolso Prieto' });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('spinbutton', { name: /^Importe a devolver/ });
  const paid = Number(await amount.inputValue());
  expect(paid).toBeGreaterThan(2);
  // More than is left: the server's refusal is shown in the dialog.
  await amount.fill(String(paid + 1));
  await dialog.getByRole('textbox', { name: /^Motivo/ }).fill('Un bote llegó abierto');
  await dialog.getByRole('button', { name: 'Devolver' }).click();
  await expect(dialog.getByRole('alert')).toContainText('por devolver de este pago');
  await amount.fill('2');
  await expect(dialog.getByRole('radio', { name: /^Por donde se pagó/ })).toBeChecked();
  await checkpoint(page, 'the refund dialog');
  await noSeriousViolations(page, 'refund dialog at 768');
  await dialog.getByRole('button', { name: 'Devolver' }).click();
  await expect(dialog.getByRole('status')).toContainText('devueltos: a la tarjeta');
  await checkpoint(page, 'refunded');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(row).toContainText('2,00');

  // The buyer hears of it in their own mail.
  const text = await mailedText(email, /te devuelve 2\s€/);
  expect(text).toContain('Un bote llegó abierto');
  expect(text).toContain('tarjeta');

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkpoint(page, 'the refunds at a desktop');
  await noSeriousViolations(page, 'refunds at 1280');
});
