import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { demo, expect, test, waitForApp } from './fixtures';
import { TransbankGateway } from './transbank-gateway';

/**
 * Saving a card with Transbank Oneclick at checkout (issue 11): Webpay takes Chilean pesos only, so this
 * journey runs its own server on a Chilean copy of the demo club (the other journeys pay in euros), with a
 * local stand-in for Transbank (transbank-gateway.ts). The member checks "Save this card", saves it on
 * Transbank's page, comes back to /transbank/process-tokenization/{requestId} and the checkout resumes:
 * paid once with the new card. An aborted inscription says 'Save card failed' and keeps the cart.
 */

// Transbank's published integration codes: Webpay Plus, and Oneclick Mall (mall and store) with its key.
const KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
const ONECLICK = { commerceCode: '597055555541', childCommerceCode: '597055555542' };
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3107) + 2000;
const base = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
const gateway = new TransbankGateway({ commerceCode: ONECLICK.commerceCode, apiKey: KEY });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const gatewayBase = await gateway.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clubportal-e2e-clp-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    TRANSBANK_COMMERCE_CODE: '597055555532',
    TRANSBANK_API_KEY: KEY,
    TRANSBANK_API_BASE: gatewayBase,
    TRANSBANK_ONECLICK_COMMERCE_CODE: ONECLICK.commerceCode,
    TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: ONECLICK.childCommerceCode,
    TRANSBANK_ONECLICK_API_KEY: KEY,
  };
  execFileSync('node', ['packages/server/dist/cli/seed.js'], { cwd: root, env, stdio: 'ignore' });
  // A Chilean club: the demo club's settings and prices in pesos.
  const db = new Database(path.join(dataDir, 'clubportal.sqlite'));
  db.prepare("UPDATE club_config SET data = json_set(data, '$.currencyCode', 'CLP', '$.CurrencySymbol', '$') WHERE section = 'main'").run();
  db.prepare("UPDATE products SET currency = 'CLP'").run();
  db.close();
  // Its log is kept in the data folder, for when the journey fails.
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  server = spawn('node', ['packages/server/dist/main.js'], { cwd: root, env, stdio: ['ignore', log, log] });
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok ?? false, { timeout: 30_000 }).toBe(true);
});

test.afterAll(async () => {
  server?.kill();
  await gateway.stop();
});

/** The demo member's session in the browser, as a login stores it. */
async function asMember(page: Page) {
  const res = await fetch(`${base}/api/publiccustomers/cauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.member.email, password: demo.member.password }),
  });
  expect(res.ok).toBe(true);
  const m = ((await res.json()) as { model: { token: string; expiry: string; id: number; logo: string; name: string; surname: string } })
    .model;
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('cc', JSON.stringify({ id: s.id, name: s.name, surname: s.surname, logo: s.logo, expiry: s.expiry }));
    localStorage.setItem('ctk', s.token);
  }, m);
}

/** A cap into the cart from its product page, then the checkout. */
async function buyACap(page: Page) {
  const list = await fetch(
    `${base}/api/shop/list?startRow=0&endRow=30&gridStatus=${encodeURIComponent(JSON.stringify({ search: 'Gorra Sierra Verde' }))}`,
  );
  const cap = ((await list.json()) as { data: Array<{ id: number; name: string }> }).data.find((p) => p.name === 'Gorra Sierra Verde');
  await page.goto(`${base}/shop/${cap?.id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click();
  await expect(page.getByText('Añadido a tu carrito')).toBeVisible();
  await page.goto(`${base}/checkout`);
}

/** Webpay with "Save this card" checked: the tokenisation dialog leads to Transbank's page. */
async function checkoutSavingTheCard(page: Page) {
  await buyACap(page);
  await page.getByRole('radio', { name: 'Webpay', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Guardar esta tarjeta' }).check();
  await page.getByRole('checkbox', { name: /He leído y acepto/ }).check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  const dialog = page.getByRole('dialog', { name: 'Guarda tu tarjeta' });
  await dialog.getByRole('button', { name: 'Continuar a Transbank' }).click();
  await expect(page.getByRole('heading', { name: 'Webpay Oneclick (e2e)' })).toBeVisible();
}

test('a member saves a card on Transbank’s page and the checkout pays with it on the way back', async ({ page }) => {
  await asMember(page);
  await checkoutSavingTheCard(page);
  await page.getByRole('button', { name: 'Inscribir' }).click();
  await expect(page).toHaveURL(`${base}/cz/ok`);
  await expect(page.getByRole('heading', { name: 'El pago se ha procesado correctamente' })).toBeVisible();
  expect(gateway.charges).toHaveLength(1);
  expect(gateway.charges[0]?.details).toEqual([expect.objectContaining({ commerce_code: ONECLICK.childCommerceCode })]);

  // Next time the saved card is offered first and pays at once.
  await buyACap(page);
  const first = page.getByRole('group', { name: 'Método de pago' }).getByRole('radio').first();
  await expect(first).toHaveAccessibleName(/Webpay \*\*\*\* 6623/);
  await first.check();
  await expect(page.getByRole('checkbox', { name: 'Guardar esta tarjeta' })).toHaveCount(0);
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page).toHaveURL(`${base}/cz/ok`);
  await expect(page.getByRole('heading', { name: 'El pago se ha procesado correctamente' })).toBeVisible();
  expect(gateway.charges).toHaveLength(2);
});

test("an aborted inscription says 'Save card failed' and the cart is still there to pay", async ({ page }) => {
  await asMember(page);
  await checkoutSavingTheCard(page);
  await page.getByRole('button', { name: 'Anular' }).click();
  await expect(page).toHaveURL(new RegExp(`/transbank/process-tokenization/\\d+\\?TBK_TOKEN=`));
  await expect(page.getByRole('heading', { name: 'No se ha podido guardar la tarjeta' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al pago' }).click();
  await expect(page).toHaveURL(`${base}/checkout`);
  await expect(page.getByRole('link', { name: 'Gorra Sierra Verde' })).toBeVisible();
});
