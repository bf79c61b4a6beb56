import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, SESSION_TOKEN, test, waitForApp } from './fixtures';

/**
 * Issue 23, section 7, as members live it: the demo member finds a tennis court taken on the grid and joins
 * its waitlist; the member holding it (the demo parent) gives it back; the offer mail's link takes the
 * member straight to the booking checkout of that court, and it is theirs. At 390 and 1280 px, each on a
 * day and hour of its own (nothing else books tennis that far ahead).
 */

const CLUB_ZONE = 'Europe/Madrid';
const clubDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(new Date(Date.now() + days * 86_400_000));

type Login = { token: string; id: number };
async function apiLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<Login> {
  const res = await request.post('/api/publiccustomers/cauth', { data: { email: who.email, password: who.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { model: Login }).model;
}
const auth = (s: Login) => ({ authorization: `Bearer ${s.token}` });

/** The tennis type and the start of `hour` on the club day `days` ahead, on its first court, as the grid offers it. */
async function tennisSlot(request: APIRequestContext, days: number, hour: string) {
  const types = (await (await request.get('/api/publicbookings/booking-types-list')).json()) as {
    model: Array<{ id: number; name: string }>;
  };
  const tennis = types.model.find((t) => t.name === 'Tenis')!;
  const grid = (await (
    await request.post('/api/publicbookings/list', { data: { date: clubDate(days), bookingTypeId: tennis.id, customerId: null } })
  ).json()) as {
    model: { list: Array<{ id: number; name: string; timeTable: Array<{ start: string; sstart: string }> }> };
  };
  const court = grid.model.list[1]!;
  const slot = court.timeTable.find((s) => s.sstart === hour)!;
  expect(slot, `${court.name} at ${hour} is free`).toBeDefined();
  return { typeId: tennis.id, court, start: slot.start };
}

/** The offer link of waitlist entry `entryId` mailed to `email` (the e2e server's log is its mailbox: fixtures.ts). */
async function offerLink(email: string, after: number, entryId: number): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  const pattern = new RegExp(`https?://[^\\s"'<>]+/waitlist-offer/${entryId}\\b`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
        link = lines
          .filter((line) => line.startsWith('{') && line.includes('"devMailbox"'))
          .map((line) => JSON.parse(line) as { time?: number; devMailbox?: { to?: string; text?: string } })
          .filter((entry) => entry.devMailbox?.to === email && (entry.time ?? 0) >= after)
          .map((entry) => pattern.exec(entry.devMailbox?.text ?? '')?.[0])
          .filter((found): found is string => Boolean(found))
          .at(-1);
        return link;
      },
      { message: `a waitlist offer mail to ${email}`, timeout: 15_000 },
    )
    .toMatch(pattern);
  return new URL(link as string).pathname;
}

async function journey(page: Page, request: APIRequestContext, days: number, hour: string) {
  const { typeId, court, start } = await tennisSlot(request, days, hour);
  // The demo parent holds the court (unpaid: a held booking they may give back at any time).
  const parent = await apiLogin(request, demo.parent);
  const held = await request.post('/api/publicbookings/prebook', {
    headers: auth(parent),
    data: {
      booking: {
        customerId: parent.id,
        bookingTypeId: typeId,
        duration: 60,
        paymentType: 'Full',
        origin: 'web',
        isValidated: false,
        sendCommunications: false,
      },
      blocks: [{ resourceId: court.id, startDate: start, duration: 60, noOnline: false }],
      customerIsParticipant: true,
      isMultiple: false,
      players: [],
    },
  });
  expect(held.ok(), await held.text()).toBe(true);
  const bookingId = ((await held.json()) as { model: Array<{ bookingId: number }> }).model[0]!.bookingId;

  // A guest sees the taken times; joining asks for the login first, and comes back to the grid.
  await page.goto(`/bookings/${typeId}?date=${clubDate(days)}`);
  await waitForApp(page);
  await page.getByRole('button', { name: /Apúntate a su lista de espera/ }).click();
  const what = `${court.name} · ${hour}`;
  const row = page.locator('.taken-slots__item').filter({ hasText: what });
  await row.getByRole('button', { name: `Apuntarme a la lista de espera: ${what}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico').fill(demo.member.email);
  await dialog.getByLabel('Contraseña').fill(demo.member.password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ctk'))).toMatch(SESSION_TOKEN);

  const toggle = page.getByRole('button', { name: /Apúntate a su lista de espera/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await row.getByRole('button', { name: `Apuntarme a la lista de espera: ${what}` }).click();
  await expect(row.getByRole('status')).toHaveText('Eres el número 1 de la lista');
  const member = await apiLogin(request, demo.member);
  const entries = async () =>
    (
      (await (await request.get(`/api/publicbookings/waitlist/${member.id}`, { headers: auth(member) })).json()) as {
        model: Array<{ id: number; start: string }>;
      }
    ).model.filter((e) => Date.parse(e.start) === Date.parse(start));
  const [entry] = await entries();
  expect(entry).toBeDefined();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The court is given back: the offer is mailed at once.
  const after = Date.now() - 1000;
  expect((await request.post(`/api/publicbookings/cancel/${bookingId}/${parent.id}`, { headers: auth(parent) })).ok()).toBe(true);
  const link = await offerLink(demo.member.email, after, entry!.id);

  // My Bookings shows the offer with its deadline; the mail's link books it.
  await page.goto('/customer-bookings');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Lista de espera' })).toBeVisible();
  const offered = page.locator('.my-waitlist__item').filter({ hasText: `${hour} · 60 min` });
  await expect(offered).toContainText(/Es tuya hasta las \d\d:\d\d/);
  await expect(offered.getByRole('link', { name: 'Reservar ahora' })).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await waitForApp(page);
  await page.getByRole('button', { name: /^Añadir al carrito/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const mine = (await (await request.get(`/api/publicbookings/customer-bookings/${member.id}`, { headers: auth(member) })).json()) as {
    model: { next: Array<{ start: string; resourceName: string }> };
  };
  expect(mine.model.next.some((b) => b.resourceName === court.name && Date.parse(b.start) === Date.parse(start))).toBe(true);
  // Taken: out of the line.
  expect(await entries()).toEqual([]);
}

test.describe('booking waitlist on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a member queues for a taken court, it frees, the offer mail books it', async ({ page, request }) => {
    await journey(page, request, 5, '12:00');
  });
});

test.describe('booking waitlist on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test('a member queues for a taken court, it frees, the offer mail books it', async ({ page, request }) => {
    await journey(page, request, 6, '13:00');
  });
});
