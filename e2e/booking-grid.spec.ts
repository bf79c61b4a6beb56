import { demo, expect, noSeriousViolations, openShell, test } from './fixtures';

/**
 * The booking grid as issue 10 asks for it: a guest finds padel on the booking types index, picks a day and a
 * slot, is asked to log in and comes back to the same grid, then picks a duration and lands on the booking
 * checkout with a `pl` payload naming that slot. Plus the index's category tabs and the grid's share tags.
 */

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3107}`;

/** Tomorrow in the club's zone (the demo club is in Madrid): a day with free courts at any hour of the run. */
function clubTomorrow(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

test.describe('the booking pages as the server sends them (no JavaScript)', () => {
  test("a booking type's grid carries its title, share tags and the day's courts", async ({ request }) => {
    const date = clubTomorrow();
    const res = await request.get(`/bookings/1?date=${date}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>Pádel - ${demo.clubName}</title>`);
    expect(meta(html, 'property', 'og:title')).toBe(`Pádel - ${demo.clubName}`);
    expect(meta(html, 'name', 'description')).toBe('Pistas de cristal panorámicas con césped de última generación.');
    expect(meta(html, 'property', 'og:description')).toBe('Pistas de cristal panorámicas con césped de última generación.');
    expect(meta(html, 'property', 'og:image')).toBe(`${baseURL}/uploads/gallery1.svg`);
    expect(meta(html, 'property', 'og:url')).toBe(`${baseURL}/bookings/1`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/bookings/1" />`);
    // Rendered on the server: the title, the anticipation note and the courts with their starts.
    expect(html).toMatch(/<h1 class="page-banner__title">Pádel<\/h1>/);
    expect(html).toContain('Puedes reservar con hasta 7 días de antelación.');
    expect(html).toContain('Pista 1 pádel');
    expect(html).toMatch(/class="slot__time">\d\d:\d\d</);
  });

  test('the booking types index lists the types with their "from" prices', async ({ request }) => {
    const html = await (await request.get('/bookingtypes')).text();
    expect(html).toContain(`<title>Reservas - ${demo.clubName}</title>`);
    expect(html).toMatch(/href="\/bookings\/1"[^>]*>Pádel<\/a>/);
    expect(html).toMatch(/href="\/bookings\/2"[^>]*>Tenis<\/a>/);
    expect(html).toContain('Desde');
  });
});

test('the grid works from the keyboard on a phone and has no serious accessibility problem', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await openShell(page, `/bookings/1?date=${clubTomorrow()}`);
  // A phone opens on the start times: Enter opens a time, then a court.
  const start = page.locator('.start').first();
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(start).toHaveAttribute('aria-expanded', 'true');
  const court = page.locator('.start-court').first();
  await court.focus();
  await page.keyboard.press('Enter');
  await expect(court).toHaveAttribute('aria-expanded', 'true');
  // The switch to the court carousel, by keyboard too.
  await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Por pista' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=courts/);
  // One court in view on a phone (spec section 9): the next button pages the carousel.
  const next = page.getByRole('button', { name: 'Pistas siguientes' });
  const previous = page.getByRole('button', { name: 'Pistas anteriores' });
  await expect(previous).toBeDisabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(previous).toBeEnabled();
  await expect(page.locator('.resources__track')).not.toHaveJSProperty('scrollLeft', 0);

  // Not the first slot: the court opened in the time view is that one, still open here (one open slot for both views).
  const slot = page.locator('.slot').nth(1);
  await slot.focus();
  await page.keyboard.press('Enter');
  await expect(slot).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Tipos de reserva' }).getByRole('link', { name: 'Pádel', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  // One axe pass over the page with an open slot and the filter panel (axe over ~100 slots is slow on a busy machine).
  await noSeriousViolations(page, 'grid with an open slot and the filter panel');
});

test('the booking types index filters by category, All first', async ({ page }) => {
  await openShell(page, '/bookingtypes');
  const tabs = page.getByRole('tablist', { name: 'Categorías' }).getByRole('tab');
  await expect(tabs).toHaveText(['Todas', 'Pádel', 'Tenis', 'Clases']);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['Pádel', 'Tenis', 'Spinning', 'Clínic de pádel']);
  await page.getByRole('tab', { name: 'Tenis' }).click();
  await expect(page).toHaveURL(/\/bookingtypes\?category=Tenis$/);
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['Tenis']);
  await page.getByRole('tab', { name: 'Todas' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['Pádel', 'Tenis', 'Spinning', 'Clínic de pádel']);
});

test('a guest picks padel, a day and a slot, logs in, comes back to the grid and lands on the booking checkout', async ({ page }) => {
  await openShell(page, '/bookingtypes');
  await page.getByRole('link', { name: 'Pádel', exact: true }).click();
  await expect(page).toHaveURL(/\/bookings\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pádel' })).toBeVisible();

  // Tomorrow, from the day strip.
  const date = clubTomorrow();
  await page.getByRole('group', { name: 'Día' }).getByRole('button').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${date}$`));
  await expect(page.locator('.bookings-page__grid')).toHaveAttribute('aria-busy', 'false');

  const slot = page.locator('.resource').first().locator('.slot').first();
  const time = (await slot.locator('.slot__time').textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-expanded', 'true');
  const options = page.getByRole('group', { name: `Duraciones a las ${time}` });
  await options.getByRole('button').first().click();

  // A guest is asked to log in (spec section 5) and comes back to the same type, day and slot.
  await expect(page.getByText('Inicia sesión o regístrate')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(demo.member.email);
  await dialog.getByLabel('Contraseña').fill(demo.member.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/bookings/1\\?date=${date}&slot=\\d+-\\d+$`));
  const [resourceId, startMs] = (new URL(page.url()).searchParams.get('slot') ?? '').split('-').map(Number);

  // The member's own prices; the slot is still open.
  const chosen = page
    .getByRole('group', { name: `Duraciones a las ${time}` })
    .getByRole('button')
    .first();
  await expect(chosen).toBeEnabled();
  const duration = Number(/(\d+) minutos/.exec((await chosen.textContent()) ?? '')?.[1]);
  await chosen.click();

  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  const pl = new URL(page.url()).searchParams.get('pl') ?? '';
  const payload = JSON.parse(Buffer.from(pl, 'base64').toString('utf8')) as {
    customerId: number;
    bookingTypeId: number;
    bookingTypeName: string;
    date: string;
    duration: number;
    resourceName: string;
    price: { price: number };
    blocks: Array<{ resourceId: number; startDate: string; sstart: string; duration: number; noOnline: boolean; customerId: number }>;
  };
  const start = new Date(startMs as number).toISOString();
  expect(payload).toMatchObject({
    bookingTypeId: 1,
    bookingTypeName: 'Pádel',
    date: start,
    duration,
    isValidated: false,
    sendCommunications: false,
  });
  expect(payload.customerId).toBeGreaterThan(0);
  expect(payload.price.price).toBeGreaterThan(0);
  expect(payload.blocks[0]).toEqual({
    duration,
    resourceId,
    resourceName: payload.resourceName,
    startDate: start,
    sstart: time,
    noOnline: false,
    customerId: payload.customerId,
  });
});
