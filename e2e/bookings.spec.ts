import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { asMember, demo, expect, memberLogin, test, waitForApp, type LoginModel } from './fixtures';

/**
 * Booking checkout and My Bookings (issue 10): booking in full and shared from a real slot of the demo
 * club, a paid booking cancelled with its refund, the public page by token, and the .ics. The `pl` each
 * journey opens is built the way the grid builds it: base64 of the UTF-8 JSON of the chosen slot.
 */

type Slot = {
  start: string;
  sstart: string;
  durations: number[];
  priceByDuration: Record<string, { price: number; netPrice: number; isSpecialPrice: boolean }>;
};
type Court = { id: number; name: string; timeTable: Slot[] };
type BookingType = { id: number; name: string; maxParticipants: number };

const CLUB_ZONE = 'Europe/Madrid';
const bearer = (m: LoginModel) => ({ authorization: `Bearer ${m.token}` });

/** The club's date `days` from now (yyyy-MM-dd). */
const clubDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(new Date(Date.now() + days * 86_400_000));

/**
 * A free slot of the type on a club day, read from POST /api/publicbookings/list as the grid reads it, with
 * the member's price for `duration` (asked with loadprice when the list did not carry it). `pick` chooses
 * among the free starts, so journeys running side by side take different slots.
 */
async function freeSlot(
  request: APIRequestContext,
  m: LoginModel,
  typeName: string,
  opts: { days: number; duration: number; pick: (starts: number) => number },
) {
  const types = ((await (await request.get('/api/publicbookings/booking-types-list')).json()) as { model: BookingType[] }).model;
  const type = types.find((t) => t.name === typeName);
  expect(type, typeName).toBeDefined();
  const list = await request.post('/api/publicbookings/list', {
    headers: bearer(m),
    data: { date: clubDate(opts.days), bookingTypeId: type!.id, customerId: m.id },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const courts = ((await list.json()) as { model: { list: Court[] } }).model.list;
  const free = courts.flatMap((court) =>
    court.timeTable.filter((s) => s.durations.includes(opts.duration)).map((slot) => ({ court, slot })),
  );
  expect(free.length, `free ${typeName} slots on ${clubDate(opts.days)}`).toBeGreaterThan(0);
  const { court, slot } = free[opts.pick(free.length) % free.length]!;
  let price = slot.priceByDuration[String(opts.duration)];
  if (!price) {
    const res = await request.post('/api/publicbookings/loadprice', {
      headers: bearer(m),
      data: { startDate: slot.start, bookingTypeId: type!.id, duration: opts.duration, customerId: m.id, resourceId: court.id },
    });
    price = ((await res.json()) as { price: NonNullable<typeof price> }).price;
  }
  return { type: type!, court, slot, price };
}

/** The checkout payload (spec: Checkout booking payload) for a slot, encoded like the grid does. */
function plFor(m: LoginModel, s: Awaited<ReturnType<typeof freeSlot>>, duration: number): string {
  const payload = {
    customerId: m.id,
    bookingTypeId: s.type.id,
    bookingTypeName: s.type.name,
    maxParticipants: s.type.maxParticipants,
    isValidated: false,
    sendCommunications: false,
    origin: 'web',
    bookingByPlace: false,
    cancelText: 'Cancelación gratuita hasta 24 horas antes del inicio.',
    price: s.price,
    date: s.slot.start,
    duration,
    resourceName: s.court.name,
    blocks: [
      {
        duration,
        resourceId: s.court.id,
        resourceName: s.court.name,
        startDate: s.slot.start,
        sstart: s.slot.sstart,
        noOnline: false,
        customerId: m.id,
      },
    ],
  };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

/** No serious or critical accessibility violation on what the page shows now. */
async function accessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type CartSale = { id: number; cancelUrls: string[]; paymentType: number; pending: number; groupId: string };
const cartSales = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('crt') ?? '{"sales":[]}') as { sales: CartSale[] }).sales);

