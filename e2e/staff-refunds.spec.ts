import { checkpoint, expect, mailedText, noSeriousViolations, test } from './fixtures';
import { demoManager, guestBuysBalls, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §5: a buyer pays a tin of balls through the checkout's sandbox card gateway; at the desk's tablet
 * (768 px) the manager finds the payment by the buyer's email and refunds part of it back to the card (the
 * sandbox provider refunds at once); the buyer is mailed that the money is on its way. Axe on each page.
 */
test('the desk refunds part of a card payment back to the card, and the buyer is mailed', async ({ page, request }) => {
  test.slow(); // a checkout, then several axe runs on a shared machine
  const email = `e2e-refund-${Date.now()}@example.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await guestBuysBalls(page, request, { name: 'Rita', surname: 'Reembolso Prieto', email, phone: '600123456', address: 'Calle Real 12' });

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
