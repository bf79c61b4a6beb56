import { asMember, checkpoint, expect, noSeriousViolations, openShell, test } from './fixtures';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3107}`;

/**
 * Issue 32 §4: the manager adds a transport (named in English too) and moves it up at a desk's tablet and a
 * desktop (axe on each); a member on a phone, reading English, is offered it at checkout by its English name and
 * price; the manager makes it collection at the club (issue 33 §5), then archives it, and checkout no longer offers
 * it (no other journey meets it).
 */
test('the manager adds and orders a transport; a member is offered it in English at checkout', async ({ page, browser, request }) => {
  test.slow();
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoManager);
  await expect(page.getByRole('banner')).toContainText(demoManager.name);
  const stamp = Date.now();
  const name = `Mensajería e2e ${stamp}`;
  const english = `Courier e2e ${stamp}`;

  await openSection(page, 'Transportes');
  await expect(page.getByRole('heading', { level: 1, name: 'Transportes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transportes' })).toContainText('Envío estándar');
  await noSeriousViolations(page, 'transports at 768');
  await page.getByRole('link', { name: 'Nuevo transporte' }).click();
  const form = page.getByRole('form', { name: 'Datos del transporte' });
  await form
    .getByRole('group', { name: /idioma principal del club/ })
    .getByLabel(/^Nombre/)
    .fill(name);
  await form
    .getByRole('group', { name: /idioma principal del club/ })
    .getByLabel('Plazo de entrega')
    .fill('En 24 horas');
  await form
    .locator('fieldset[lang="en-US"]')
    .getByLabel(/^Nombre/)
    .fill(english);
  await form.locator('fieldset[lang="en-US"]').getByLabel('Plazo de entrega').fill('Within 24 hours');
  await form.getByRole('spinbutton', { name: /^Precio con impuestos/ }).fill('6.50');
  // A courier ships: not collection at the club.
  await expect(form.getByRole('checkbox', { name: 'Se recoge en el club (no se envía nada)' })).not.toBeChecked();
  await checkpoint(page, 'a new transport');
  await noSeriousViolations(page, 'transport form at 768');
  await form.getByRole('button', { name: 'Crear transporte' }).click();
  await expect(page.getByText(`${name} está guardado.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Last of the offered ones; one place up.
  await page.getByRole('link', { name: 'Volver a los transportes' }).click();
  const table = page.getByRole('table', { name: 'Transportes' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('6,50 €');
  await row.getByRole('button', { name: `Subir ${name}` }).click();
  await expect(table.getByRole('row').filter({ hasText: 'Ofrecido' }).nth(-2)).toContainText(name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkpoint(page, 'the transports at a desktop');
  await noSeriousViolations(page, 'transports at 1280');

  // A member on a phone, reading English, with a product in the cart: checkout offers it in English.
  const search = encodeURIComponent(JSON.stringify({ search: 'Calcetines técnicos' }));
  const listed = (await (await request.get(`/api/shop/list?startRow=0&endRow=30&gridStatus=${search}`)).json()) as {
    data: Array<{ id: number }>;
  };
  const productId = listed.data[0]!.id;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  await phone.addCookies([{ name: 'lang', value: 'en-US', url: baseURL }]);
  const member = await phone.newPage();
  await member.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await asMember(member, request);
  await openShell(member, `/shop/${productId}`);
  await member.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(member.getByText('Added to your cart')).toBeVisible();
  await openShell(member, '/checkout');
  const offered = member.getByRole('group', { name: /^Delivery/ });
  await expect(offered.getByRole('radio', { name: new RegExp(english) })).toBeVisible();
  await expect(offered).toContainText('Within 24 hours');
  await expect(offered).toContainText('6,50 €');
  await expect(offered).toContainText('Standard shipping');
  await checkpoint(member, 'the member is offered the new transport');
  await noSeriousViolations(member, 'checkout transports at 390');

  // The club turns it into collection at its reception (issue 33 §5): its orders are then collected, not shipped.
  await row.getByRole('link', { name }).click();
  const edit = page.getByRole('form', { name: 'Datos del transporte' });
  await edit.getByRole('checkbox', { name: 'Se recoge en el club (no se envía nada)' }).check();
  await edit.getByRole('button', { name: 'Guardar transporte' }).click();
  await expect(page.getByText(`${name} está guardado.`)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Datos del transporte' }).getByRole('checkbox', { name: 'Se recoge en el club (no se envía nada)' }),
  ).toBeChecked();
  await page.getByRole('link', { name: 'Volver a los transportes' }).click();

  // Archived: kept in the list, no longer offered.
  await row.getByRole('button', { name: `Archivar ${name}` }).click();
  await expect(page.getByText(`${name} está archivado: el pago ya no lo ofrece.`)).toBeVisible();
  await expect(table.getByRole('row').last()).toContainText('Archivado');
  await member.reload();
  await expect(member.getByRole('group', { name: /^Delivery/ }).getByRole('radio', { name: /Standard shipping/ })).toBeVisible();
  await expect(member.getByRole('group', { name: /^Delivery/ })).not.toContainText(english);
  await phone.close();
});