test.describe('bookings', () => {
  // Each journey takes a slot of the demo club: one at a time, each reading the grid just before.
  test.describe.configure({ mode: 'serial' });

  test('member books in full: the cart holds the booking sale with its cancel URL and the member lands on /checkout', async ({
    page,
    request,
  }) => {
    const m = await asMember(page, request);
    const slot = await freeSlot(request, m, 'Tenis', { days: 1, duration: 60, pick: () => 0 });
    await page.goto(`/checkout-booking?pl=${encodeURIComponent(plFor(m, slot, 60))}`);
    await waitForApp(page);
    const summary = page.getByRole('region', { name: 'Tenis' });
    await expect(summary).toContainText(slot.court.name);
    await expect(summary).toContainText(`${slot.slot.sstart} –`);
    // Tennis is full payment only: no shared option.
    await expect(page.getByRole('radio', { name: /Pago completo/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Paga tu parte/ })).toHaveCount(0);
    await page.getByRole('button', { name: /^Añadir al carrito/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const sales = await cartSales(page);
    expect(sales).toHaveLength(1);
    const bookingId = Number(sales[0]!.groupId.replace('booking-', ''));
    expect(sales[0]).toMatchObject({
      paymentType: 1,
      pending: slot.price.price,
      cancelUrls: [`publicbookings/cancel/${bookingId}/${m.id}`],
    });
  });

  test("member books shared and adds a player from 'Buscar un jugador', then proceeds to payment", async ({ page, request }) => {
    const m = await asMember(page, request);
    const slot = await freeSlot(request, m, 'Pádel', { days: 1, duration: 90, pick: (n) => n - 1 });
    await page.goto(`/checkout-booking?pl=${encodeURIComponent(plFor(m, slot, 90))}`);
    await waitForApp(page);
    await expect(page.getByRole('radio', { name: /Paga tu parte/ })).toBeChecked();
    const players = page.getByRole('list', { name: 'Jugadores' });
    await expect(players.getByRole('listitem')).toHaveCount(4);
    await page.getByRole('button', { name: 'Añadir jugadores' }).click();
    const popup = page.getByRole('dialog', { name: 'Buscar un jugador' });
    await popup.getByRole('searchbox', { name: 'Buscar jugadores' }).fill('Javier');
    await popup.getByRole('button', { name: /^Añadir a Javier/ }).click();
    await expect(popup).toHaveCount(0);
    await expect(players.getByRole('listitem').nth(1)).toContainText('Javier');
    await expect(players.getByRole('button', { name: /Quitar a Javier/ })).toBeVisible();
    await accessible(page, 'booking checkout, shared');
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const [sale] = await cartSales(page);
    expect(sale).toMatchObject({ paymentType: 2 });
    // The server holds the booking with the owner first and the added player second.
    const bookingId = Number(sale!.groupId.replace('booking-', ''));
    const info = await request.get(`/api/publicbookings/info/${bookingId}`, { headers: bearer(m) });
    const names = ((await info.json()) as { model: { players: Array<{ name: string; isPlaceholder: boolean }> } }).model.players
      .filter((p) => !p.isPlaceholder)
      .map((p) => p.name);
    expect(names[0]).toContain(demo.member.name);
    expect(names[1]).toContain('Javier');
  });

  test('member cancels a paid booking and sees where the refund goes', async ({ page, request }) => {
    const m = await memberLogin(request);
    // Two days ahead: outside the 24-hour cancellation window whatever the time of the run.
    const slot = await freeSlot(request, m, 'Tenis', { days: 2, duration: 60, pick: (n) => n - 1 });
    const prebook = await request.post('/api/publicbookings/prebook', {
      headers: bearer(m),
      data: {
        booking: { customerId: m.id, bookingTypeId: slot.type.id, duration: 60, paymentType: 'Full', origin: 'web' },
        blocks: [{ resourceId: slot.court.id, startDate: slot.slot.start, duration: 60, noOnline: false }],
        customerIsParticipant: true,
        isMultiple: false,
        players: [],
      },
    });
    expect(prebook.ok(), await prebook.text()).toBe(true);
    const entry = ((await prebook.json()) as { model: Array<{ saleId: number; bookingId: number; totalWithDiscount: number }> }).model[0]!;
    // Paid with the member's wallet, as the checkout's voucher payment does.
    const vouchers = (await (await request.get(`/api/publicvouchers/customer-vouchers/${m.id}`, { headers: bearer(m) })).json()) as {
      model: { active: Array<{ id: number; description: string }> };
    };
    const wallet = vouchers.model.active.find((v) => v.description === 'Monedero Sierra Verde');
    expect(wallet).toBeDefined();
    const paid = await request.post('/api/shop/checkout-customer', {
      headers: bearer(m),
      data: {
        saleIds: [entry.saleId],
        saleItems: [],
        paymentMethodId: 6,
        voucherId: wallet!.id,
        guid: `e2e-${entry.saleId}-${Date.now()}`,
        customer: { id: m.id, acceptConditions: true },
      },
    });
    expect(paid.ok(), await paid.text()).toBe(true);

    await asMember(page, request);
    await page.goto('/customer-bookings');
    await waitForApp(page);
    const card = page
      .getByRole('article', { name: 'Tenis' })
      .filter({ hasText: `${slot.slot.sstart} –` })
      .filter({ hasText: slot.court.name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Confirmada');
    await card.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar reserva' });
    await expect(confirm).toContainText('Cancelación gratuita hasta 24 horas antes');
    await confirm.getByRole('button', { name: 'Cancelar reserva' }).click();
    const refund = page.getByRole('dialog', { name: 'Devolución' });
    await expect(refund.getByRole('row').nth(1)).toContainText('Monedero Sierra Verde');
    await expect(refund.getByRole('row').nth(1)).toContainText(`${String(entry.totalWithDiscount).replace('.', ',')}`);
    await refund.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(card).toHaveCount(0);
  });

  test('the public page by token shows the booking without Cancel or Share, server-rendered and not indexed', async ({ page, request }) => {
    const m = await memberLogin(request);
    const mine = (await (await request.get(`/api/publicbookings/customer-bookings/${m.id}`, { headers: bearer(m) })).json()) as {
      model: { next: Array<{ bookingToken: string; bookingType: string; resourceName: string }> };
    };
    const booking = mine.model.next.find((b) => b.bookingType === 'Pádel')!;
    const html = await (await request.get(`/booking/${booking.bookingToken}`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(`<meta property="og:title" content="Pádel - ${booking.resourceName} - ${demo.clubName}" />`);
    // The booking itself is in the markup the server sends (no JavaScript needed to read it).
    expect(html).toMatch(new RegExp(`<article[^>]*class="booking-item"[^>]*>[\\s\\S]*${booking.resourceName}`));

    await page.goto(`/booking/${booking.bookingToken}`);
    await waitForApp(page);
    const card = page.getByRole('article', { name: 'Pádel' });
    await expect(card).toContainText(booking.resourceName);
    await expect(card.getByRole('button', { name: 'Añadir al calendario' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Compartir con amigos' })).toHaveCount(0);
    await accessible(page, 'public booking page');

    // A link to no booking answers 404 (search engines and previews drop it) and says so.
    const missing = await request.get('/booking/no-such-booking-token');
    expect(missing.status()).toBe(404);
    // Whatever the link holds, a token of no booking or no token at all: a page in the member's language.
    for (const token of ['no-such-booking-token', 'no-such-token']) {
      await page.goto(`/booking/${token}`);
      await waitForApp(page);
      await expect(page.getByRole('alert')).toHaveText('Esta reserva no existe o ya no está activa.');
    }
    expect((await request.get('/booking/no-such-token')).status()).toBe(404);
  });

  test('Add to calendar downloads an .ics in the club time zone', async ({ page, request }) => {
    const m = await asMember(page, request);
    const mine = (await (await request.get(`/api/publicbookings/customer-bookings/${m.id}`, { headers: bearer(m) })).json()) as {
      model: { next: Array<{ dtStart: string; bookingType: string; resourceName: string }> };
    };
    const booking = mine.model.next.find((b) => b.bookingType === 'Pádel')!;
    await page.goto('/customer-bookings');
    await waitForApp(page);
    const card = page
      .getByRole('article', { name: 'Pádel' })
      .filter({ hasText: booking.resourceName })
      .filter({ hasText: `${booking.dtStart.slice(11)} –` })
      .first();
    await card.getByRole('button', { name: 'Compartir con amigos' }).click();
    await expect(card.getByRole('textbox', { name: 'Enlace a esta reserva' })).toBeVisible();
    await accessible(page, 'my bookings, sharing open');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Añadir al calendario' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`BEGIN:VTIMEZONE\r\nTZID:${CLUB_ZONE}`);
    const [date, time] = booking.dtStart.split(' ') as [string, string];
    expect(ics).toContain(`DTSTART;TZID=${CLUB_ZONE}:${date.replaceAll('-', '')}T${time.replace(':', '')}00`);
  });
});
