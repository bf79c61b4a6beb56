import type { APIRequestContext, Page } from '@playwright/test';
import { checkpoint, expect, mailedLink, openLogin, openShell, SESSION_TOKEN, test } from './fixtures';

/**
 * Authentication journeys in the real app (es-ES): registration in the login dialog with the activation
 * mail, forgotten password, change password, auto login and the account-link page.
 *
 * The e2e server has no SMTP: its log is the development mailbox, and links come from there (a secret
 * link is never readable through the API, not even by its own customer).
 *
 * Every journey creates its own customers (unique emails), so the specs run in parallel and leave the
 * seeded demo customers as they are.
 */

type LoginModel = { token: string; expiry: string; id: number; logo: string; name: string; surname: string };
type Customer = LoginModel & { email: string; password: string };

const uniqueEmail = (tag: string) => `e2e-auth-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Registers through the API and activates through the mailed link. */
async function createActiveCustomer(request: APIRequestContext, tag: string): Promise<Customer> {
  const email = uniqueEmail(tag);
  const password = 'first-pass-1';
  const res = await request.post('/api/publiccustomers/register', {
    data: { name: 'Marta', surname: 'Auth', email, password, phone: '600111222', okRss: false, acceptConditions: true, language: 'es-ES' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const model = ((await res.json()) as { model: LoginModel }).model;
  const link = await mailedLink(email, 'activate');
  const token = link.split('/').pop();
  const activated = await request.post('/api/publiccustomers/activate', { data: { token } });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { ...model, email, password };
}

const stored = (page: Page) =>
  page
    .evaluate(() => ({ cc: localStorage.getItem('cc'), ctk: localStorage.getItem('ctk') }))
    .then(({ cc, ctk }) => ({
      customer: cc ? (JSON.parse(cc) as { id: number; name: string; expiry?: string }) : null,
      token: ctk,
    }));

async function loginInDialog(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
}

/** A full (30-day) login is stored for this customer, not the 5-minute one given at registration. */
async function expectLoggedIn(page: Page, customerId: number) {
  await expect.poll(async () => (await stored(page)).customer?.id).toBe(customerId);
  const { customer, token } = await stored(page);
  expect(token).toMatch(SESSION_TOKEN);
  expect(Date.parse(customer?.expiry ?? '') - Date.now()).toBeGreaterThan(24 * 3_600_000);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
}

test.describe('authentication flows', () => {
  // Whole journeys with several argon2 hashings and the spec's 1-second waits: about a minute on a busy CI machine.
  test.describe.configure({ timeout: 120_000 });

  test('(a) register in the dialog, activate from the mail, then log in', { tag: '@phone' }, async ({ page }) => {
    const email = uniqueEmail('register');
    const password = 'club-pass-1';
    await openShell(page);
    await openLogin(page);
    await page.getByRole('dialog', { name: 'Iniciar sesión' }).getByRole('tab', { name: 'Registrarse' }).click();

    const dialog = page.getByRole('dialog', { name: 'Crea tu cuenta' });
    await dialog.getByLabel('Nombre').fill('Nora');
    await dialog.getByLabel('Apellidos').fill('Registro');
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await dialog.getByLabel('Teléfono').fill('600 123 456');
    await dialog.getByLabel('Contraseña').fill(password);

    // The legal checkbox is required; its texts open in a popup over the dialog.
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(dialog.getByText('Acepta nuestras condiciones legales')).toBeVisible();
    await checkpoint(page, 'the register dialog');
    await dialog.getByRole('button', { name: 'Condiciones generales' }).click();
    const conditions = page.getByRole('dialog', { name: 'Condiciones generales' });
    await expect(conditions).toBeVisible();
    await checkpoint(page, 'the conditions');
    await page.keyboard.press('Escape');
    await expect(conditions).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('He leído y acepto las condiciones legales').check();
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(dialog.getByText('Tu cuenta se ha creado correctamente')).toBeVisible();
    await expect(
      dialog.getByText('Revisa tu bandeja de entrada: te hemos enviado un enlace para activar tu cuenta e iniciar sesión'),
    ).toBeVisible();
    await checkpoint(page, 'registered');

    // The registration stores a 5-minute login; the activation link is only in the mail.
    const temporary = await stored(page);
    expect(temporary.token).toMatch(SESSION_TOKEN);
    const minutesLeft = (Date.parse(temporary.customer?.expiry ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(3);
    expect(minutesLeft).toBeLessThanOrEqual(5.1);
    const customerId = temporary.customer?.id ?? 0;
    const link = await mailedLink(email, 'activate');
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    await page.goto(link);
    await expect(page.getByText('¡Tu registro se ha completado!')).toBeVisible();
    await checkpoint(page, 'activated');
    await loginInDialog(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page, customerId);
  });

  test('(b) forgot password: reset link from the mail, new password, log in with it', async ({ page, request }) => {
    const customer = await createActiveCustomer(request, 'reset');
    const asked = Date.now();

    await openShell(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
    const reset = page.getByRole('dialog', { name: 'Restablecer contraseña' });
    await reset.getByLabel('Correo electrónico').fill(customer.email);
    await reset.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(
      reset.getByText('Te hemos enviado un correo con un enlace para restablecer tu contraseña.', { exact: false }),
    ).toBeVisible();
    await reset.getByRole('button', { name: 'Cerrar' }).last().click();

    const link = await mailedLink(customer.email, 'reset-password', asked);
    await page.goto(link);
    const main = page.getByRole('main');
    const newPassword = main.getByLabel('Nueva contraseña');
    const repeat = main.getByLabel('Repite la contraseña');
    await newPassword.fill('abc');
    await repeat.fill('abcdef');
    await main.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('La longitud mínima es 5')).toBeVisible();
    await newPassword.fill('second-pass-2');
    await repeat.fill('second-pass-3');
    await main.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await repeat.fill('second-pass-2');
    await main.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('¡Datos modificados!')).toBeVisible();

    await expect(page).toHaveURL(/\/passReset\/ok$/);
    await expect(page.getByText('Contraseña cambiada correctamente')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Entrar' }).click();
    await loginInDialog(page, customer.email, 'second-pass-2');
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page, customer.id);
  });

  test('(c) change password: wrong current password, then the right one, then log in with the new one', async ({ page, request }) => {
    const customer = await createActiveCustomer(request, 'change');
    // Start logged in with the login the registration gave (still valid), not another login call.
    await page.addInitScript((m) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('cc', JSON.stringify({ id: m.id, name: m.name, surname: m.surname, logo: m.logo, expiry: m.expiry }));
      localStorage.setItem('ctk', m.token);
    }, customer);
    await openShell(page, '/changePass');

    const current = page.getByLabel('Contraseña actual');
    const next = page.getByLabel('Nueva contraseña');
    const save = page.getByRole('button', { name: 'Guardar la nueva contraseña' });
    await save.click();
    await expect(page.getByText('Obligatorio')).toHaveCount(2);
    await current.fill('not-my-password');
    await next.fill('third-pass-3');
    await save.click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Contraseña incorrecta');

    await current.fill(customer.password);
    await save.click();
    await expect(page.getByText('¡Datos modificados!')).toBeVisible();

    await page.evaluate(() => {
      localStorage.removeItem('cc');
      localStorage.removeItem('ctk');
    });
    await openShell(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await loginInDialog(page, customer.email, 'third-pass-3');
    await expectLoggedIn(page, customer.id);
  });

  test('(d) auto login with a single-use t goes to back; a bad t shows Wrong access', async ({ page, request }) => {
    // The login the registration gave is enough to ask for a t.
    const member = await createActiveCustomer(request, 'auto');
    const issued = await request.post('/api/publiccustomers/auto-login-token', { headers: { Authorization: `Bearer ${member.token}` } });
    expect(issued.ok(), await issued.text()).toBe(true);
    const { t } = (await issued.json()) as { t: string };

    await openShell(page, `/auto-login?t=${encodeURIComponent(t)}&back=/account`);
    await expect(page).toHaveURL(/\/account$/);
    await expect.poll(async () => (await stored(page)).customer?.id).toBe(member.id);
    expect((await stored(page)).token).not.toBe(member.token);

    // The same t again (single use), a made-up one, and none at all.
    for (const query of [`t=${encodeURIComponent(t)}`, 't=made-up-token', 'back=/account']) {
      await openShell(page, `/auto-login?${query}`);
      await expect(page.getByText('Acceso incorrecto')).toBeVisible();
      await expect(page).toHaveURL(/\/auto-login/);
    }
  });

  test('(e) account link: without token "wrong query string"; a refused login, then a valid one, return to urlOk', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await createActiveCustomer(request, 'link');
    // The secure layout: only the club's logo, no menu or footer.
    await page.goto('/link-account');
    await expect(page.getByText('parámetros de la dirección incorrectos')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);

    // A link back to a site that is not one of the club's partners (PARTNER_ORIGINS) gets no form.
    await page.goto(`/link-account?token=attacker-${Date.now()}&urlOk=${encodeURIComponent('https://evil.example/x')}`);
    await expect(page.getByRole('alert')).toContainText('Este enlace no procede de un socio colaborador del club');
    await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);

    const partner = `token=partner-${Date.now()}&urlOk=${encodeURIComponent(baseURL ?? '')}`;
    await page.goto(`/link-account?${partner}`);
    await expect(page.locator('.secure-frame__header img')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(customer.email);
    await page.getByLabel('Contraseña').fill('wrong-password');
    await page.getByRole('button', { name: 'Entrar y vincular' }).click();
    await expect(page.getByRole('alert')).toContainText('Correo electrónico o contraseña incorrectos');
    await page.waitForURL(`${baseURL}/link-account-response/false`);

    await page.goto(`/link-account?${partner}`);
    await page.getByLabel('Correo electrónico').fill(customer.email);
    await page.getByLabel('Contraseña').fill(customer.password);
    await page.getByRole('button', { name: 'Entrar y vincular' }).click();
    await page.waitForURL(`${baseURL}/link-account-response/true`);
    // Validate-only: the page stored no session.
    expect((await stored(page)).token).toBeNull();
  });
});
