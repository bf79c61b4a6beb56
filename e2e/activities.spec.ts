import type { APIRequestContext } from '@playwright/test';
import { asMember, checkpoint, demo, expect, onPhone, openShell, test } from './fixtures';

/**
 * Activities and sign-up (issue 22, section 3) as a visitor and as the demo member, on a phone and a
 * desktop (`@phone`: both projects, each step checked to fit the screen with `checkpoint`): the filters in
 * the address, a direct sign-up, a paid one through its custom form with a file that lands in the cart and
 * is paid at the sandbox gateway, a visitor's Sign Up opening login, and the full clinic's waitlist.
 * Each journey signs up for an activity no other journey touches; one running on both projects takes a
 * different activity on each, as both share the run's database and the demo member.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function activityId(request: APIRequestContext, name: string, type: string, status: string): Promise<number> {
  const res = await request.get(`/api/publicactivities/list?startRow=0&endRow=12&type=${type}&status=${status}`);
  const found = ((await res.json()) as { model: { activities: Array<{ id: number; name: string }> } }).model.activities.find(
    (a) => a.name === name,
  );
  expect(found, name).toBeDefined();
  return (found as { id: number }).id;
}

test('the filters live in the address and a filter change returns to page 1', { tag: '@phone' }, async ({ page }) => {
  await openShell(page, '/activities?type=nothing&status=page');
  // Unknown values fall back to ongoing registrations.
  await expect(page.getByRole('link', { name: 'Inscripciones' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'En curso' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: /Liga social de invierno/ })).toBeVisible();
  // The page's filter (the header has an Activities link of its own).
  await page.getByRole('main').getByRole('link', { name: 'Actividades', exact: true }).click();
  await expect(page).toHaveURL(/\/activities\?type=activity&status=ongoing$/);
  await page.getByRole('link', { name: 'Próximas' }).click();
  await expect(page).toHaveURL(/\/activities\?type=activity&status=upcoming$/);
  await expect(page.getByRole('link', { name: /Torneo de otoño/ })).toBeVisible();
  await checkpoint(page, 'the upcoming activities');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Próximas' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: /Torneo de otoño/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Torneo de otoño' })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  // A phone's countdown leaves the seconds out.
  const seconds = page.locator('.countdown__unit--seconds');
  if (onPhone()) await expect(seconds).toBeHidden();
  else await expect(seconds).toBeVisible();
  await checkpoint(page, 'an activity with its countdown');
});

test('a visitor’s Sign Up opens the login popup', { tag: '@phone' }, async ({ page, request }) => {
  await openShell(page, `/activity/${await activityId(request, 'Charla de nutrición deportiva', 'activity', 'upcoming')}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});

test('the member signs up directly: ¡Inscripción hecha!, then ¡Ya estás inscrito!', { tag: '@phone' }, async ({ page, request }) => {
  const [name, type, status] = onPhone()
    ? ['Pádel para mayores de 60', 'registration', 'ongoing']
    : ['Jornada de puertas abiertas', 'activity', 'upcoming'];
  await asMember(page, request);
  await openShell(page, `/activity/${await activityId(request, name, type, status)}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Inscripción hecha!' })).toBeVisible();
  await checkpoint(page, 'signed up');
  await page.reload();
  await expect(page.getByText('¡Ya estás inscrito!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
});

test('a paid sign-up through its custom form with a file lands in the cart and is paid', { tag: '@phone' }, async ({ page, request }) => {
  // Form, file, checkout, gateway and back: longer than the default 30 s on a busy machine.
  test.slow();
  const [name, total, sportName] = onPhone()
    ? ['Escuela de pádel infantil 2026', '45 €', 'Pádel']
    : ['Escuela de tenis de adultos', '39 €', 'Tenis'];
  const path = `/activity/${await activityId(request, name, 'registration', 'ongoing')}`;
  await asMember(page, request);
  await openShell(page, path);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscripción en la escuela' });
  await expect(dialog).toBeVisible();
  // The Lookup offers only the school's own sport (issue 30), after its "choose" line.
  const sport = dialog.getByLabel(/^Deporte/);
  await expect(sport.locator('option')).toHaveText(['Elige una opción', sportName]);
  await checkpoint(page, 'the sign-up form');
  await sport.selectOption({ label: sportName });
  await dialog.getByLabel(/^Nivel/).selectOption('Medio');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'autorizacion.png', mimeType: 'image/png', buffer: PNG });
  const send = dialog.getByRole('button', { name: 'Inscribirme' });
  await send.scrollIntoViewIfNeeded();
  await checkpoint(page, 'the form filled in, with its file');
  await send.click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await checkpoint(page, 'the sign-up in the checkout');
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
  if (!(await legal.isChecked())) await legal.check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
  // Paid: the place stays the member's.
  await openShell(page, path);
  await expect(page.getByText('¡Ya estás inscrito!')).toBeVisible();
  await checkpoint(page, 'already in');
});

test(
  'a parent chooses who an activity without a form is for, and a children’s one starts on the child',
  { tag: '@phone' },
  async ({ page, request }) => {
    // Each project signs the child up for an activity of its own (both share the run's database).
    const [name, type, status] = onPhone()
      ? ['Charla de nutrición deportiva', 'activity', 'upcoming']
      : ['Liga social de invierno', 'registration', 'ongoing'];
    const res = await request.post('/api/publiccustomers/cauth', { data: { email: demo.parent.email, password: demo.parent.password } });
    const parent = (
      (await res.json()) as { model: { token: string; id: number; name: string; surname: string; logo: string; expiry: string } }
    ).model;
    await page.addInitScript((s) => {
      localStorage.setItem('cc', JSON.stringify({ id: s.id, name: s.name, surname: s.surname, logo: s.logo, expiry: s.expiry }));
      localStorage.setItem('ctk', s.token);
    }, parent);
    await openShell(page, `/activity/${await activityId(request, name, type, status)}`);
    await page.getByRole('button', { name: 'Inscribirme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inscribirme' });
    const who = dialog.getByLabel('¿A quién inscribes?');
    // The parent and their activated child only (Hugo's account is not activated); an activity for everyone starts on the parent.
    await expect(who.locator('option')).toHaveText(['Javier Morales Ruiz', 'Daniela Morales Vega']);
    await expect(who).toHaveValue(String(parent.id));
    await who.selectOption({ label: 'Daniela Morales Vega' });
    await checkpoint(page, 'who the sign-up is for');
    await dialog.getByRole('button', { name: 'Inscribirme' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '¡Inscripción hecha! Has inscrito a Daniela Morales Vega: puedes inscribir a alguien más.',
    );
    await checkpoint(page, 'the child signed up');
    // Signing up the child did not put the parent in: Sign Up stays for them.
    await expect(page.getByText('¡Ya estás inscrito!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();

    // The summer camp is for children: its form starts on the child.
    await openShell(page, `/activity/${await activityId(request, 'Campus de verano', 'registration', 'upcoming')}`);
    await page.getByRole('button', { name: 'Inscribirme' }).click();
    const form = page.getByRole('dialog', { name: 'Inscripción en la escuela' });
    await expect(form.getByLabel('¿A quién inscribes?').locator('option:checked')).toHaveText('Daniela Morales Vega');
    await checkpoint(page, 'a children’s form starts on the child');
  },
);

// The demo's clinic is seeded full by the demo family (demo-activities.ts); only the demo member can join its
// line, once a run: on the phone alone.
test('the member joins the full clinic’s waitlist and sees their number', { tag: '@phone-only' }, async ({ page, request }) => {
  await asMember(page, request);
  await openShell(page, `/activity/${await activityId(request, 'Clinic de volea con Marta', 'activity', 'upcoming')}`);
  await expect(page.getByText('Esta actividad está completa.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
  await checkpoint(page, 'the full clinic');
  await page.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
  const standing = 'Eres el número 1 de la lista de espera: te escribiremos si se libera una plaza.';
  await expect(page.getByText(standing)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apuntarme a la lista de espera' })).toHaveCount(0);
  await checkpoint(page, 'on the waitlist');
  // The server keeps the member's place in the line.
  await page.reload();
  await expect(page.getByText(standing)).toBeVisible();
});

test('an activity is server-rendered whole, popular posts included: no API call before the visitor acts, and it hydrates', async ({
  page,
  request,
}) => {
  const path = `/activity/${await activityId(request, 'Charla de nutrición deportiva', 'activity', 'upcoming')}`;
  const html = await (await request.get(path)).text();
  expect(html).toContain('id="activity-popular-title"');
  // The app's code loads once the page has painted (lib/paint-first.ts), not from the HTML.
  expect(html).toMatch(
    /<script type="module" fetchpriority="low" crossorigin src="\/assets\/paint-first-[^"]+\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]+">/,
  );
  expect(html).not.toContain('modulepreload');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  await page.setViewportSize({ width: 390, height: 900 });
  await openShell(page, path);
  await expect(page.getByRole('heading', { name: 'Entradas populares' })).toBeVisible();
  expect(calls).toEqual([]);
  // Hydrated: Sign Up answers a tap.
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
});
