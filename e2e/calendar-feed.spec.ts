import { demo, expect, logInFromHeader as logIn, test, waitForApp } from './fixtures';

/**
 * My calendar (issue 23 section 8): the member gets a secret calendar link in My Bookings, the feed answers
 * with their bookings in the club's time zone, and a new link (or turning it off) kills the old address.
 */
for (const width of [390, 1280]) {
  test(`at ${width} px the member gets the calendar link in My Bookings, replaces it and turns it off`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, demo.member);
    await page.goto('/customer-bookings');
    await waitForApp(page);
    const section = page.getByRole('region', { name: 'Suscríbete en tu calendario' });
    await section.getByRole('button', { name: 'Obtener mi enlace de calendario' }).click();
    const field = section.getByRole('textbox', { name: 'Enlace del calendario' });
    await expect(field).toHaveValue(/\/api\/publiccalendar\/[A-Za-z0-9_-]{22}\.ics$/);
    const first = await field.inputValue();
    const open = section.getByRole('link', { name: 'Abrir en mi calendario' });
    await expect(open).toHaveAttribute('href', first.replace(/^https?:/, 'webcal:'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const feed = await request.get(first);
    expect(feed.status()).toBe(200);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('TZID:Europe/Madrid');
    // The demo member has bookings: the next ones are in it.
    expect(text).toMatch(/UID:booking-\d+@/);

    // The old address dies as soon as there is a new one; the new one works.
    consoleGuard.allow(/status of 410/);
    await section.getByRole('button', { name: 'Enlace nuevo' }).click();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    expect((await request.get(first)).status()).toBe(410);
    expect((await request.get(second)).status()).toBe(200);

    await section.getByRole('button', { name: 'Desactivar' }).click();
    await expect(section.getByRole('status')).toHaveText('Enlace de calendario desactivado: ya no funciona.');
    await expect(field).toBeHidden();
    expect((await request.get(second)).status()).toBe(410);
  });
}
