import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
