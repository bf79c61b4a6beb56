import { demo, expect, logInFromHeader as logIn, test } from './fixtures';

/**
 * The virtual membership card (issue 22, section 5): the member opens it from the phone's bottom bar or the
 * account menu, sees their season pass and a QR; without a connection the card they saw last opens again.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the member opens the card from the bottom bar, sees the pass and a QR, and again offline', async ({
    page,
    context,
    consoleGuard,
  }) => {
    await logIn(page);
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Carné' }).click();
    const card = page.getByRole('dialog', { name: 'Carné de socio' });
    await expect(card.getByText(/^Abono Temporada \d{4}\/\d\d$/)).toBeVisible();
    await expect(card.getByText('Lucía', { exact: false }).first()).toBeVisible();
    await expect(card.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible();
    await expect(card.getByText(/^Válido hasta las \d\d:\d\d$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await expect(card).toBeHidden();

    // No connection: the card opens with what it showed last, the QR included.
    consoleGuard.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(true);
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Carné' }).click();
    await expect(card.getByText(/^Abono Temporada \d{4}\/\d\d$/)).toBeVisible();
    await expect(card.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('Sin conexión: es tu carné guardado.');
    await context.setOffline(false);
  });
});

test('on a computer the card opens from the account menu and closes with Esc', async ({ page }) => {
  await logIn(page);
  await page
    .getByRole('button', { name: new RegExp(demo.member.name) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Carné de socio' }).click();
  const card = page.getByRole('dialog', { name: 'Carné de socio' });
  await expect(card.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible();
  await expect(card.getByRole('group', { name: 'Patrocinadores' }).getByRole('img', { name: 'Patrocinador' })).toHaveCount(4);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
});

test('logging out leaves no card on the phone, and its QR stops opening doors', async ({ page, request }) => {
  test.slow();
  await logIn(page);
  await page
    .getByRole('button', { name: new RegExp(demo.member.name) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Carné de socio' }).click();
  const card = page.getByRole('dialog', { name: 'Carné de socio' });
  const qr = page.waitForResponse((r) => r.url().endsWith('/api/publicaccesscontrol/qr'));
  await expect(card.getByRole('img', { name: /^Código de acceso de Lucía/ })).toBeVisible({ timeout: 20_000 });
  const { content } = ((await (await qr).json()) as { model: { content: string } }).model;
  await page.keyboard.press('Escape');
  const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => /^clubportal\.(account|card)\./.test(k)));
  await expect.poll(kept).toEqual([expect.stringMatching(/^clubportal\.account\.card\.\d+$/)]);
  // What the phone keeps is what the card shows without its profile fields.
  const saved = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('clubportal.account.card.'))?.[1] ?? '');
  expect(saved).not.toContain(demo.member.email);

  await page
    .getByRole('button', { name: new RegExp(demo.member.name) })
    .first()
    .click();
  await page
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(page.getByRole('button', { name: 'Cerrar sesión' }))
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' }).first()).toBeVisible();
  expect(await kept()).toEqual([]);
  // The doors' list names the QR the phone had.
  const jti = (JSON.parse(Buffer.from(content.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
  await expect
    .poll(async () => ((await (await request.get('/api/door/revoked')).json()) as { model: { revoked: string[] } }).model.revoked)
    .toContain(jti);
});
