import { demo, expect, openShell, SESSION_TOKEN, test, waitForApp } from './fixtures';

test.describe('portal shell', () => {
  test('home renders with the club name, logo, colours and hero', async ({ page }) => {
    await openShell(page);
    await expect(page).toHaveTitle(new RegExp(demo.clubName));
    await expect(page.getByRole('heading', { name: 'Tu pista te espera' })).toBeVisible();
    const login = page.getByRole('button', { name: 'Iniciar sesión' });
    await expect(login).toBeVisible();
    await expect(login).toHaveCSS('background-color', demo.buttonsColor);
    await expect(page.getByTestId('site-footer')).toContainText(demo.clubName);
    await expect(page.getByTestId('site-footer')).toContainText('Lunes a viernes: 8:00 - 23:00');
    await expect(page.getByTestId('footer-map-link')).toHaveAttribute('href', /40\.5787%2C-4\.0021/);
    // Shop and Book are on; Blog shows because the demo club has posts.
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Tienda' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reservar' })).toBeVisible();
    await expect(nav.getByText('Blog', { exact: true })).toBeVisible();
  });

  test('a legal page shows the club text', async ({ page }) => {
    await openShell(page, '/privacy');
    await expect(page.getByRole('heading', { name: 'Política de privacidad' }).last()).toBeVisible();
    await expect(page.getByText('Agencia Española de Protección de Datos')).toBeVisible();
    await page.getByRole('link', { name: 'Política de cookies' }).first().click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('cell', { name: 'Guardar tu carrito' })).toBeVisible();
  });

  test('request-info form: both fields needed, success hides the form', async ({ page }) => {
    await openShell(page);
    const footer = page.getByTestId('site-footer');
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/publiccomms/info-request')) posted += 1;
    });
    // The form loads as the footer comes near the screen.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Correo electrónico').fill('ana@example.com');
    await footer.getByRole('button', { name: 'Enviar' }).click();
    // The missing question is named, in the portal's language, and tied to its field.
    await expect(footer.getByLabel('Pregunta')).toHaveAttribute('aria-invalid', 'true');
    await expect(footer.getByLabel('Pregunta')).toHaveAccessibleDescription('El campo es obligatorio');
    await expect(footer.getByLabel('Correo electrónico')).not.toHaveAttribute('aria-invalid');
    expect(posted).toBe(0);

    await footer.getByLabel('Pregunta').fill('¿Hay clases para adultos?');
    await footer.getByRole('button', { name: 'Enviar' }).click();
    await expect(footer.getByText('¡Gracias! ¡Nos pondremos en contacto contigo lo antes posible!')).toBeVisible();
    await expect(footer.getByLabel('Pregunta')).toHaveCount(0);
    expect(posted).toBe(1);
  });

  test('request-info form: a server failure keeps the form and shows no thanks', async ({ page, consoleGuard }) => {
    // The failure this journey stages, and the form's report of it.
    consoleGuard.allow(/status of 500|Info request failed/);
    await page.route('**/api/publiccomms/info-request', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, errorMsg: 'Internal server error' }),
      }),
    );
    await openShell(page);
    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Correo electrónico').fill('ana@example.com');
    await footer.getByLabel('Pregunta').fill('¿Abrís en agosto?');
    const answered = page.waitForResponse('**/api/publiccomms/info-request');
    await footer.getByRole('button', { name: 'Enviar' }).click();
    await answered;
    await expect(footer.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    await expect(footer.getByLabel('Pregunta')).toHaveValue('¿Abrís en agosto?');
    await expect(footer.getByText('¡Gracias!', { exact: false })).toHaveCount(0);
  });

  test('a protected route opens the login dialog, then goes there after login', async ({ page }) => {
    await openShell(page, '/account');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByLabel('Correo electrónico').fill(demo.member.email);
    await dialog.getByLabel('Contraseña').fill(demo.member.password);
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => ({ cc: localStorage.getItem('cc'), ctk: localStorage.getItem('ctk') }));
    expect(JSON.parse(stored.cc ?? '{}').name).toBe(demo.member.name);
    expect(stored.ctk).toMatch(SESSION_TOKEN);
  });

  test('login rules: an email is required and bad credentials get the message', async ({ page }) => {
    await openShell(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByLabel('Correo electrónico').fill('600123456');
    await dialog.getByLabel('Contraseña').fill('whatever');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog.getByText(/ya no se puede usar el teléfono/)).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill(demo.member.email);
    await dialog.getByLabel('Contraseña').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Correo electrónico o contraseña incorrectos');
  });

  test('the language switch translates the shell and sticks, also in the page the server renders', async ({ page }) => {
    await openShell(page);
    await page
      .getByRole('button', { name: /^Idioma/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'English (US)' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // The server reads the choice (cookie): the page arrives in English, before any script runs.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('>Log in<');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Language/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('settings the server could not put in the page and the browser cannot load send the visitor to the 404 page', async ({
    page,
    consoleGuard,
  }) => {
    // The failure this journey stages, and the app's report of it.
    consoleGuard.allow(/net::ERR_FAILED|Main settings failed to load/);
    // The server inlines the settings; this stands for a server that could not (page without boot data).
    await page.route('**/', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/, '')
        .replace(' data-ssr', '');
      return route.fulfill({ response, body });
    });
    await page.route('**/api/czconfigs/main-settings', (route) => route.abort());
    await page.goto('/');
    await expect(page).toHaveURL(/\/404-page\.html$/);
    await expect(page.getByRole('link', { name: /Reintentar|Retry/ }).first()).toBeVisible();
  });

  test('an unknown page shows the not-found screen inside the shell', async ({ page }) => {
    await openShell(page, '/no/such/page');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('mobile layout at 400 px', () => {
  test.use({ viewport: { width: 400, height: 860 } });

  test('bottom bar, hamburger menu and mobile footer', async ({ page }) => {
    await openShell(page);
    const bar = page.getByTestId('mobile-bottom-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Inicio' })).toBeVisible();
    // The demo club takes bookings: Book and My bookings in Map's place; a visitor keeps Call (the map is in the footer).
    await expect(bar.getByRole('link', { name: 'Reservar' })).toHaveAttribute('href', '/bookingtypes');
    await expect(bar.getByRole('link', { name: 'Mis reservas' })).toHaveAttribute('href', '/customer-bookings');
    await expect(bar.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+34910123456');
    await expect(bar.getByRole('link', { name: 'Cesta' })).toBeVisible();
    await expect(bar.getByText('Carné')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Tienda' })).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
  });

  test('desktop has no bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openShell(page);
    await expect(page.getByTestId('mobile-bottom-bar')).toBeHidden();
  });
});

test.describe('offline', () => {
  test('navigating offline keeps the header and says there is no connection; back online the page comes by itself', async ({
    page,
    context,
    consoleGuard,
  }) => {
    // The browser's reports of the requests that could not leave, and React's of the page that could not load.
    consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED|dynamically imported module|React Router caught the following error/);
    await openShell(page, '/shop');
    await context.setOffline(true);
    await page.getByRole('banner').getByRole('link', { name: 'Reservar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión a internet' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tienda', exact: true })).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/bookingtypes$/);
    await expect(page.getByRole('link', { name: 'Pádel', exact: true })).toBeVisible();
  });

  test("a day chosen offline shows no other day's slots, and its own once back online", async ({ page, context, consoleGuard }) => {
    consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/);
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + 86_400_000));
    await openShell(page, `/bookings/1?date=${tomorrow}`);
    await expect(page.locator('.resource').first()).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('group', { name: 'Día' }).getByRole('button').nth(2).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión a internet' })).toBeVisible();
    await expect(page.locator('.resource')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.locator('.resource').first()).toBeVisible();
    await expect(page.locator('.bookings-page__grid')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.bookings-page__grid.is-stale')).toHaveCount(0);
  });
});
