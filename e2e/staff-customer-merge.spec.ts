import type { APIRequestContext, Page } from '@playwright/test';
import { checkpoint, expect, mailedLink, mailedText, noSeriousViolations, test } from './fixtures';
import { BALLS, demoManager, demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §4, merging two duplicates, in the console (Spanish, the device's language). One person signed up twice
 * (two activated accounts of this journey's own, "Irene Duplicada"); the second account owes a tin of balls bought
 * to pay at the club and holds club credit. From the first account's file the owner (1280 px) finds the second with
 * the customers' search, reads the preview side by side, confirms and lands on the kept file, which now holds the
 * debt and the credit; the person is mailed, the merged account no longer signs in, the kept one still does and sees
 * its credit. At a desk tablet (768 px) the manager merges another pair the other way round (keeping the record
 * found, by swapping), with the keyboard. Axe on each page.
 */
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function member(request: APIRequestContext, name: string, surname: string) {
  const email = `e2e-merge-${stamp()}@example.com`;
  const password = 'secret-e2e-1';
  const registered = await request.post('/api/publiccustomers/register', {
    data: { name, surname, email, password, phone: '633 44 55 66', okRss: false, acceptConditions: true, language: 'es-ES' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const activated = await request.post('/api/publiccustomers/activate', {
    data: { token: (await mailedLink(email, 'activate')).split('/').pop() },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  const login = await request.post('/api/publiccustomers/cauth', { data: { email, password } });
  const model = (await login.json()).model as { id: number; token: string };
  return { email, password, id: model.id, token: model.token, name: `${name} ${surname}` };
}

/** The member buys the tin of balls to pay at the club: a pending sale, their debt. */
async function owesBalls(request: APIRequestContext, m: Awaited<ReturnType<typeof member>>) {
  const gridStatus = encodeURIComponent(JSON.stringify({ search: BALLS }));
  const list = await request.get(`/api/shop/list?startRow=0&endRow=30&gridStatus=${gridStatus}`);
  const balls = ((await list.json()) as { data: Array<{ id: number; name: string }> }).data.find((p) => p.name === BALLS);
  const checkout = await request.post('/api/shop/checkout-customer', {
    headers: { authorization: `Bearer ${m.token}` },
    data: {
      saleItems: [{ productId: balls!.id, units: 1 }],
      saleIds: [],
      guid: `e2e-merge-${stamp()}`,
      paymentMethodId: 5,
      customer: {
        id: m.id,
        name: 'Irene',
        surname: 'Duplicada',
        addressLine1: 'Calle Mayor 1',
        city: 'Madrid',
        town: 'Madrid',
        country: 'España',
        postalCode: '28001',
        email: m.email,
        phone: '633445566',
        acceptConditions: true,
      },
    },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
}

async function openFile(page: Page, who: { id: number; name: string }) {
  await openSection(page, 'Clientes');
  await page.getByRole('searchbox', { name: /^Nombre, correo, teléfono o número de cliente/ }).fill(`#${who.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Página 1: 1 cliente' })).toBeVisible();
  await page.getByRole('link', { name: who.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: who.name })).toBeVisible();
}

test('the owner merges a duplicate into a customer’s file; the manager merges another pair at a tablet', async ({ page, request }) => {
  test.slow(); // four registrations and their mails, several axe runs on a shared machine
  const kept = await member(request, 'Irene', 'Duplicada');
  const dup = await member(request, 'Irene', 'Duplicada');
  await owesBalls(request, dup);

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);
  await expect(page.getByRole('navigation', { name: 'Consola' })).toBeVisible();
  // The duplicate also holds club credit, issued from the console.
  const issued = await page.request.post('/api/staff/vouchers', {
    data: { customerId: dup.id, description: 'Saldo del club', kind: 'money', amount: 20, expiresOn: '', reason: 'Compensación' },
  });
  expect(issued.ok(), await issued.text()).toBe(true);

  await openFile(page, kept);
  await page.getByRole('link', { name: 'Fusionar con…' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fusionar a Irene Duplicada con un duplicado' })).toBeVisible();
  await page.getByRole('searchbox', { name: /^Nombre, correo, teléfono o número de cliente/ }).fill(dup.email);
  await expect(page.getByText('1 cliente encontrado')).toBeVisible();
  await checkpoint(page, 'the duplicate found');
  await noSeriousViolations(page, 'merge search at 1280');
  await page.getByRole('button', { name: 'Elegir a Irene Duplicada' }).click();

  const keptSide = page.getByRole('region', { name: `Irene Duplicada #${kept.id}` });
  const dupSide = page.getByRole('region', { name: `Irene Duplicada #${dup.id}` });
  await expect(keptSide).toContainText('Se conserva');
  await expect(dupSide).toContainText('Se fusiona con él');
  const money = page.getByRole('table', { name: 'El dinero antes y después' });
  await expect(money.getByRole('row').filter({ hasText: 'Monederos y bonos de dinero' })).toContainText('20,00');
  await expect(
    page.getByRole('table', { name: 'Qué tiene cada uno y qué pasa con ello' }).getByRole('row').filter({ hasText: 'Pedidos y ventas' }),
  ).toContainText('Pasan a Irene Duplicada');
  await expect(page.getByText(`Se avisa a Irene Duplicada por correo en ${kept.email}, en su idioma.`)).toBeVisible();
  await checkpoint(page, 'the preview side by side');
  await noSeriousViolations(page, 'merge preview at 1280');

  const confirm = page.getByRole('form', { name: 'Confirmar' });
  await confirm.getByRole('button', { name: `Fusionar #${dup.id} con #${kept.id}` }).click();
  await expect(confirm.getByRole('alert')).toContainText('Marca la casilla');
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: `Fusionar #${dup.id} con #${kept.id}` }).click();

  await expect(page).toHaveURL(new RegExp(`/staff/customers/${kept.id}$`));
  await expect(page.getByText(`Irene Duplicada (#${dup.id}) se ha fusionado con esta ficha`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pagos pendientes' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Bonos' })).toContainText('Saldo del club');
  await expect(page.getByText('Fusionados con esta ficha')).toBeVisible();
  await checkpoint(page, 'the kept file after the merge');
  await noSeriousViolations(page, 'kept file at 1280');

  // The person is told; the merged account no longer signs in; the kept one does, and sees the credit.
  await mailedText(kept.email, new RegExp(`ha unido tu cuenta n.º ${dup.id} a esta`));
  const gone = await request.post('/api/publiccustomers/cauth', { data: { email: dup.email, password: dup.password } });
  expect(((await gone.json()) as { model?: { token?: string } }).model?.token).toBeUndefined();
  const vouchers = await request.get(`/api/publicvouchers/customer-vouchers/${kept.id}`, {
    headers: { authorization: `Bearer ${kept.token}` },
  });
  expect(vouchers.ok(), await vouchers.text()).toBe(true);
  const active = ((await vouchers.json()) as { model: { active: Array<{ description: string; balance: number }> } }).model.active;
  expect(active.find((v) => v.description === 'Saldo del club')?.balance).toBe(20);
  // The old number explains where it went.
  await page.goto(`/staff/customers/${dup.id}`);
  await expect(page.getByText(`El cliente #${dup.id} se fusionó con el cliente #${kept.id}, Irene Duplicada: abre su ficha`)).toBeVisible();

  // At a desk tablet, the manager keeps the record they found, by the keyboard.
  const third = await member(request, 'Tomás', 'Repetido');
  const fourth = await member(request, 'Tomás', 'Repetido Gil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoManager);
  await openFile(page, { id: third.id, name: third.name });
  await page.getByRole('link', { name: 'Fusionar con…' }).focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: /^Nombre, correo, teléfono o número de cliente/ });
  await search.focus();
  await page.keyboard.type(fourth.email);
  await expect(page.getByText('1 cliente encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Elegir a Tomás Repetido Gil' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Conservar a Tomás Repetido Gil en su lugar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `Tomás Repetido Gil #${fourth.id}` })).toContainText('Se conserva');
  await checkpoint(page, 'the preview at a tablet, swapped');
  await noSeriousViolations(page, 'merge preview at 768');
  const tabletConfirm = page.getByRole('form', { name: 'Confirmar' });
  await tabletConfirm.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await tabletConfirm.getByRole('button', { name: `Fusionar #${third.id} con #${fourth.id}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/staff/customers/${fourth.id}$`));
  await expect(page.getByText(`Tomás Repetido (#${third.id}) se ha fusionado con esta ficha`)).toBeVisible();
  await checkpoint(page, 'the kept file at a tablet');
  await noSeriousViolations(page, 'kept file at 768');
});
