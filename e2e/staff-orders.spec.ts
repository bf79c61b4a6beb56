import type { Page } from '@playwright/test';
import { checkpoint, expect, mailedText, noSeriousViolations, test } from './fixtures';
import { BALLS, demoDesk, guestBuysBalls, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §5: a buyer pays a tin of balls (nothing to send: collected at the club) through the checkout's sandbox
 * card gateway. At a desktop (1280 px) the front desk finds the paid order by the buyer's email and marks it prepared;
 * at the desk's tablet (768 px) it marks it collected. The buyer is mailed at each step; the console offers only the
 * step the rule allows next. A return recorded meanwhile by a second desk makes the desk's own return a refusal in
 * words (409), and the order then says its money is a separate step. Axe at each width.
 */

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
  await guestBuysBalls(page, request, { name: 'Olga', surname: 'Pedido Ramírez', email, phone: '600123457', address: 'Calle Mayor 3' });

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
  await expect(dialog).toContainText(BALLS);
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
  const units = dialog.getByRole('spinbutton', { name: `${BALLS}: unidades devueltas` });
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
