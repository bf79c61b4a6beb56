import { checkpoint, expect, noSeriousViolations, test } from './fixtures';
import { demoManager, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §4: in the console (Spanish, the device's language), the manager (the demo's manager-or-above account)
 * creates a promo code and issues a voucher to a member, at a desk's tablet (768 px) and a desktop (1280 px),
 * axe on each page. The code and the voucher are this journey's own: no other journey's cart or wallet moves.
 */
test('a manager creates a promo code and issues a voucher', async ({ page }) => {
  test.slow(); // several axe runs on a shared machine
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoManager);
  await expect(page.getByRole('banner')).toContainText(demoManager.name);

  // A promo code, typed in lower case: the console keeps it upper-cased.
  const code = `e2e${Date.now()}`;
  await page.goto('/staff/promos');
  await expect(page.getByRole('heading', { level: 1, name: 'Códigos promocionales' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo código promocional' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo código promocional' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Código/ }).fill(code);
  await page.getByRole('spinbutton', { name: /^Porcentaje/ }).fill('15');
  await page.getByRole('spinbutton', { name: /^Usos como máximo/ }).fill('50');
  await checkpoint(page, 'the new promo code form');
  await noSeriousViolations(page, 'promo form at 768');
  await page.getByRole('button', { name: 'Crear código' }).click();
  await expect(page.getByText(`${code.toUpperCase()} se ha guardado.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: code.toUpperCase() })).toBeVisible();
  await expect(page.getByText('Ninguna compra ha usado este código todavía.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a los códigos promocionales' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code.toUpperCase() }) });
  await expect(row).toContainText('0 de 50');
  await expect(row).toContainText('Activo');
  await checkpoint(page, 'the promo codes list');
  await noSeriousViolations(page, 'promo codes at 768');

  // A voucher for the demo member, found by name, with its reason.
  await page.goto('/staff/vouchers');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonos' })).toBeVisible();
  await page.getByRole('link', { name: 'Emitir un bono' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emitir un bono' })).toBeVisible();
  await page.getByRole('searchbox', { name: /^Buscar al cliente/ }).fill('socio@sierra');
  const customer = page.getByRole('combobox', { name: /^Cliente/ });
  await expect(customer.getByRole('option', { name: /Lucía Fernández Ortega/ })).toHaveCount(1);
  await customer.selectOption({ label: 'Lucía Fernández Ortega · socio@sierraverde.club' });
  const description = `Monedero cortesía ${code}`;
  await page.getByRole('textbox', { name: /^Bono/ }).fill(description);
  await page.getByRole('spinbutton', { name: /^Importe/ }).fill('20');
  await page.getByRole('textbox', { name: /^Motivo/ }).fill('Clase cancelada por lluvia');
  await checkpoint(page, 'the issue form');
  await noSeriousViolations(page, 'issue form at 768');
  await page.getByRole('button', { name: 'Emitir bono' }).click();
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByText('El bono se ha emitido: aparece en los bonos del cliente.')).toBeVisible();
  const use = page.getByRole('table', { name: 'Su uso: cada movimiento, el más reciente primero' });
  await expect(use.getByRole('row').nth(1)).toContainText('Clase cancelada por lluvia');
  await expect(use.getByRole('row').nth(1)).toContainText('+20,00');
  await checkpoint(page, 'the issued voucher');
  await noSeriousViolations(page, 'voucher at 768');

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkpoint(page, 'the voucher at a desktop');
  await noSeriousViolations(page, 'voucher at 1280');
  await page.goto(`/staff/vouchers?search=${encodeURIComponent('socio@sierraverde.club')}`);
  await expect(page.getByRole('link', { name: description })).toBeVisible();
  await noSeriousViolations(page, 'vouchers at 1280');
  await page.goto('/staff/promos');
  await expect(page.getByRole('link', { name: code.toUpperCase() })).toBeVisible();
  await checkpoint(page, 'the promo codes at a desktop');
  await noSeriousViolations(page, 'promo codes at 1280');
});
