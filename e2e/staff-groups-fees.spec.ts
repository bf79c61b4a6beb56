import { checkpoint, demo, expect, noSeriousViolations, test, waitForApp, type LoginModel } from './fixtures';
import { demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §3 in Chromium against the demo club: the demo owner makes a customer group on /staff/groups and adds
 * the demo parent (a member) to it at 1280 px, then at 768 px gives them a monthly fee named in Spanish and
 * English, previews the charge up to today and runs it; axe on both pages at both widths. The member, on a phone
 * in English, sees the fee owed on their fees page. The demo parent, not the demo member: the member's fees are
 * what other journeys read.
 */

/** Today in the club's zone (Madrid), yyyy-MM-dd. */
const clubToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

test('the owner groups a member and gives them a fee, previews and runs the charge; the member sees it owed', async ({ page, browser }) => {
  // Four axe runs and a second browser: a busy 2-core machine stretches them well past the default.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const group = `Grupo e2e ${stamp}`;
  const fee = { es: `Cuota e2e ${stamp}`, en: `Club fee e2e ${stamp}` };
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);

  await openSection(page, 'Grupos de clientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos de clientes' })).toBeVisible();
  await page.getByRole('form', { name: 'Nuevo grupo' }).getByRole('textbox', { name: 'Nombre' }).fill(group);
  await page.getByRole('button', { name: 'Crear grupo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: group })).toBeVisible();

  const add = page.getByRole('form', { name: 'Añadir un miembro' });
  await add.getByRole('searchbox', { name: 'Buscar al cliente (nombre o email)' }).fill(demo.parent.email);
  const customer = add.getByRole('combobox', { name: 'Cliente' });
  await expect(customer.getByRole('option', { name: new RegExp(demo.parent.email) })).toHaveCount(1);
  await customer.selectOption({ label: (await customer.getByRole('option', { name: new RegExp(demo.parent.email) }).textContent()) ?? '' });
  await add.getByRole('button', { name: 'Añadir al grupo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Añadido: su próximo precio es el del grupo.' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Miembros' });
  await expect(members.getByRole('row').filter({ hasText: demo.parent.email })).toHaveCount(1);
  await noSeriousViolations(page, 'a group at 1280 px');
  await checkpoint(page, 'a group with its member');

  await page.setViewportSize({ width: 768, height: 1000 });
  await noSeriousViolations(page, 'a group at 768 px');
  await checkpoint(page, 'a group at a tablet');
  await openSection(page, 'Cuotas periódicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuotas periódicas' })).toBeVisible();
  await page.getByRole('link', { name: 'Asignar una cuota' }).click();
  const form = page.getByRole('form', { name: 'Asignar una cuota' });
  await form.getByRole('searchbox', { name: 'Buscar al cliente (nombre o email)' }).fill(demo.parent.email);
  const who = form.getByRole('combobox', { name: 'Cliente' });
  await expect(who.getByRole('option', { name: new RegExp(demo.parent.email) })).toHaveCount(1);
  await who.selectOption({ label: (await who.getByRole('option', { name: new RegExp(demo.parent.email) }).textContent()) ?? '' });
  await form.getByLabel('Nombre en Español (España)').fill(fee.es);
  await form.getByLabel('Nombre en English (US)').fill(fee.en);
  await form.getByLabel('Importe (EUR)').fill('12.5');
  await form.getByLabel('Cada cuántos meses').fill('1');
  // Due on the 1st of this month: today's charge includes it.
  await form.getByLabel('Primer vencimiento').fill(`${clubToday().slice(0, 8)}01`);
  await form.getByRole('button', { name: 'Asignar la cuota' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuotas periódicas' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Cuotas', exact: true }).getByRole('row').filter({ hasText: fee.es });
  await expect(row).toContainText('12,50 € cada mes');

  const run = page.getByRole('region', { name: 'Cobrar las cuotas vencidas' });
  await expect(run.getByLabel('Vencidas hasta')).toHaveValue(clubToday());
  await run.getByRole('button', { name: 'Ver qué se cobraría' }).click();
  const preview = run.getByRole('table', { name: 'Lo que se cobraría' });
  await expect(preview.getByRole('row').filter({ hasText: fee.es })).toContainText('12,50 €');
  await expect(run.getByRole('status')).toContainText(/Se cobraría/);
  await noSeriousViolations(page, 'the fee run preview at 768 px');
  await checkpoint(page, 'the fee run previewed');
  await run.getByRole('button', { name: /^Cobrar \d+ periodos?$/ }).click();
  await expect(run.getByRole('status')).toContainText(/cobrados?/);
  await expect(run.getByRole('table', { name: 'Lo que se cobró' }).getByRole('row').filter({ hasText: fee.es })).toHaveCount(1);
  // Owed now, and next due a month on.
  await expect(row.getByRole('cell').nth(3)).toHaveText('12,50 €');
  const [year, month] = clubToday().split('-').map(Number) as [number, number];
  const nextDue = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month, 1));
  await expect(row.getByRole('cell').nth(2)).toHaveText(nextDue);
  await page.setViewportSize({ width: 1280, height: 900 });
  await noSeriousViolations(page, 'the fees at 1280 px');
  await checkpoint(page, 'the fees after the run');
  await page.screenshot({ path: test.info().outputPath('fees-1280.png'), fullPage: true });

  // The member, on a phone in English: the fee in English, owed.
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
  await member.goto(`${base}/customer-fees`);
  await waitForApp(member);
  const owed = member.getByRole('region', { name: fee.en });
  await expect(owed).toBeVisible();
  // Money in the club's format (its currency and culture), as the rest of the member's pages show it.
  await expect(owed).toContainText('12,50 €');
  await expect(owed).toContainText('Next due date');
  await expect(member.getByText(fee.es)).toHaveCount(0);
  await checkpoint(member, 'the member sees the fee owed');
  await member.screenshot({ path: test.info().outputPath('member-fees-390.png'), fullPage: true });
  await phone.close();
});
