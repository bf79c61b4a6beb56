import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openShell } from './fixtures';

/** The demo club's staff (README): the owner, the manager and the front desk, same password. */
export const demoOwner = { email: 'dueno@sierraverde.club', password: 'demo-staff-1234', name: 'Marta Dueñas' };
export const demoManager = { email: 'gerente@sierraverde.club', password: 'demo-staff-1234', name: 'Lucas Gerente' };
export const demoDesk = { email: 'recepcion@sierraverde.club', password: 'demo-staff-1234' };

/** Signs in on /staff/login (in Spanish, the device's language) with the keyboard alone: type, Tab, type, Enter. */
export async function staffSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar en la consola' })).toBeVisible();
  await page.getByLabel('Correo electrónico').focus();
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
}

/**
 * Opens a console section from the navigation, as staff would: on a desk tablet the sections sit behind the
 * one-line menu button, which is opened first; on a laptop the sidebar shows them all.
 */
export async function openSection(page: Page, name: string) {
  await (await showSections(page)).getByRole('link', { name, exact: true }).click();
}

/** The console's navigation with its sections in view (the tablet's menu opened), ready to be read or clicked. */
export async function showSections(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Consola' });
  // The shell first: on the tablet its menu button comes with it, and isVisible() does not wait.
  await nav.waitFor();
  const menu = nav.locator('button[aria-expanded="false"]');
  if (await menu.isVisible()) await menu.click();
  return nav;
}

/** The demo shop's tin of balls: nothing to send (collected at the club), in stock, paid by card. */
export const BALLS = 'Bote de pelotas de pádel (3)';

async function productId(request: APIRequestContext, name: string): Promise<number> {
  const gridStatus = encodeURIComponent(JSON.stringify({ search: name }));
  const res = await request.get(`/api/shop/list?startRow=0&endRow=30&gridStatus=${gridStatus}`);
  const found = ((await res.json()) as { data: Array<{ id: number; name: string }> }).data.find((p) => p.name === name);
  expect(found, name).toBeDefined();
  return (found as { id: number }).id;
}

/** A guest buys one tin of balls in the shop, registering at checkout, and pays it on the sandbox card gateway. */
export async function guestBuysBalls(
  page: Page,
  request: APIRequestContext,
  buyer: { name: string; surname: string; email: string; phone: string; address: string },
) {
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}(\\s\\*)?$`));
  await openShell(page, `/shop/${await productId(request, BALLS)}`);
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click();
  await expect(page.getByText('Añadido a tu carrito')).toBeVisible();
  await page.locator('.mini-cart__toggle:visible').click();
  await page.getByRole('region', { name: 'Tu carrito' }).getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  const values: Array<[string, string]> = [
    ['Nombre', buyer.name],
    ['Apellidos', buyer.surname],
    ['Correo electrónico', buyer.email],
    ['Teléfono', buyer.phone],
    ['Dirección', buyer.address],
    ['Código postal', '28260'],
    ['Ciudad', 'Galapagar'],
    ['Provincia', 'Madrid'],
    ['País', 'España'],
    ['Contraseña', 'secreta123'],
    ['Repite la contraseña', 'secreta123'],
  ];
  for (const [label, value] of values) await field(label).fill(value);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' }).check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
}
