import type { APIRequestContext, Page } from '@playwright/test';
import { checkpoint, demo, expect, mailedLink, openLogin, openMenu, openShell, test } from './fixtures';

/**
 * The member's account area: account page tabs, dependent customers, the child selector, account
 * deletion and communications. Anything that changes data runs on a customer created here (register ->
 * activation mail -> activate), so parallel specs keep their demo customers as seeded. The child-account
 * journeys run on a phone too (`@phone`), each step checked to fit the screen (`checkpoint`).
 */

type LoginModel = { token: string; expiry: string; id: number; logo: string; name: string; surname: string };

// Logins are rate-limited per address: each worker logs the demo member in once through the API.
let memberSession: LoginModel | undefined;

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<LoginModel> {
  const res = await request.post('/api/publiccustomers/cauth', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { model: LoginModel }).model;
}

/** Starts the tab logged in (cc and ctk as a login stores them), once: a later reload keeps what the app stored. */
async function seedSession(page: Page, model: LoginModel) {
  await page.addInitScript((m) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('cc', JSON.stringify({ id: m.id, name: m.name, surname: m.surname, logo: m.logo, expiry: m.expiry }));
    localStorage.setItem('ctk', m.token);
  }, model);
}

async function asMember(page: Page, request: APIRequestContext) {
  memberSession ??= await apiLogin(request, demo.member.email, demo.member.password);
  await seedSession(page, memberSession);
}

async function loginThroughUi(page: Page, email: string, password: string) {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  return dialog;
}

const storage = (page: Page) =>
  page.evaluate(() => ({ cc: localStorage.getItem('cc'), ctk: localStorage.getItem('ctk'), crt: localStorage.getItem('crt') }));

type FreshCustomer = LoginModel & { email: string; password: string };

