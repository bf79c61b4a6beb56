import type { APIRequestContext, Page } from '@playwright/test';
import { checkpoint, expect, mailedText, noSeriousViolations, openShell, test } from './fixtures';
import { demoDesk, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §5: a buyer pays a tin of balls (nothing to send: collected at the club) through the checkout's sandbox
 * card gateway. At a desktop (1280 px) the front desk finds the paid order by the buyer's email and marks it prepared;
 * at the desk's tablet (768 px) it marks it collected. The buyer is mailed at each step; the console offers only the
 * step the rule allows next. A return recorded meanwhile by a second desk makes the desk's own return a refusal in
 * words (409), and the order then says its money is a separate step. Axe at each width.
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
    ['Nombre', 'Olga'],
    ['Apellidos', 'Pedido Ramírez'],
    ['Correo electrónico', email],
    ['Teléfono', '600123457'],
    ['Dirección', 'Calle Mayor 3'],
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

/** The orders list filtered by the buyer's email (and a state), as the desk types it. */
async function findOrder(page: Page, email: string, state: string) {
  await page.getByRole('searchbox', { name: 'Cliente, correo o número de pedido' }).fill(email);
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: state });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Olga Pedido Ramírez' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(state);
  return row;
}

test('the desk moves a paid shop order to prepared then collected, the buyer mailed at each step', async ({ page, request }) => {
  test.slow(); // a checkout, then several axe runs on a shared machine
  const email = `e2e-order-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await guestPays(page, request, email);

  await page.context().clearCookies();
  await staffSignIn(page, demoDesk);
  await openSection(page, 'Pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  let row = await findOrder(page, email, 'Pagado');
  await expect(row).toContainText('Recogida en el club');
  await checkpoint(page, 'the paid order found');
  await noSeriousViolations(page, 'orders at 1280');

  await row.getByRole('button', { name: /^Abrir el pedido / }).click();
  const dialog = page.getByRole('dialog', { name: /^Pedido / });
  await expect(dialog).toBeVisible();
  const number = ((await dialog.getByRole('heading').first().textContent()) ?? '').replace('Pedido ', '').trim();
  expect(number).not.toBe('');
  await expect(dialog).toContainText(PRODUCT);
  await expect(dialog).toContainText('Tarjeta (sandbox)');
  await expect(dialog).toContainText('Aún no ha cambiado de estado.');
  // Exactly the step the rule allows next from paid.
  await expect(dialog.getByRole('button', { name: /^Marcar como|^Registrar/ })).toHaveText(['Marcar como preparado']);
  await checkpoint(page, 'the paid order');
  await noSeriousViolations(page, 'order dialog at 1280');
  await dialog.getByRole('textbox', { name: 'Nota para el socio (opcional)' }).fill('Está en el mostrador');
  await dialog.getByRole('button', { name: 'Marcar como preparado' }).click();
  await expect(dialog.getByRole('status')).toContainText(`El pedido ${number} queda como «Preparado»`);
  await expect(dialog).toContainText('Pagado → Preparado');
  await expect(dialog).toContainText('Nota: Está en el mostrador');
  await expect(dialog.getByRole('button', { name: /^Marcar como|^Registrar/ })).toHaveText(['Marcar como recogido']);
  await checkpoint(page, 'prepared');
  const prepared = await mailedText(email, new RegExp(`Tu pedido ${number} está listo: puedes recogerlo`));
  expect(prepared).toContain('Está en el mostrador');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // At the desk's tablet: the prepared order, collected.
  await page.setViewportSize({ width: 768, height: 1000 });
  row = await findOrder(page, email, 'Preparado');
  await checkpoint(page, 'the prepared order at the tablet');
  await noSeriousViolations(page, 'orders at 768');
  await row.getByRole('button', { name: `Abrir el pedido ${number}` }).click();
  await expect(dialog).toBeVisible();
  await checkpoint(page, 'the prepared order');
  await noSeriousViolations(page, 'order dialog at 768');
  await dialog.getByRole('button', { name: 'Marcar como recogido' }).click();
  await expect(dialog.getByRole('status')).toContainText(`El pedido ${number} queda como «Recogido»`);
  await expect(dialog).toContainText('Preparado → Recogido');
  await mailedText(email, new RegExp(`Has recogido tu pedido ${number}`));

  // The return: the units of each line given back (none is refused here, before the server).
  await expect(dialog.getByRole('button', { name: /^Marcar como|^Registrar/ })).toHaveText(['Registrar la devolución']);
  const units = dialog.getByRole('spinbutton', { name: `${PRODUCT}: unidades devueltas` });
  await expect(units).toHaveValue('1');
  await units.fill('0');
  await dialog.getByRole('button', { name: 'Registrar la devolución' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Indica al menos una unidad devuelta');
  await units.fill('1');
  await checkpoint(page, 'the return of a collected order');
  await noSeriousViolations(page, 'return at 768');

  // A second desk records the return meanwhile: this desk's return is refused in words, and the order read again.
  const listed = await page.request.get(`/api/staff/orders?customer=${encodeURIComponent(email)}`);
  const [order] = ((await listed.json()) as { orders: Array<{ id: number }> }).orders;
  const other = await page.request.post(`/api/staff/orders/${order?.id}/state`, { data: { from: 'collected', to: 'returned' } });
  expect(other.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Registrar la devolución' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Este pedido ha cambiado mientras tanto: recárgalo para ver cómo está');
  await expect(dialog).toContainText('Recogido → Devuelto');
  await expect(dialog).toContainText('El dinero es un paso aparte: se devuelve desde Devoluciones.');
  await expect(dialog.getByRole('button', { name: /^Marcar como|^Registrar/ })).toHaveCount(0);
  await mailedText(email, new RegExp(`ha recibido lo que devolviste de tu pedido ${number}`));
  await checkpoint(page, 'returned, the refusal in words');
  await noSeriousViolations(page, 'returned order at 768');
});
