import type { APIRequestContext, Page } from '@playwright/test';
import { asMember, checkpoint, demo, expect, noSeriousViolations, onPhone, openShell, test, waitForApp } from './fixtures';

/**
 * The checkout and the payment result pages (issue 11) against the real server: a guest through the
 * sandbox gateway, a member through a local stand-in for Redsys's gateway (redsys-gateway.mjs), the promo
 * code, a voucher paying a pending sale, and a declined payment. Each journey buys products the other
 * specs do not count, and a pending sale the member-money journey does not read. The guest's purchase runs on
 * a phone and a desktop; the other payments on a phone (`@phone-only`), checked at each step (`checkpoint`).
 */

async function productId(request: APIRequestContext, name: string): Promise<number> {
  const gridStatus = encodeURIComponent(JSON.stringify({ search: name }));
  const res = await request.get(`/api/shop/list?startRow=0&endRow=30&gridStatus=${gridStatus}`);
  const found = ((await res.json()) as { data: Array<{ id: number; name: string }> }).data.find((p) => p.name === name);
  expect(found, name).toBeDefined();
  return (found as { id: number }).id;
}

const miniCartButton = (page: Page) => page.locator('.mini-cart__toggle:visible');

/** Adds one unit from the product page, then goes to the checkout through the mini cart's Checkout button. */
async function buyFromProductPage(page: Page, request: APIRequestContext, name: string) {
  await openShell(page, `/shop/${await productId(request, name)}`);
  await checkpoint(page, 'the product');
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click();
  await expect(page.getByText('Añadido a tu carrito')).toBeVisible();
  await miniCartButton(page).click();
  const cart = page.getByRole('region', { name: 'Tu carrito' });
  await expect(cart).toBeVisible();
  await checkpoint(page, 'the mini cart');
  await cart.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  await checkpoint(page, 'the checkout');
}

