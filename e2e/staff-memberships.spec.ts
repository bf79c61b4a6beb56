import { checkpoint, demo, expect, noSeriousViolations, test, waitForApp, type LoginModel } from './fixtures';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §3 in Chromium against the demo club: the demo manager makes a monthly membership on
 * /staff/memberships, named in Spanish and English, that lets its holders book 21 days ahead (1280 px), then gives
 * the demo parent a pass with a reason (768 px); axe at both widths. The parent, on a phone in English, sees the
 * pass on their membership card with its booking window, the padel grid's date picker reaching 21 days ahead (the
 * type's own limit is 7), and owes its first month on their fees page. The demo
 * parent, not the demo member: the member's card and fees are what other journeys read.
 */

/** Today in the club's zone (Madrid), yyyy-MM-dd. */
const clubToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
/** A yyyy-MM-dd date plus whole days. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the manager makes a membership and gives a pass; the member sees it and its booking window', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = { es: `Abono e2e ${stamp}`, en: `Pass e2e ${stamp}` };
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoManager);

  await openSection(page, 'Abonos');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonos' })).toBeVisible();
  // The demo club's season pass, given to the demo member by the seed through the same use cases.
  await expect(
    page
      .getByRole('table', { name: 'Abonos' })
      .getByRole('row')
      .filter({ hasText: /^Abono Temporada/ }),
  ).toHaveCount(1);
  await page.getByRole('link', { name: 'Nuevo abono' }).click();
  const form = page.getByRole('form', { name: 'Nuevo abono' });
  await form.getByLabel('Nombre en Español (España)').fill(name.es);
  await form.getByLabel('Nombre en English (US)').fill(name.en);
  await form.getByLabel('Importe (EUR)').fill('20');
  await form.getByLabel('Cada cuántos meses').fill('1');
  await form.getByLabel('Días de antelación con que reservan sus titulares').fill('21');
  await noSeriousViolations(page, 'a new membership at 1280 px');
  await checkpoint(page, 'a new membership');
  await form.getByRole('button', { name: 'Crear el abono' }).click();
  await expect(page.getByRole('heading', { level: 1, name: name.es })).toBeVisible();
  await expect(page.getByText('20,00 € cada mes · sus titulares reservan con 21 días de antelación')).toBeVisible();

  await page.setViewportSize({ width: 768, height: 1000 });
  const give = page.getByRole('form', { name: 'Dar un abono' });
  await give.getByRole('searchbox', { name: 'Buscar al cliente (nombre o email)' }).fill(demo.parent.email);
  const who = give.getByRole('combobox', { name: 'Cliente' });
  await expect(who.getByRole('option', { name: new RegExp(demo.parent.email) })).toHaveCount(1);
  await who.selectOption({ label: (await who.getByRole('option', { name: new RegExp(demo.parent.email) }).textContent()) ?? '' });
  // From the 1st of this month: its first month is owed at once.
  await give.getByLabel('Primer día (primer cobro)').fill(`${clubToday().slice(0, 8)}01`);
  await give.getByLabel('Motivo').fill('Pagado en recepción');
  await give.getByRole('button', { name: 'Dar el abono' }).click();
  await expect(page.getByRole('status').filter({ hasText: `ya tiene ${name.es}` })).toBeVisible();
  const holder = page.getByRole('table', { name: 'Abonos dados' }).getByRole('row').filter({ hasText: 'Pagado en recepción' });
  await expect(holder).toContainText('Vigente');
  await expect(holder.getByRole('button', { name: /^Dar de baja el abono de / })).toBeVisible();
  await noSeriousViolations(page, 'a membership with its pass at 768 px');
  await checkpoint(page, 'a pass given');
  await page.screenshot({ path: test.info().outputPath('membership-768.png'), fullPage: true });

  // The member, on a phone in English: the pass on the card with its booking window, its first month owed.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const base = new URL(page.url()).origin;
  await phone.addCookies([{ name: 'lang', value: 'en-US', url: base }]);
  const login = await phone.request.post(`${base}/api/publiccustomers/cauth`, {
    data: { email: demo.parent.email, password: demo.parent.password },
  });
  expect(login.ok()).toBe(true);
  const m = ((await login.json()) as { model: LoginModel }).model;
  const member = await phone.newPage();
  await member.addInitScript((s) => {
    localStorage.setItem('lang', 'en-US');
    localStorage.setItem('cc', JSON.stringify({ id: s.id, name: s.name, surname: s.surname, logo: s.logo, expiry: s.expiry }));
    localStorage.setItem('ctk', s.token);
  }, m);
  await member.goto(`${base}/member-card`);
  await waitForApp(member);
  const card = member.getByRole('dialog', { name: 'Membership card' });
  await expect(card.getByText(name.en, { exact: true })).toBeVisible();
  await expect(card.getByText('Book up to 21 days ahead')).toBeVisible();
  await expect(card.getByText(name.es)).toHaveCount(0);
  await checkpoint(member, 'the member sees the pass and its window');
  await member.screenshot({ path: test.info().outputPath('member-card-390.png'), fullPage: true });
  await card.getByRole('button', { name: 'Close' }).click();
  // The pass's window on the grid: the date picker reaches 21 days ahead, the type's 7 for everyone else.
  await member.goto(`${base}/bookings/1`);
  await waitForApp(member);
  await expect(member.getByLabel('Choose another day')).toHaveAttribute('max', plusDays(clubToday(), 21));
  await member.goto(`${base}/customer-fees`);
  await waitForApp(member);
  const owed = member.getByRole('region', { name: name.en });
  await expect(owed).toContainText(/20(,00)?\s€/);
  await phone.close();
});
