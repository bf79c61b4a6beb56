import type { APIRequestContext, Page } from '@playwright/test';
import { asMember, demo, expect, noSeriousViolations, openShell, test } from './fixtures';
import { baseURL } from './playwright.config';

/**
 * Issue 30, sections 3 and 5, at 390 px: the bottom bar reaches My Bookings in one tap, a booking's share
 * panel stays inside its card, choosing "Pago completo" keeps the choice and its button on screen, and axe
 * finds nothing serious on the pages whose grey secondary text was too light.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const CLUB_ZONE = 'Europe/Madrid';
const clubDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(new Date(Date.now() + days * 86_400_000));

/** What of an element's content leaves the element's own box (the overflow fixtures.ts measures is only the screen's). */
const outside = (page: Page, selector: string) =>
  page.locator(selector).evaluate((box) => {
    const edge = box.getBoundingClientRect().right;
    return Array.from(box.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => `${element.className} ${Math.round(element.getBoundingClientRect().right - edge)}px`);
  });

/** The open match a demo player opened (demo-open-matches.ts): the join page shows its teams' averages and free places. */
async function openMatch(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/publiccustomers/cauth', {
    data: { email: 'marta.gil@sierraverde.club', password: demo.member.password },
  });
  const owner = ((await login.json()) as { model: { id: number; token: string } }).model;
  const res = await request.get(`/api/publicbookings/customer-bookings/${owner.id}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const next = ((await res.json()) as { model: { next: Array<{ id: number; description: string }> } }).model.next;
  return next.find((b) => b.description === 'Partido abierto')!.id;
}

test('the bottom bar reaches My Bookings in one tap; sharing a booking stays inside its card', async ({ page, request }) => {
  test.slow();
  await asMember(page, request);
  await openShell(page, '/');
  const bar = page.getByRole('navigation', { name: 'Accesos rápidos' });
  await expect(bar.getByRole('link')).toHaveText(['Inicio', 'Reservar', 'Mis reservas', 'Cesta']);
  await expect(bar.getByRole('button', { name: 'Carné' })).toBeVisible();

  await bar.getByRole('link', { name: 'Mis reservas' }).tap();
  await expect(page).toHaveURL(/\/customer-bookings$/);
  await expect(page.getByRole('heading', { name: 'Próximas reservas' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Mis reservas' })).toHaveAttribute('aria-current', 'page');

  const card = page.locator('.booking-item').first();
  await card.getByRole('button', { name: 'Compartir con amigos' }).tap();
  await expect(card.locator('.booking-share')).toBeVisible();
  await expect.poll(() => outside(page, '.booking-item >> nth=0')).toEqual([]);
  await noSeriousViolations(page, 'My Bookings, sharing');

  await bar.getByRole('link', { name: 'Reservar' }).tap();
  await expect(page).toHaveURL(/\/bookingtypes$/);
});

test('choosing "Pago completo" keeps the choice and its button on screen', async ({ page, request }) => {
  await asMember(page, request);
  // A slot far enough ahead that no other journey books it; opening it books nothing (the cart does).
  await openShell(page, '/bookingtypes');
  await page.getByRole('link', { name: 'Pádel', exact: true }).click();
  await page.getByRole('group', { name: 'Día' }).getByRole('button').nth(6).click();
  await expect(page).toHaveURL(new RegExp(`\\?date=${clubDate(6)}$`));
  await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Por pista' }).tap();
  // A slot that still has 90 minutes free (its label shows the longest duration left): other journeys and the
  // demo's matches take some hours of this day.
  const slot = page.locator('.resource').nth(3).locator('.slot', { hasText: "· 90'" }).nth(1);
  const time = (await slot.locator('.slot__time').textContent())?.trim() ?? '';
  await slot.tap();
  await page
    .getByRole('group', { name: `Duraciones a las ${time}` })
    .getByRole('button', { name: /^90 minutos/ })
    .tap();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);

  const shared = page.getByRole('radio', { name: /Paga tu parte/ });
  const full = page.getByRole('radio', { name: /Pago completo/ });
  await shared.check();
  await expect(page.getByRole('heading', { name: 'Jugadores' })).toBeVisible();
  // The member scrolls down past the shared details to the other choice, as far as the page goes, and taps it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await full.tap();
  await expect(full).toBeChecked();
  await expect(full).toBeFocused();
  await expect(full).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Añadir al carrito/ })).toBeInViewport({ ratio: 1 });
});

test('axe finds nothing serious on the pages with grey secondary text', async ({ page, request }) => {
  test.slow();
  const match = await openMatch(request);
  await asMember(page, request);
  for (const path of ['/', '/activities', '/activity/1', `/booking-join/${match}`, '/trainings']) {
    await openShell(page, path);
    await noSeriousViolations(page, path);
  }
  await page.getByRole('region', { name: 'Entrenamientos pasados' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/trainings\/\d+$/);
  await expect(page.locator('.training-facts')).toBeVisible();
  await noSeriousViolations(page, 'a training');
});

/**
 * A first visit in the browser's language (Accept-Language for the server's page, navigator.languages in the
 * browser) when the portal has it, dates included; a language the member picked still wins.
 */
const FIRST_VISITS = [
  { locale: 'es-ES', upcoming: 'Próximas reservas', myBookings: 'Mis reservas' },
  { locale: 'en-GB', language: 'en-US', upcoming: 'Next Bookings', myBookings: 'My bookings' },
  { locale: 'fr-FR', upcoming: 'Prochaines réservations', myBookings: 'Mes réservations' },
];
for (const visit of FIRST_VISITS) {
  test.describe(`a browser asking for ${visit.locale}`, () => {
    test.use({ locale: visit.locale });

    test('gets the portal and its dates in that language on the first visit', async ({ page, request }) => {
      const language = visit.language ?? visit.locale;
      await asMember(page, request);
      await openShell(page, '/customer-bookings');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: visit.upcoming })).toBeVisible();
      await expect(page.locator('.bottom-bar').getByRole('link', { name: visit.myBookings })).toBeVisible();
      // The day of the first booking, as Intl writes it in that language.
      const card = page.locator('.booking-item').first();
      const weekdays = Array.from({ length: 7 }, (_, day) =>
        new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day))),
      );
      expect(weekdays).toContain(await card.locator('.booking-item__weekday').textContent());
    });
  });
}

test.describe('a member who picked Spanish in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('keeps Spanish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'es-ES'));
    await page.context().addCookies([{ name: 'lang', value: 'es-ES', url: baseURL }]);
    await openShell(page, '/activities');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  });
});

test('a visitor finds Activities in the phone’s menu', async ({ page }) => {
  await openShell(page, '/');
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Actividades' }).tap();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('link', { name: /Liga social de invierno/ })).toBeVisible();
});

// The widest of the portal's header bars: a visitor's (Register and Log in) in Spanish and French.
for (const visit of [
  { locale: 'es-ES', activities: 'Actividades', nav: 'Menú principal', openMenu: 'Abrir menú' },
  { locale: 'fr-FR', activities: 'Activités', nav: 'Menu principal', openMenu: 'Ouvrir le menu' },
]) {
  test.describe(`a visitor at 1280 px in ${visit.locale}`, () => {
    test.use({ locale: visit.locale, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('finds Activities in the header, which does not fold into the menu button', async ({ page }) => {
      await openShell(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', visit.locale);
      await expect(page.getByRole('button', { name: visit.openMenu })).toBeHidden();
      // The language picker shows its code there; its name is still what a screen reader hears.
      await expect(page.locator('.language-picker__button')).toHaveText(/^\S+: \S/);
      const link = page.getByRole('navigation', { name: visit.nav }).getByRole('link', { name: visit.activities, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/activities$/);
    });
  });
}