/** A form field by its label (a required field's label ends with its no-break-space-and-asterisk marker). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s\\*)?$`));
const checkoutAlert = (page: Page) => page.locator('.checkout__summary').getByRole('alert');
const payButton = (page: Page) => page.locator('.checkout__summary').getByRole('button').last();

async function fillGuest(page: Page, email: string) {
  const values: Array<[string, string]> = [
    ['Nombre', 'Marta'],
    ['Apellidos', 'Gil Soto'],
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
}

const guestEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function savedCheckoutGuid(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('checkout-attempt') ?? '{}') as { guid?: string }).guid ?? '');
}

test.describe('checkout', () => {
  test(
    'a guest buys a product with transport through the sandbox gateway: rules in order, paid, cart cleared',
    { tag: '@phone' },
    async ({ page, request }) => {
      if (!onPhone()) await page.setViewportSize({ width: 1280, height: 900 });
      await buyFromProductPage(page, request, 'Zapatillas junior');
      await expect(page.getByTestId('checkout-total')).toHaveText('44,95 €');
      await expect(page.getByRole('radio', { name: /Envío estándar/ })).toBeVisible();
      await noSeriousViolations(page, `checkout @${page.viewportSize()?.width}`);

      // Spec section 5, the first failing rule is shown.
      await payButton(page).click();
      await expect(checkoutAlert(page)).toHaveText('Revisa los campos obligatorios');
      await expect(field(page, 'Nombre')).toHaveAttribute('aria-invalid', 'true');
      await checkpoint(page, 'the first rule that fails');
      await fillGuest(page, guestEmail('guest'));
      await field(page, 'Repite la contraseña').fill('otra');
      await payButton(page).click();
      await expect(checkoutAlert(page)).toHaveText('Las contraseñas no coinciden');
      await field(page, 'Repite la contraseña').fill('secreta123');
      await payButton(page).click();
      await expect(checkoutAlert(page)).toHaveText('Selecciona un transporte');
      await page.getByRole('radio', { name: /Envío estándar/ }).check();
      await expect(page.getByTestId('checkout-total')).toHaveText('49,90 €');
      await payButton(page).click();
      await expect(checkoutAlert(page)).toHaveText('Selecciona un método de pago');
      await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
      await payButton(page).click();
      await expect(checkoutAlert(page)).toHaveText('Acepta nuestras condiciones legales');
      await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' }).check();
      await expect(payButton(page)).toHaveText('Pagar 49,90 €');
      await checkpoint(page, 'ready to pay');
      await payButton(page).click();

      // The sandbox gateway: it notifies the server, then sends the browser to /cz/ok.
      await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
      await expect(page.getByText('49,90')).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/cz\/ok$/);
      await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
      // It names what was paid; a guest has no bookings to go to.
      await expect(page.locator('.payment-result__paid')).toContainText('Has pagado');
      // The order by its number, and what paid it (issue 20).
      await expect(page.getByText(/^Pedido W\d{4}-[0-9A-F]+$/)).toBeVisible();
      await expect(page.locator('.payment-result__means')).toContainText('Tarjeta (sandbox)');
      await expect(page.locator('.payment-result__paid li')).toHaveText(['Zapatillas junior']);
      await expect(page.getByRole('link', { name: 'Ir a mis reservas' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute('href', '/');
      await checkpoint(page, 'paid');
      await expect(miniCartButton(page)).toHaveAccessibleName('Carrito (0)');
      expect(await page.evaluate(() => localStorage.getItem('crt'))).toBeNull();
      // The order is paid on the server (the return page asked it, not the query string).
      const status = await request.get(`/api/payments/status/${await savedCheckoutGuid(page)}`);
      expect(await status.json()).toMatchObject({ ok: true, retry: false, paidWith: [{ kind: 'card', name: 'Tarjeta (sandbox)' }] });
    },
  );

  test(
    'a member pays with Redsys on the gateway page; the order appears under Your Orders',
    { tag: '@phone-only' },
    async ({ page, request }) => {
      await asMember(page, request);
      await buyFromProductPage(page, request, 'Gorra Sierra Verde');
      // The member's details come prefilled and no password is asked.
      await expect(field(page, 'Nombre')).toHaveValue(demo.member.name);
      await expect(field(page, 'Contraseña')).toHaveCount(0);
      await page.getByRole('radio', { name: 'Tarjeta (Redsys)' }).check();
      await checkpoint(page, 'the member checkout');
      const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
      if (!(await legal.isChecked())) await legal.check();
      await payButton(page).click();

      // The signed form was posted to the gateway, which checked its signature.
      await expect(page.getByRole('heading', { name: 'Redsys TPV Virtual (e2e)' })).toBeVisible();
      await expect(page.getByText(/15,00 €/)).toBeVisible();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await expect(page).toHaveURL(/\/cz\/ok$/);
      await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('crt'))).toBeNull();

      await checkpoint(page, 'paid');
      await page.goto('/customer-orders');
      await waitForApp(page);
      await expect(page.getByRole('link', { name: 'Gorra Sierra Verde' }).first()).toBeVisible();
      await checkpoint(page, 'your orders');
    },
  );

  test('promo code: a wrong code is refused, an unapplied one blocks, BIENVENIDA10 takes 10 % off', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await asMember(page, request);
    await buyFromProductPage(page, request, 'Botella térmica del club');
    const code = page.getByLabel('Código promocional');
    await code.fill('NOVALE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Lo sentimos, el código no es válido')).toBeVisible();

    await code.fill('BIENVENIDA10');
    await page.getByRole('radio', { name: 'Pago en el club' }).check();
    const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
    if (!(await legal.isChecked())) await legal.check();
    await payButton(page).click();
    await expect(checkoutAlert(page)).toHaveText('Pulsa el botón Aplicar cupón para comprobar el código');

    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Descuento aplicado')).toBeVisible();
    await expect(page.locator('.checkout-sum__discount dd')).toHaveText('-1,80 €');
    await expect(page.getByTestId('checkout-total')).toHaveText('16,20 €');
    await payButton(page).click();
    await expect(page).toHaveURL(/\/cz\/ok$/);
    await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
  });

  test(
    'a voucher pays a pending sale of the demo member; the empty cart ends on /cz/ok',
    { tag: '@phone-only' },
    async ({ page, request }) => {
      await asMember(page, request);
      await openShell(page, '/debts');
      await checkpoint(page, 'pending payments');
      const row = page.getByRole('row', { name: /T2026-000112/ });
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Añadir al carrito' }).click();
      await page.getByRole('link', { name: 'Ir a pagar' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      const sale = page.locator('.checkout-line--sale', { hasText: 'Clase particular de pádel' });
      const voucher = sale.getByRole('combobox', { name: 'Bono para pagar Clase particular de pádel' });
      await expect(voucher).toBeVisible();
      // Nothing is picked until the member picks it (issue 19): the button then says what it pays with.
      await expect(voucher).toHaveValue('');
      await expect(payButton(page)).toHaveText(/^Pagar \d/);
      await voucher.selectOption({ label: 'Monedero Sierra Verde (112,80 €)' });
      await expect(payButton(page)).toHaveText(/^Pagar [\d,]+\s€ con Monedero Sierra Verde$/);
      const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
      if (!(await legal.isChecked())) await legal.check();
      await checkpoint(page, 'paying with the wallet');
      await payButton(page).click();
      await expect(page).toHaveURL(/\/cz\/ok$/);
      await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
      await expect(page.locator('.payment-result__means')).toContainText(/Monedero Sierra Verde: [\d,]+\s€/);
      await checkpoint(page, 'paid');
      expect(await page.evaluate(() => localStorage.getItem('crt'))).toBeNull();
      await page.goto('/debts');
      await waitForApp(page);
      await expect(page.getByRole('row', { name: /T2026-000115/ })).toBeVisible();
      await expect(page.getByRole('row', { name: /T2026-000112/ })).toHaveCount(0);
    },
  );

  test(
    'a declined payment ends on /cz/ko with the cart intact, and the checkout is one click away',
    { tag: '@phone-only' },
    async ({ page, request }) => {
      await buyFromProductPage(page, request, 'Plantillas de gel');
      await fillGuest(page, guestEmail('declined'));
      await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
      await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' }).check();
      await payButton(page).click();
      await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page).toHaveURL(/\/cz\/ko$/);
      // The headline says the card was declined; the provider's reason below it (the sandbox says it as a gateway would).
      await expect(page.getByRole('heading', { level: 1, name: 'Tu tarjeta ha sido rechazada.' })).toBeVisible();
      await expect(page.getByText('Motivo: Fondos insuficientes')).toBeVisible();
      await checkpoint(page, 'declined');
      await expect(miniCartButton(page)).toHaveAccessibleName('Carrito (1)');
      await noSeriousViolations(page, `/cz/ko @${page.viewportSize()?.width}`);
      await page.getByRole('link', { name: 'Volver al pago' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('link', { name: 'Plantillas de gel' })).toBeVisible();
      // Everything the guest typed and chose is still there, passwords included.
      await expect(field(page, 'Nombre')).toHaveValue('Marta');
      await expect(field(page, 'Dirección')).toHaveValue('Calle Real 12');
      await expect(field(page, 'Contraseña')).toHaveValue('secreta123');
      await expect(field(page, 'Repite la contraseña')).toHaveValue('secreta123');
      await expect(page.getByRole('radio', { name: 'Tarjeta (sandbox)' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' })).toBeChecked();
      await checkpoint(page, 'back to the checkout');
      await noSeriousViolations(page, `checkout @${page.viewportSize()?.width}`);
    },
  );

  test('a provider coming back to #/cz/ko lands on /cz/ko', async ({ page }) => {
    await page.goto('/#/cz/ko');
    await expect(page).toHaveURL(/\/cz\/ko$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '¡Lo sentimos! El pago no se ha completado. Inténtalo de nuevo más tarde.' }),
    ).toBeVisible();
  });
});
