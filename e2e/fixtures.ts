import { expect, type Page } from '@playwright/test';

/** Demo data the server seeds on a fresh database (packages/server/src/db/seed/demo-club.ts). */
export const demo = {
  clubName: 'Club Pádel Sierra Verde',
  buttonsColor: 'rgb(10, 125, 79)',
  member: { email: 'socio@sierraverde.club', password: 'demo1234', name: 'Lucía' },
  parent: { email: 'familia@sierraverde.club', password: 'demo1234', name: 'Javier' },
};

/**
 * Waits until the shell is up and interactive: server-rendered pages show before their JavaScript runs, so
 * the app marks <html data-ready> once React has hydrated (or rendered) the page.
 */
export async function openShell(page: Page, path = '/') {
  await page.goto(path);
  await waitForApp(page);
}

export async function waitForApp(page: Page) {
  await expect(page.locator('html[data-ready="true"]')).toBeAttached();
  await expect(page.getByTestId('site-footer')).toBeAttached();
}
