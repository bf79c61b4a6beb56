import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { checkpoint, expect, mailedLink, mailedText, noSeriousViolations, test } from './fixtures';
import { demoDesk, demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §4, in the console (Spanish, the device's language), on a customer of this journey's own (registered,
 * activated, owing a tin of balls bought to "pay at the club"): the front desk finds them at a desk tablet
 * (768 px), opens their file and takes the payment in cash, once; then at a laptop (1280 px) the owner downloads
 * everything the club holds about them and erases their personal data. Axe on each page.
 */
async function customerOwingASale(request: APIRequestContext) {
  const email = `e2e-desk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'secret-e2e-1';
  const registered = await request.post('/api/publiccustomers/register', {
    data: {
      name: 'Irene',
      surname: 'Mostrador',
      email,
      password,
      phone: '622 33 44 55',
      okRss: false,
      acceptConditions: true,
      language: 'es-ES',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const activated = await request.post('/api/publiccustomers/activate', {
    data: { token: (await mailedLink(email, 'activate')).split('/').pop() },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  const login = await request.post('/api/publiccustomers/cauth', { data: { email, password } });
  const member = (await login.json()).model as { id: number; token: string };
  const gridStatus = encodeURIComponent(JSON.stringify({ search: 'Bote de pelotas de pádel (3)' }));
  const list = await request.get(`/api/shop/list?startRow=0&endRow=30&gridStatus=${gridStatus}`);
  const balls = ((await list.json()) as { data: Array<{ id: number; name: string }> }).data.find(
    (p) => p.name === 'Bote de pelotas de pádel (3)',
  );
  expect(balls?.name, 'the demo shop sells a tin of balls').toBe('Bote de pelotas de pádel (3)');
  const checkout = await request.post('/api/shop/checkout-customer', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      saleItems: [{ productId: balls!.id, units: 1 }],
      saleIds: [],
      guid: `e2e-desk-${Date.now()}`,
      // Pay at the club: a pending sale, the member's debt until the desk takes the money.
      paymentMethodId: 5,
      customer: {
        id: member.id,
        name: 'Irene',
        surname: 'Mostrador',
        addressLine1: 'Calle Mayor 1',
        city: 'Madrid',
        town: 'Madrid',
        country: 'España',
        postalCode: '28001',
        email,
        phone: '622334455',
        acceptConditions: true,
      },
    },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  return { email, id: member.id };
}

test('the desk takes a pending payment in cash; the owner exports and erases the customer', async ({ page, request }) => {
  test.slow(); // registration mail, several axe runs on a shared machine
  const customer = await customerOwingASale(request);

  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoDesk);
  // The desk's console opens on the day grid; its customers are one section away.
  await expect(page).toHaveURL(/\/staff\/desk$/);
  await openSection(page, 'Clientes');
  await expect(page).toHaveURL(/\/staff\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  // The list answers as one types, without pressing Enter.
  await page
    .getByRole('searchbox', { name: /^Nombre, correo, teléfono o número de cliente/ })
    .pressSequentially(customer.email.slice(0, 24));
  await expect(page.getByRole('status').filter({ hasText: 'Página 1: 1 cliente' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Clientes' });
  await expect(list.getByRole('row')).toHaveCount(2);
  const row = list.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await checkpoint(page, 'the search as the desk types');
  await noSeriousViolations(page, 'customers at 768');
  await row.getByRole('link', { name: 'Irene Mostrador' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Irene Mostrador' })).toBeVisible();
  await expect(page.getByText(`#${customer.id}`)).toBeVisible();
  const owed = page.getByRole('table', { name: 'Pagos pendientes' });
  await expect(owed.getByRole('row')).toHaveCount(2);
  await checkpoint(page, 'the customer file with a pending payment');
  await noSeriousViolations(page, 'customer file at 768');
  await owed.getByRole('button', { name: 'Cobrado en efectivo' }).click();
  await expect(page.getByRole('status').filter({ hasText: /cobrada en efectivo/ })).toBeVisible();
  await expect(page.getByText('No hay nada pendiente')).toBeVisible();
  const sales = page.getByRole('table', { name: 'Pedidos y ventas' });
  await expect(sales.getByRole('row').nth(1)).toContainText('Pagada');
  await expect(sales.getByRole('row').nth(1)).toContainText('Efectivo');
  await checkpoint(page, 'the payment taken');
  await noSeriousViolations(page, 'customer file paid at 768');
  // The member gets the receipt the portal sends when a sale is paid.
  await mailedText(customer.email, /Efectivo/);
  // The desk may download what is held (customers.write), never erase (customers.erase).
  await expect(page.getByRole('link', { name: 'Descargar todos sus datos (JSON)' })).toHaveCount(1);
  await expect(page.getByRole('form', { name: 'Borrar los datos personales' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);
  await openSection(page, 'Clientes');
  await expect(page).toHaveURL(/\/staff\/customers$/);
  await page.getByRole('searchbox', { name: /^Nombre, correo, teléfono o número de cliente/ }).fill(`#${customer.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Página 1: 1 cliente' })).toBeVisible();
  await page.getByRole('row').filter({ hasText: customer.email }).getByRole('link', { name: 'Irene Mostrador' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Irene Mostrador' })).toBeVisible();
  await checkpoint(page, 'the owner sees the file');
  await noSeriousViolations(page, 'customer file at 1280');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar todos sus datos (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^customer-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const held = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(held.customer).toMatchObject({ id: customer.id, email: customer.email, name: 'Irene' });
  expect(held.sales[0]).toMatchObject({ status: 'paid', payment_method: 'Efectivo' });
  expect(held.customer.password_hash).toBeUndefined();

  const erase = page.getByRole('form', { name: 'Borrar los datos personales' });
  await erase.getByRole('button', { name: 'Borrar los datos de Irene Mostrador' }).click();
  await expect(erase.getByRole('alert')).toContainText('Escribe el motivo');
  await erase.getByRole('textbox', { name: /^Motivo/ }).fill('Lo pidió por correo (RGPD)');
  await checkpoint(page, 'the erasure asked for');
  await noSeriousViolations(page, 'erase form at 1280');
  await erase.getByRole('button', { name: 'Borrar los datos de Irene Mostrador' }).click();
  await expect(page).toHaveURL(/\/staff\/customers$/);
  await expect(page.getByText('Se han borrado los datos personales de Irene Mostrador')).toBeVisible();
  await page.getByRole('searchbox', { name: /^Nombre, correo, teléfono o número de cliente/ }).fill(customer.email);
  await expect(page.getByText('Ningún cliente coincide')).toBeVisible();
  await checkpoint(page, 'the customer erased');
  await noSeriousViolations(page, 'customers at 1280');
  // The member can no longer sign in.
  const login = await request.post('/api/publiccustomers/cauth', { data: { email: customer.email, password: 'secret-e2e-1' } });
  expect(((await login.json()) as { model?: { token?: string } }).model?.token).toBeUndefined();
});