/** Registers a customer through the API, reads the activation mail (the server log's mailbox) and activates. */
async function createFreshCustomer(request: APIRequestContext, tag: string): Promise<FreshCustomer> {
  const email = `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'secret-e2e-1';
  const registered = await request.post('/api/publiccustomers/register', {
    data: { name: 'Eva', surname: 'Prueba', email, password, phone: '600000000', okRss: false, acceptConditions: true, language: 'es-ES' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const model = ((await registered.json()) as { model: LoginModel }).model;
  const token = (await mailedLink(email, 'activate')).split('/').pop();

  const activated = await request.post('/api/publiccustomers/activate', { data: { token } });
  expect(activated.ok(), await activated.text()).toBe(true);
  return { ...model, email, password };
}

test.describe('account page', () => {
  test('(a) personal data and custom fields are saved and still there after a reload', async ({ page, request }) => {
    await asMember(page, request);
    await openShell(page, '/account');
    const panel = page.getByRole('tabpanel', { name: 'Datos personales' });
    await expect(panel.getByLabel('Nombre')).toHaveValue(demo.member.name);

    const phone2 = `+34 600 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`;
    await panel.getByLabel('Segundo teléfono').fill(phone2);
    await panel.getByLabel('Talla de camiseta').selectOption('L');
    await panel.getByLabel('Jugador federado').check();
    await panel.getByLabel('Número de licencia').fill('LIC-E2E-42');
    // The required-field rule stops the save before any call.
    await panel.getByLabel(/^Teléfono/).fill('');
    await panel.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(panel.getByText('El campo es obligatorio')).toBeVisible();
    await panel.getByLabel(/^Teléfono/).fill('+34 611 222 333');
    await panel.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(panel.getByRole('status')).toHaveText('¡Datos modificados!');

    await page.reload();
    const again = page.getByRole('tabpanel', { name: 'Datos personales' });
    await expect(again.getByLabel('Segundo teléfono')).toHaveValue(phone2);
    await expect(again.getByLabel('Talla de camiseta')).toHaveValue('L');
    await expect(again.getByLabel('Jugador federado')).toBeChecked();
    await expect(again.getByLabel('Número de licencia')).toHaveValue('LIC-E2E-42');
  });

  test('the saved card, the legal popups and keyboard tabs', async ({ page, request }) => {
    await asMember(page, request);
    await openShell(page, '/account');
    const personal = page.getByRole('tab', { name: 'Datos personales' });
    await personal.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Tarjetas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/account\?tab=cards$/);
    await expect(page.getByRole('tabpanel', { name: 'Tarjetas' }).getByText('**** **** **** 4242')).toBeVisible();

    await page.getByRole('button', { name: 'Política de privacidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Política de privacidad' });
    await expect(dialog.getByText('Agencia Española de Protección de Datos')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('account page on a phone', () => {
  test.use({ viewport: { width: 400, height: 860 } });

  test('the tabs scroll sideways inside the page, which never gets wider than the screen', async ({ page, request }) => {
    await asMember(page, request);
    await openShell(page, '/account?tab=delete');
    await expect(page.getByRole('tab', { name: 'Eliminar cuenta' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});

test.describe.serial('a fresh customer', () => {
  let fresh: FreshCustomer;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    fresh = await createFreshCustomer(request, 'account');
    await request.dispose();
  });

  test('(b) adds a dependent customer through the dynamic form, then unlinks it', { tag: '@phone' }, async ({ page }) => {
    // The registration's temporary login is still valid: no extra login call needed.
    await seedSession(page, fresh);
    await openShell(page, '/account?tab=children');
    const panel = page.getByRole('tabpanel', { name: 'Personas a cargo' });
    await expect(panel.getByText('Todavía no has añadido ninguna persona a tu cargo.')).toBeVisible();
    await checkpoint(page, 'no dependants yet');

    await panel.getByRole('button', { name: 'Añadir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir un menor a tu cuenta' });
    await dialog.getByRole('button', { name: 'Añadir' }).click();
    await expect(dialog.getByText('El campo es obligatorio').first()).toBeVisible();
    await checkpoint(page, 'the dependant form');
    await dialog.getByLabel('Nombre').fill('Leo');
    await dialog.getByLabel('Apellidos').fill('Prueba');
    await dialog.getByLabel('Fecha de nacimiento').fill('2015-04-10');
    await dialog.getByRole('button', { name: 'Añadir' }).click();
    await expect(dialog).toBeHidden();

    const child = panel.getByRole('listitem').filter({ hasText: 'Leo Prueba' });
    await expect(child).toContainText('Pendiente de activación');
    await expect(child).toContainText('Revisa tu bandeja de entrada: te hemos enviado un enlace para activar tu cuenta e iniciar sesión');
    await checkpoint(page, 'a dependant added');

    await child.getByRole('button', { name: 'Desvincular a Leo Prueba' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Desvincular a Leo Prueba?' });
    await expect(confirm).toBeVisible();
    await checkpoint(page, 'unlinking');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(child).toBeVisible();
    await child.getByRole('button', { name: 'Desvincular a Leo Prueba' }).click();
    await confirm.getByRole('button', { name: 'Desvincular' }).click();
    await expect(panel.getByText('Leo Prueba ya no está vinculado a tu cuenta.')).toBeVisible();
    await expect(child).toHaveCount(0);
  });

  test('(d) logs in, deletes the account: storage is cleared and the login no longer works', async ({ page }) => {
    await openShell(page, '/');
    const login = await loginThroughUi(page, fresh.email, fresh.password);
    await expect(login).toBeHidden();
    await page.getByRole('button', { name: 'Eva', exact: true }).click();
    await page.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.evaluate(() => localStorage.setItem('crt', JSON.stringify({ items: [{ id: 1, units: 1 }] })));

    await page.getByRole('tab', { name: 'Eliminar cuenta' }).click();
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await expect(confirm).toContainText('no se puede deshacer');
    await confirm.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await storage(page)).toEqual({ cc: null, ctk: null, crt: null });

    const again = await loginThroughUi(page, fresh.email, fresh.password);
    await expect(again.getByRole('alert')).toBeVisible();
    expect((await storage(page)).ctk).toBeNull();
  });
});

test.describe('children', () => {
  test('(c) the parent switches to the active child and back', { tag: '@phone' }, async ({ page }) => {
    await openShell(page, '/');
    const login = await loginThroughUi(page, demo.parent.email, demo.parent.password);
    await expect(login).toBeHidden();

    await openMenu(page);
    await page.getByRole('button', { name: demo.parent.name, exact: true }).click();
    await checkpoint(page, 'the account menu');
    await expect(page.getByRole('button', { name: 'Cambiar a Hugo' })).toHaveCount(0);
    // Switching reloads the page (spec): read what it stored once the reloaded page is there.
    const switched = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Cambiar a Daniela' }).click();
    await switched;

    const bar = page.getByRole('region', { name: 'Cuenta activa' });
    await expect(bar).toContainText('Estás usando la cuenta de Daniela Morales Vega');
    await checkpoint(page, 'as the child');
    const acting = JSON.parse((await storage(page)).cc ?? '{}') as { name?: string; parent?: number; currentId?: number; id?: number };
    expect(acting.name).toBe('Daniela');
    expect(acting.parent).toEqual(expect.any(Number));
    expect(acting.currentId).toBe(acting.id);

    await page.goto('/account');
    await expect(page.getByRole('tabpanel', { name: 'Datos personales' }).getByLabel('Nombre')).toHaveValue('Daniela');
    await expect(page.getByRole('tab', { name: 'Personas a cargo' })).toHaveCount(0);
    await checkpoint(page, "the child's account");

    const back = page.waitForEvent('load');
    await bar.getByRole('button', { name: 'Volver a mi cuenta' }).click();
    await back;
    await expect(bar).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: 'Datos personales' }).getByLabel('Nombre')).toHaveValue(demo.parent.name);
    const parent = JSON.parse((await storage(page)).cc ?? '{}') as { id?: number; parent?: number | null };
    expect(parent.id).toBe(acting.parent);
    expect(parent.parent).toBeNull();
  });
});

test.describe('communications', () => {
  test('(e) the emails and sms lists, then an email', async ({ page, request }) => {
    await asMember(page, request);
    await openShell(page, '/');
    await page.getByRole('button', { name: demo.member.name, exact: true }).click();
    await page.getByRole('link', { name: 'Tus comunicaciones' }).click();
    await expect(page).toHaveURL(/\/customer-comms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tus comunicaciones' })).toBeVisible();

    const sms = page.getByRole('list', { name: 'SMS' });
    await expect(sms.getByRole('listitem')).toHaveCount(2);
    await expect(sms).toContainText('tu reserva de la pista 4 mañana a las 19:00 está confirmada');
    await expect(sms).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    const emails = page.getByRole('list', { name: 'Correos electrónicos' });
    const first = emails.getByRole('link').first();
    await expect(first).toContainText('Activa tu cuenta');
    await first.click();
    await expect(page).toHaveURL(/\/customer-comms\/emails\/\d+$/);
    const id = /emails\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: /Activa tu cuenta/ })).toBeVisible();
    await expect(article.getByRole('definition').first()).toHaveText(id);
    await expect(article).toContainText('Hola Lucía');
    // The stored copy of a mail with a secret link never carries the link.
    await expect(article).toContainText('Por seguridad, el enlace solo está en el correo que te hemos enviado.');
    await expect(article.getByRole('link', { name: 'Activar mi cuenta' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Volver a tus comunicaciones' }).click();
    await expect(page).toHaveURL(/\/customer-comms$/);
  });
});

test.describe('player search', () => {
  test('finds members by name from 3 letters, and says when nobody matches', async ({ page, request }) => {
    await asMember(page, request);
    await openShell(page, '/');
    // The menu's search holds the product search and, for a customer, the player search.
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Buscar jugadores' });
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/publiccustomers/list')) searches.push((r.postDataJSON() as { search: string }).search);
    });
    await box.fill('Ja');
    await expect(page.getByText('Javier Morales Ruiz')).toHaveCount(0);
    // Two letters asked nothing: the first search the server gets is the third letter's.
    const answered = page.waitForResponse('**/api/publiccustomers/list');
    await box.fill('Jav');
    await answered;
    expect(searches[0]).toBe('Jav');
    await expect(page.getByText('Javier Morales Ruiz')).toBeVisible();
    await box.fill('Zzzz');
    await expect(page.getByText('No se han encontrado resultados para Zzzz')).toBeVisible();
    await box.fill('');
    await expect(page.getByText(/No se han encontrado resultados/)).toHaveCount(0);
  });
});
