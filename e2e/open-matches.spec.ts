import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, openShell, test, waitForApp } from './fixtures';

/**
 * Open matches (issue 23, sections 1 and 2): a member opens a join link another member shared, joins the
 * Shared match in the team the popup proposes (or the other one), pays the share through the sandbox
 * checkout and finds the match in My Bookings; at 1280 and 390 px. And what a group chat reads of the link
 * without running any JavaScript. The demo's open matches belong to other members (demo-open-matches.ts).
 */

/** The open match a demo player opened, as its owner's My Bookings list it (they share its join link from there). */
async function matchOf(request: APIRequestContext, ownerEmail: string): Promise<number> {
  const login = await request.post('/api/publiccustomers/cauth', { data: { email: ownerEmail, password: demo.member.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const owner = ((await login.json()) as { model: { id: number; token: string } }).model;
  const res = await request.get(`/api/publicbookings/customer-bookings/${owner.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const next = (
    (await res.json()) as { model: { next: Array<{ id: number; description: string; players: Array<{ customerId: number | null }> }> } }
  ).model.next;
  const match = next.find((b) => b.description === 'Partido abierto' && b.players[0]?.customerId === owner.id);
  expect(match, `an open match owned by ${ownerEmail}`).toBeDefined();
  return match!.id;
}

async function logInHere(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(demo.member.email);
  await dialog.getByLabel('Contraseña').fill(demo.member.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
}

async function joinAndPay(
  page: Page,
  id: number,
  opts: { width: number; owner: string; proposed: 'Equipo 1' | 'Equipo 2'; pick: 'Equipo 1' | 'Equipo 2'; shots: string },
) {
  await page.setViewportSize({ width: opts.width, height: opts.width < 600 ? 844 : 800 });
  await openShell(page, `/booking-join/${id}`);
  const card = page.getByRole('article', { name: 'Pádel' });
  await expect(card).toContainText(opts.owner);
  await expect(card.getByRole('region', { name: 'Equipo 1' })).toBeVisible();
  await expect(card.getByText(/^Tu parte: 6(,00)?\u00a0€/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(opts.width);
  await page.screenshot({ path: test.info().outputPath(`${opts.shots}-guest.png`), fullPage: true });

  // A visitor's Join opens the login popup, and the login comes back to the match.
  await card.getByRole('button', { name: 'Unirme' }).click();
  await logInHere(page);
  await expect(page).toHaveURL(new RegExp(`/booking-join/${id}$`));
  await waitForApp(page);
  await page.getByRole('button', { name: 'Unirme' }).click();

  // Both teams have room: the popup proposes the balancing team and shows both averages.
  const popup = page.getByRole('dialog', { name: 'Elige tu equipo' });
  await expect(popup.getByRole('radio', { name: new RegExp(`^${opts.proposed}`) })).toBeChecked();
  await expect(popup.locator('.team-choice__option', { hasText: opts.proposed })).toContainText('Equilibra los equipos');
  await expect(popup).toContainText(/Media \d\.\d/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(opts.width);
  await page.screenshot({ path: test.info().outputPath(`${opts.shots}-popup.png`) });
  await popup.getByRole('radio', { name: new RegExp(`^${opts.pick}`) }).check();
  await popup.getByRole('button', { name: `Unirme al ${opts.pick}` }).click();
  await expect(popup).toHaveCount(0);

  // In: Payment Pending and Pay; the member is listed in the chosen team.
  await expect(page.getByRole('status').filter({ hasText: '¡Estás dentro!' })).toBeVisible();
  await expect(page.getByText(/^Pago pendiente: 6(,00)?\u00a0€$/)).toBeVisible();
  await expect(page.getByRole('list', { name: opts.pick })).toContainText(demo.member.name);
  await page.screenshot({ path: test.info().outputPath(`${opts.shots}-joined.png`), fullPage: true });
  await page.getByRole('button', { name: 'Pagar' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
  if (!(await legal.isChecked())) await legal.check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await page.getByRole('link', { name: 'Ir a mis reservas' }).click();
  const mine = page.getByRole('article', { name: 'Pádel' }).filter({ hasText: opts.owner });
  await expect(mine).toBeVisible();
  await expect(mine).not.toContainText('Pago pendiente');
  await page.screenshot({ path: test.info().outputPath(`${opts.shots}-my-bookings.png`), fullPage: true });

  // Back on the link: already in, nothing owed.
  await openShell(page, `/booking-join/${id}`);
  await expect(page.getByText('Ya estás dentro')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
}

test('a member opens a shared join link, joins the proposed team, pays the share through the sandbox and sees it in My Bookings (1280 px)', async ({
  page,
  request,
}) => {
  test.slow();
  const id = await matchOf(request, 'marta.gil@sierraverde.club');
  // Marta (3.0) is alone in Team 1: the member (3.5) balances the teams in Team 2.
  await joinAndPay(page, id, { width: 1280, owner: 'Marta Gil Romero', proposed: 'Equipo 2', pick: 'Equipo 2', shots: 'join-1280' });
});

test('on a phone a member joins the other team than the proposed one and pays the share (390 px)', async ({ page, request }) => {
  test.slow();
  const id = await matchOf(request, 'carlos.ruiz@sierraverde.club');
  // Sara (4.5) in Team 1 and Carlos (3.25) in Team 2: the member (3.5) is proposed Team 1, and picks Team 2.
  await joinAndPay(page, id, { width: 390, owner: 'Carlos Ruiz Peña', proposed: 'Equipo 1', pick: 'Equipo 2', shots: 'join-390' });
});

test('a join link tells a group chat the match without JavaScript', async ({ request }) => {
  const id = await matchOf(request, 'pablo.vidal@sierraverde.club');
  const res = await request.get(`/booking-join/${id}`, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const sentence = /Pádel 4 jugadores, [a-zé]{3}\.? 12:00, sin plazas libres, nivel 3\.5-5\.0/;
  expect(html).toMatch(new RegExp(`<title>${sentence.source} - Club Pádel Sierra Verde</title>`));
  expect(html).toMatch(new RegExp(`<meta property="og:title" content="${sentence.source} - Club Pádel Sierra Verde" />`));
  expect(html).toMatch(new RegExp(`<meta property="og:description" content="${sentence.source}\\. Pista \\d pádel\\.`));
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/gallery1\.svg" \/>/);
  expect(html).toMatch(new RegExp(`<meta name="twitter:title" content="${sentence.source} - Club Pádel Sierra Verde" />`));
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  // The page itself is in the HTML too: the players and the teams.
  expect(html).toContain('Pablo');
  expect(html).toContain('Equipo 1');
});
