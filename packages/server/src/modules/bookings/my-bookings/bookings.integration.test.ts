import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { bearerFor, createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { releaseBookingHolds } from '../../../test/hold-release.js';
import { recordDeskBookings, setBookingSettings } from '../setup/booking-setup.service.js';

/**
 * The booking calls through HTTP against a real database (SQLite; PostgreSQL with DATABASE_URL). The
 * clock is Monday 2026-06-15 10:00 in Madrid; the tests' own courts open 08:00-22:00 every day.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let memberGroupId: number;
/** Tomorrow 18:00 and 19:30 in Madrid (UTC+2). */
const SLOT = '2026-06-16T16:00:00.000Z';
const LATER = '2026-06-16T17:30:00.000Z';

beforeAll(async () => {
  app = await buildTestApp({ clock });
  memberGroupId = (await app.db.insertInto('customer_groups').values({ name: 'Test members' }).returning('id').executeTakeFirstOrThrow())
    .id;
  club = await createTestClub(app, { memberGroupId });
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-06-15T08:00:00.000Z'));

const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
type ListModel = {
  list: Array<{
    id: number;
    timeTable: Array<{
      start: string;
      sstart: string;
      durations: number[];
      priceByDuration: Record<string, { price: number; isSpecialPrice: boolean }>;
    }>;
  }>;
  errorMsg: string;
};
const listOf = async (date: string, typeId = club.typeId, customerId: number | null = null, headers: Record<string, string> = {}) => {
  const res = await post('/api/publicbookings/list', { date, bookingTypeId: typeId, customerId }, headers);
  expect(res.statusCode).toBe(200);
  return res.json().model as ListModel;
};
const starts = (model: ListModel, courtId: number) => model.list.find((r) => r.id === courtId)?.timeTable.map((t) => t.start) ?? [];

describe('booking types and filters', () => {
  it('lists the demo types and the test type, by GET and POST, with and without a type', async () => {
    const list = (await get('/api/publicbookings/booking-types-list')).json();
    expect(list.ok).toBe(true);
    const names = list.model.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(['Pádel', 'Tenis']));
    const padel = list.model.find((t: { name: string }) => t.name === 'Pádel');
    expect(padel).toMatchObject({
      category: 'Pádel',
      maxParticipants: 4,
      durations: [60, 90, 120],
      sharedPaymentAllowed: true,
      grossPrice: 16,
    });

    for (const method of ['GET', 'POST'] as const) {
      const all = (await app.inject({ method, url: '/api/publicbookings/filters' })).json();
      expect(all.model.bookingTypes.length).toBeGreaterThanOrEqual(3);
      const one = (await app.inject({ method, url: `/api/publicbookings/filters/${club.typeId}` })).json();
      expect(one.model).toMatchObject({ anticipationMins: 7 * 24 * 60, anticipationText: 'Up to 7 days ahead' });
      expect(one.model.bookingTypes.map((t: { id: number }) => t.id)).toEqual([club.typeId]);
    }
    expect((await get('/api/publicbookings/filters/999999')).statusCode).toBe(404);
    expect((await get('/api/publicbookings/filters/abc')).statusCode).toBe(400);
  });

  it('says which payment modes the club allows', async () => {
    const res = (await get('/api/shop/payment-mode-allowed')).json();
    expect(res).toEqual({ ok: true, pendingPaymentAllowed: false, sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: true });
  });
});

describe('demo club', () => {
  it('has 6 padel and 2 tennis courts with a week of bookings, and the demo member has next and past bookings', async () => {
    const types = (await get('/api/publicbookings/booking-types-list')).json().model as Array<{ id: number; name: string }>;
    const padel = types.find((t) => t.name === 'Pádel')!;
    const tennis = types.find((t) => t.name === 'Tenis')!;
    const tomorrow = await listOf('2026-06-16', padel.id);
    expect(tomorrow.list).toHaveLength(6);
    // The week's bookings take part of the grid: no court offers all of its starts.
    for (const court of tomorrow.list) expect(court.timeTable.length).toBeLessThan(27);
    expect((await listOf('2026-06-16', tennis.id)).list).toHaveLength(2);
    const member = await app.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'socio@sierraverde.club')
      .executeTakeFirstOrThrow();
    const { headers } = await bearerFor(app, member.id);
    const mine = (await get(`/api/publicbookings/customer-bookings/${member.id}`, headers)).json().model;
    expect(mine.next.map((b: { bookingType: string }) => b.bookingType)).toEqual(['Pádel', 'Tenis']);
    // Besides the member's noon matches on Pista 6 that have (or wait for) a result (demo-results-levels.ts).
    const pastCourts = mine.past.filter((b: { resourceName: string }) => b.resourceName !== 'Pista 6 pádel');
    expect(pastCourts.map((b: { bookingType: string }) => b.bookingType)).toEqual(['Pádel', 'Tenis']);
    expect(mine.past).toHaveLength(7);
    // Members pay less: 18:00 on a weekday is peak, 20.00 instead of 24.00 for an hour.
    const body = { startDate: '2026-06-16T16:00:00.000Z', bookingTypeId: padel.id, duration: 60, resourceId: tomorrow.list[0]!.id };
    expect((await post('/api/publicbookings/loadprice', { ...body, customerId: member.id }, headers)).json().price).toEqual({
      price: 20,
      netPrice: 20,
      isSpecialPrice: true,
    });
    expect((await post('/api/publicbookings/loadprice', { ...body, customerId: -1 })).json().price).toEqual({
      price: 24,
      netPrice: 24,
      isSpecialPrice: false,
    });
  });
});

describe('availability (list) and prices', () => {
  it('offers the free starts of each court from now on, with the preferred duration priced', async () => {
    const today = await listOf('2026-06-15');
    const first = today.list[0]!.timeTable[0]!;
    // 10:00 now: the first start is 10:30 (10:00 has begun).
    expect(first).toMatchObject({ sstart: '10:30', start: '2026-06-15T08:30:00.000Z', durations: [60, 90] });
    expect(first.priceByDuration).toEqual({ '90': { price: 30, netPrice: 30, isSpecialPrice: false } });
    const last = today.list[0]!.timeTable.at(-1)!;
    expect(last).toMatchObject({ sstart: '21:00', durations: [60] });
  });

  it('gives a member their special price, and a guest the generic one', async () => {
    const member = await quickCustomer(app);
    await app.db.insertInto('customer_group_members').values({ customer_group_id: memberGroupId, customer_id: member.id }).execute();
    const body = { startDate: SLOT, bookingTypeId: club.typeId, duration: 60, resourceId: club.courts[0]! };
    expect((await post('/api/publicbookings/loadprice', { ...body, customerId: -1 })).json().price).toEqual({
      price: 20,
      netPrice: 20,
      isSpecialPrice: false,
    });
    expect((await post('/api/publicbookings/loadprice', { ...body, customerId: member.id }, member.headers)).json().price).toEqual({
      price: 16,
      netPrice: 16,
      isSpecialPrice: true,
    });
    expect(
      (await post('/api/publicbookings/loadprice', { ...body, duration: 90, customerId: member.id }, member.headers)).json().price,
    ).toMatchObject({ price: 30, isSpecialPrice: false });
  });

  it('refuses bad loadprice payloads with a 4xx', async () => {
    const body = { startDate: SLOT, bookingTypeId: club.typeId, duration: 60, resourceId: club.courts[0]!, customerId: -1 };
    expect((await post('/api/publicbookings/loadprice', { ...body, startDate: 'tomorrow' })).statusCode).toBe(400);
    expect((await post('/api/publicbookings/loadprice', { ...body, duration: 45 })).statusCode).toBe(400);
    expect((await post('/api/publicbookings/loadprice', { ...body, bookingTypeId: 999999 })).statusCode).toBe(404);
    expect((await post('/api/publicbookings/loadprice', { ...body, resourceId: 999999 })).statusCode).toBe(404);
    expect((await post('/api/publicbookings/loadprice', { ...body, extra: 1 })).statusCode).toBe(400);
  });

  it('answers an empty list with the message for past dates and beyond the anticipation', async () => {
    expect(await listOf('2026-06-14')).toMatchObject({ list: [], errorMsg: 'Sorry nothing found Try with other filters' });
    // In the caller's language, guest (cached per language) and customer alike.
    expect(await listOf('2026-06-14', club.typeId, null, { 'accept-language': 'es-ES' })).toMatchObject({
      list: [],
      errorMsg: 'Lo sentimos, no hay resultados. Prueba con otros filtros',
    });
    expect(await listOf('2026-06-14', club.typeId, null, { 'accept-language': 'fr-FR' })).toMatchObject({
      list: [],
      errorMsg: 'Désolé, aucun résultat. Essayez avec d’autres filtres',
    });
    expect(await listOf('2026-06-23')).toMatchObject({ list: [], errorMsg: 'Up to 7 days ahead' });
    expect((await listOf('2026-06-22')).list.length).toBe(2);
    expect((await post('/api/publicbookings/list', { date: '2026-02-30', bookingTypeId: club.typeId, customerId: null })).statusCode).toBe(
      400,
    );
    expect((await post('/api/publicbookings/list', { date: '2026-06-16', bookingTypeId: 999999, customerId: null })).statusCode).toBe(404);
  });
});

describe('prebook', () => {
  it('holds the slot with a pending sale the cart pays, and the grid stops offering it', async () => {
    const c = await quickCustomer(app);
    const res = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: SLOT }),
      c.headers,
    );
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().model;
    expect(entry).toMatchObject({
      serviceFree: false,
      paymentPending: true,
      totalWithDiscount: 30,
      paymentType: 1,
      cancelUrl: `publicbookings/cancel/${entry.bookingId}/${c.id}`,
      holdExpiresAt: '2026-06-15T08:15:00.000Z',
    });
    // At least 24 hours away: the deadline is the start (the checkout reading of section 9).
    expect(entry.paymentDeadline).toBe(SLOT);
    // The cart and the checkout show it: the club's date format, not the system one.
    expect(entry.description).toBe('16/06/2026 18:00 (90 min)');
    const sale = await app.db.selectFrom('sales').selectAll().where('id', '=', entry.saleId).executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ status: 'pending', total: 3000, paid: 0, customer_id: c.id, number: entry.saleNumber });
    // One hold, written on the booking, its block and the owner's sale (ARCHITECTURE.md "Bookings").
    const booking = await app.db
      .selectFrom('bookings')
      .select('hold_expires_at')
      .where('id', '=', entry.bookingId)
      .executeTakeFirstOrThrow();
    const blocks = await app.db.selectFrom('booking_blocks').select('hold_expires_at').where('booking_id', '=', entry.bookingId).execute();
    expect([booking.hold_expires_at, sale.hold_expires_at, ...blocks.map((b) => b.hold_expires_at)]).toEqual(
      Array(2 + blocks.length).fill(entry.holdExpiresAt),
    );
    const day = await listOf('2026-06-16');
    const court = starts(day, club.courts[0]!);
    expect(court).not.toContain(SLOT);
    // 17:00 cannot take 90 minutes any more (it would run into 18:00), only 60.
    expect(day.list[0]!.timeTable.find((t) => t.sstart === '17:00')?.durations).toEqual([60]);
    expect(starts(day, club.courts[1]!)).toContain(SLOT);

    const other = await quickCustomer(app);
    const taken = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: other.id, typeId: club.typeId, courtId: club.courts[0]!, start: '2026-06-16T16:30:00.000Z', duration: 60 }),
      other.headers,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ ok: false, errorMsg: 'Sorry, this slot has just been booked. Please choose another one' });
  });

  it('frees an expired hold at once for availability, and the job releases it for good', async () => {
    const c = await quickCustomer(app);
    const start = '2026-06-17T16:00:00.000Z';
    const first = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[1]!, start }),
        c.headers,
      )
    ).json().model[0];
    expect(starts(await listOf('2026-06-17'), club.courts[1]!)).not.toContain(start);
    clock.advance({ minutes: 15 });
    expect(starts(await listOf('2026-06-17'), club.courts[1]!)).toContain(start);
    // Not in My Bookings any more either.
    expect(
      (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model.next.map((b: { id: number }) => b.id),
    ).not.toContain(first.bookingId);

    expect(await releaseBookingHolds(app)).toBeGreaterThanOrEqual(1);
    const booking = await app.db.selectFrom('bookings').select(['status']).where('id', '=', first.bookingId).executeTakeFirstOrThrow();
    expect(booking.status).toBe('cancelled');
    expect((await app.db.selectFrom('sales').select('status').where('id', '=', first.saleId).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    );
    // The cart may still post the cancel URL: nothing left to do, still ok.
    const cancel = await post(`/api/${first.cancelUrl}`, {}, c.headers);
    expect(cancel.json()).toEqual({ ok: true, errorMsg: '', infoReturns: { amounts: [] } });
  });

  it('lets another customer take an expired hold before the job ran, and keeps a paid one', async () => {
    const a = await quickCustomer(app);
    const b = await quickCustomer(app);
    const start = '2026-06-18T16:00:00.000Z';
    const held = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: a.id, typeId: club.typeId, courtId: club.courts[0]!, start }),
        a.headers,
      )
    ).json().model[0];
    clock.advance({ minutes: 16 });
    const second = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: b.id, typeId: club.typeId, courtId: club.courts[0]!, start }),
      b.headers,
    );
    expect(second.statusCode).toBe(200);
    expect((await app.db.selectFrom('sales').select('status').where('id', '=', held.saleId).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    );

    const paid = second.json().model[0];
    await markSalePaid(app, paid.saleId);
    clock.advance({ minutes: 30 });
    await releaseBookingHolds(app);
    const third = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: a.id, typeId: club.typeId, courtId: club.courts[0]!, start }),
      a.headers,
    );
    expect(third.statusCode).toBe(409);
    expect((await app.db.selectFrom('bookings').select('status').where('id', '=', paid.bookingId).executeTakeFirstOrThrow()).status).toBe(
      'active',
    );
  });

  it('splits a shared booking: the owner pays their part now, each listed player once they accept, open places at the generic share', async () => {
    const owner = await quickCustomer(app, 'Owner');
    await app.db.insertInto('customer_group_members').values({ customer_group_id: memberGroupId, customer_id: owner.id }).execute();
    const friend = await quickCustomer(app, 'Friend');
    const res = await post(
      '/api/publicbookings/prebook',
      prebookBody({
        customerId: owner.id,
        typeId: club.typeId,
        courtId: club.courts[1]!,
        start: SLOT,
        duration: 60,
        paymentType: 'Shared',
        players: [friend.id, owner.id],
      }),
      owner.headers,
    );
    expect(res.statusCode).toBe(200);
    const entry = res.json().model[0];
    // The owner is a member: 16.00 / 4 = 4.00; the friend pays the generic 20.00 / 4 = 5.00.
    expect(entry).toMatchObject({ totalWithDiscount: 4, paymentType: 2 });
    const info = (await get(`/api/publicbookings/info/${entry.bookingId}`, owner.headers)).json().model;
    expect(
      info.players.map((p: { name: string; price: number; isPlaceholder: boolean }) => [p.name.split(' ')[0], p.price, p.isPlaceholder]),
    ).toEqual([
      ['Owner', 4, false],
      ['Friend', 5, false],
      ['', 5, true],
      ['', 5, true],
    ]);
    expect(info).toMatchObject({ paymentType: 2, price: 19, status: 'held', paymentPending: 4, canCancel: true });
    // The friend is invited: they see it and owe nothing until they accept (invitations.integration.test.ts).
    const invited = (await get(`/api/publicbookings/customer-bookings/${friend.id}`, friend.headers))
      .json()
      .model.next.find((b: { id: number }) => b.id === entry.bookingId);
    expect(invited).toMatchObject({ paymentPending: 0, saleId: null, canCancel: false });
    expect((await post(`/api/publicbookings/accept/${entry.bookingId}/${friend.id}`, {}, friend.headers)).statusCode).toBe(200);
    const friendSale = await app.db
      .selectFrom('sales')
      .select(['total', 'status'])
      .where('customer_id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(friendSale).toEqual({ total: 500, status: 'pending' });
    // Then they owe their part in their bookings.
    const friendView = (await get(`/api/publicbookings/customer-bookings/${friend.id}`, friend.headers))
      .json()
      .model.next.find((b: { id: number }) => b.id === entry.bookingId);
    expect(friendView).toMatchObject({ paymentPending: 5, canCancel: false });
    // My Bookings' Pay puts the caller's own sale in the cart: each sees theirs.
    const friendSaleId = (await app.db.selectFrom('sales').select('id').where('customer_id', '=', friend.id).executeTakeFirstOrThrow()).id;
    expect(friendView.saleId).toBe(friendSaleId);
    expect(info.saleId).toBe(entry.saleId);
  });

  it('refuses what the rules forbid with the spec messages', async () => {
    const c = await quickCustomer(app);
    const [p1, p2, p3, p4] = await Promise.all([quickCustomer(app), quickCustomer(app), quickCustomer(app), quickCustomer(app)]);
    const base = { customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start: '2026-06-19T10:00:00.000Z' };
    const tryIt = (o: Partial<Parameters<typeof prebookBody>[0]>, headers: Record<string, string> = c.headers) =>
      post('/api/publicbookings/prebook', prebookBody({ ...base, ...o }), headers);
    const expectError = async (res: Awaited<ReturnType<typeof tryIt>>, status: number, errorMsg: string) => {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ ok: false, errorMsg });
    };
    await expectError(await tryIt({ players: [p1!.id, p2!.id, p3!.id, p4!.id], paymentType: 'Shared' }), 400, 'Max players reached');
    await expectError(await tryIt({ players: [999999] }), 400, 'A player of the list does not exist');
    await expectError(await tryIt({ start: '2026-06-15T07:00:00.000Z' }), 400, 'This slot has already started. Please choose a later one');
    await expectError(
      await tryIt({ start: '2026-06-23T10:00:00.000Z' }),
      400,
      'This slot cannot be booked yet: you can book up to Monday, June 22, 2026',
    );
    // In the member's language, as every date the portal writes (issue 30).
    await expectError(
      await tryIt({ start: '2026-06-23T10:00:00.000Z' }, { ...c.headers, 'accept-language': 'es-ES' }),
      400,
      'Este horario aún no se puede reservar: puedes reservar hasta el lunes, 22 de junio de 2026',
    );
    await expectError(
      await tryIt({ start: '2026-06-23T10:00:00.000Z' }, { ...c.headers, 'accept-language': 'fr-FR' }),
      400,
      'Ce créneau ne peut pas encore être réservé : vous pouvez réserver jusqu’au lundi 22 juin 2026',
    );
    await expectError(
      await tryIt({ start: '2026-06-19T10:10:00.000Z' }),
      400,
      'This slot is not offered. Please choose one of the listed times',
    );
    await expectError(
      await tryIt({ start: '2026-06-19T04:00:00.000Z' }),
      400,
      'This slot is not offered. Please choose one of the listed times',
    );
    await expectError(await tryIt({ duration: 45 }), 400, 'This booking type cannot be booked for 45 minutes');
    await expectError(await tryIt({ typeId: 999999 }), 404, 'This booking type does not exist');
    expect((await tryIt({ courtId: 999999 })).statusCode).toBe(404);
    // Another customer's id: 403, and without a session 401.
    const other = await quickCustomer(app);
    await expectError(await tryIt({ customerId: other.id }), 403, 'You can only access your own data');
    expect((await tryIt({}, {})).statusCode).toBe(401);
    // Garbage payloads (a broken pl decodes to anything).
    for (const payload of [
      {},
      { booking: 'x', blocks: [] },
      { booking: { customerId: c.id }, blocks: [{}] },
      { ...prebookBody(base), blocks: [] },
    ]) {
      expect((await post('/api/publicbookings/prebook', payload, c.headers)).statusCode).toBe(400);
    }
    // Demo tennis: 2 players, full payment only.
    const tennis = (await get('/api/publicbookings/booking-types-list')).json().model.find((t: { name: string }) => t.name === 'Tenis');
    const court = (await post('/api/publicbookings/list', { date: '2026-06-19', bookingTypeId: tennis.id, customerId: null })).json().model
      .list[0];
    const slot = court.timeTable[0];
    await expectError(
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: tennis.id, courtId: court.id, start: slot.start, duration: 60, paymentType: 'Shared' }),
        c.headers,
      ),
      400,
      'Shared payment is not available for this booking',
    );
    // Nothing of the refused attempts was kept.
    expect(await app.db.selectFrom('bookings').select('id').where('owner_customer_id', '=', c.id).execute()).toEqual([]);
  });

  it('refuses full payment with a special price when the club says so, and says so when no mode is left', async () => {
    const member = await quickCustomer(app);
    await app.db.insertInto('customer_group_members').values({ customer_group_id: memberGroupId, customer_id: member.id }).execute();
    await setBookingSettings(app.db, { fullPaymentAllowedWithSpecialPrices: false });
    try {
      const body = prebookBody({
        customerId: member.id,
        typeId: club.typeId,
        courtId: club.courts[0]!,
        start: '2026-06-19T12:00:00.000Z',
        duration: 60,
      });
      const full = await post('/api/publicbookings/prebook', body, member.headers);
      expect(full.json()).toEqual({ ok: false, errorMsg: 'Full payment is not available with a special price: choose You Pay Your Part' });
      await setBookingSettings(app.db, { sharedPaymentAllowed: false });
      const none = await post('/api/publicbookings/prebook', body, member.headers);
      expect(none.json()).toEqual({ ok: false, errorMsg: 'No payment options available. Please contact the club' });
    } finally {
      await setBookingSettings(app.db, { fullPaymentAllowedWithSpecialPrices: true, sharedPaymentAllowed: true });
    }
  });
});

describe('the grid cache (per price group set)', () => {
  it("drops this instance's grids on every booking write and another instance's booking shows within 2 seconds", async () => {
    const date = '2026-06-18';
    const start = '2026-06-18T09:00:00.000Z';
    expect(starts(await listOf(date), club.courts[1]!)).toContain(start);
    const c = await quickCustomer(app);
    const entry = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[1]!, start, duration: 60 }),
        c.headers,
      )
    ).json().model[0];
    expect(starts(await listOf(date), club.courts[1]!)).not.toContain(start);
    await post(`/api/${entry.cancelUrl}`, {}, c.headers);
    expect(starts(await listOf(date), club.courts[1]!)).toContain(start);

    // Another instance's write (straight into the database here): this instance sees it once its copy ages out.
    const other = '2026-06-18T12:00:00.000Z';
    await recordDeskBookings(app.db, [
      {
        bookingTypeId: club.typeId,
        resourceId: club.courts[1]!,
        ownerId: c.id,
        startsAt: other as Instant,
        durationMinutes: 60,
        maxParticipants: 4,
        price: 2000,
        currency: 'EUR',
        createdAt: nowInstant(clock),
      },
    ]);
    expect(starts(await listOf(date), club.courts[1]!)).toContain(other);
    clock.advance({ seconds: 2 });
    expect(starts(await listOf(date), club.courts[1]!)).not.toContain(other);
    // A customer's grid follows the same rule: the member's below is computed for their group and shows it too.
    const mine = await post('/api/publicbookings/list', { date, bookingTypeId: club.typeId, customerId: c.id }, c.headers);
    expect(starts(mine.json().model, club.courts[1]!)).not.toContain(other);
  });

  it('computes a grid per price group set: members of a group get their special prices, others and guests the generic ones', async () => {
    const date = '2026-06-17';
    // 21:00, the last start, only fits an hour: the hour's price is shown, and the test group has a special one.
    const price = (model: ListModel) => model.list[0]!.timeTable.find((t) => t.sstart === '21:00')!.priceByDuration;
    const generic = { '60': { price: 20, netPrice: 20, isSpecialPrice: false } };
    const member = await quickCustomer(app);
    await app.db.insertInto('customer_group_members').values({ customer_group_id: memberGroupId, customer_id: member.id }).execute();
    const plain = await quickCustomer(app);
    expect(price(await listOf(date))).toEqual(generic);
    expect(price(await listOf(date, club.typeId, member.id, member.headers))).toEqual({
      '60': { price: 16, netPrice: 16, isSpecialPrice: true },
    });
    expect(price(await listOf(date, club.typeId, plain.id, plain.headers))).toEqual(generic);
    expect(price(await listOf(date))).toEqual(generic);
  });
});

describe('my bookings, the public page and cancelling', () => {
  it('lists next and past bookings, shows the public page by token without cancel', async () => {
    const c = await quickCustomer(app);
    const entry = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[1]!, start: '2026-06-16T08:00:00.000Z', duration: 60 }),
        c.headers,
      )
    ).json().model[0];
    await markSalePaid(app, entry.saleId);
    const mine = (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model;
    expect(mine.past).toEqual([]);
    expect(mine.next).toHaveLength(1);
    expect(mine.next[0]).toMatchObject({
      id: entry.bookingId,
      dtStart: '2026-06-16 10:00',
      isPast: false,
      status: 'confirmed',
      canCancel: true,
      duration: 60,
      paymentPending: 0,
    });
    const token = mine.next[0].bookingToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const pub = (await get(`/api/publicbookings/customer-booking/${token}`)).json().model;
    expect(mine.next[0].saleId).toBe(entry.saleId);
    expect(pub.next[0]).toMatchObject({ id: entry.bookingId, canCancel: false, bookingToken: null, saleId: null });
    expect((await get('/api/publicbookings/customer-booking/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);

    clock.set('2026-06-16T09:30:00.000Z');
    const later = (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model;
    expect(later.next).toEqual([]);
    expect(later.past[0]).toMatchObject({ id: entry.bookingId, isPast: true, canCancel: false });
  });

  it("hides someone else's booking: info 404, cancel 404 on one's own id, 403 on theirs", async () => {
    const owner = await quickCustomer(app);
    const stranger = await quickCustomer(app);
    const entry = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({
          customerId: owner.id,
          typeId: club.typeId,
          courtId: club.courts[0]!,
          start: '2026-06-20T08:00:00.000Z',
          duration: 60,
        }),
        owner.headers,
      )
    ).json().model[0];
    expect((await get(`/api/publicbookings/info/${entry.bookingId}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/publicbookings/info/${entry.bookingId}`)).statusCode).toBe(404);
    expect((await post(`/api/publicbookings/cancel/${entry.bookingId}/${stranger.id}`, {}, stranger.headers)).statusCode).toBe(404);
    expect((await post(`/api/publicbookings/cancel/${entry.bookingId}/${owner.id}`, {}, stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/publicbookings/customer-bookings/${owner.id}/${entry.bookingId}/ics`, stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/publicbookings/customer-bookings/${stranger.id}/${entry.bookingId}/ics`, stranger.headers)).statusCode).toBe(
      404,
    );
    expect((await get('/api/publicbookings/info/999999', owner.headers)).statusCode).toBe(404);
    expect((await app.db.selectFrom('bookings').select('status').where('id', '=', entry.bookingId).executeTakeFirstOrThrow()).status).toBe(
      'active',
    );
  });

  it('cancels a paid booking inside the window and refunds the card, then frees the slot', async () => {
    const c = await quickCustomer(app);
    const start = '2026-06-21T08:00:00.000Z';
    const entry = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }),
        c.headers,
      )
    ).json().model[0];
    await markSalePaid(app, entry.saleId, 'Tarjeta');
    const res = await post(`/api/publicbookings/cancel/${entry.bookingId}/${c.id}`, {}, c.headers);
    expect(res.json()).toEqual({ ok: true, errorMsg: '', infoReturns: { amounts: [{ paymentMethod: 'Tarjeta', amount: 20 }] } });
    const refund = await app.db
      .selectFrom('booking_refunds')
      .selectAll()
      .where('booking_id', '=', entry.bookingId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ method: 'card', status: 'pending', amount: 2000, customer_id: c.id });
    expect(starts(await listOf('2026-06-21'), club.courts[0]!)).toContain(start);
    // Twice: nothing more is refunded.
    expect((await post(`/api/publicbookings/cancel/${entry.bookingId}/${c.id}`, {}, c.headers)).json().infoReturns).toEqual({
      amounts: [],
    });
    expect(await app.db.selectFrom('booking_refunds').select('id').where('booking_id', '=', entry.bookingId).execute()).toHaveLength(1);
  });

  it('refunds to the wallet when the type says so, and refuses once the window has closed', async () => {
    const walletClub = await createTestClub(app, { refundRule: 'voucher', cancelWindowMinutes: 6 * 60 });
    const c = await quickCustomer(app);
    const entry = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({
          customerId: c.id,
          typeId: walletClub.typeId,
          courtId: walletClub.courts[0]!,
          start: '2026-06-16T08:00:00.000Z',
          duration: 60,
        }),
        c.headers,
      )
    ).json().model[0];
    await markSalePaid(app, entry.saleId);
    const late = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({
          customerId: c.id,
          typeId: walletClub.typeId,
          courtId: walletClub.courts[1]!,
          start: '2026-06-15T12:00:00.000Z',
          duration: 60,
        }),
        c.headers,
      )
    ).json().model[0];
    await markSalePaid(app, late.saleId);

    const res = (await post(`/api/publicbookings/cancel/${entry.bookingId}/${c.id}`, {}, c.headers)).json();
    expect(res.infoReturns).toEqual({ amounts: [{ paymentMethod: 'Monedero', amount: 20 }] });
    const vouchers = (await get(`/api/publicvouchers/customer-vouchers/${c.id}`, c.headers)).json().model.active;
    expect(vouchers).toMatchObject([{ description: 'Monedero', balance: 20 }]);

    const closed = await post(`/api/publicbookings/cancel/${late.bookingId}/${c.id}`, {}, c.headers);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errorMsg).toBe('This booking can no longer be cancelled online: cancellations close 6 hours before the start');
    const mine = (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model.next;
    expect(mine.find((b: { id: number }) => b.id === late.bookingId).canCancel).toBe(false);
  });
  it('a desk booking (no online sale) is confirmed, not cancellable online, inside the window or before it', async () => {
    const windowClub = await createTestClub(app, { cancelWindowMinutes: 6 * 60 });
    const c = await quickCustomer(app);
    // One starting in 3 hours (inside the 6-hour window), one in 3 days (before it): the club took both at the desk.
    const [soon, later] = await recordDeskBookings(app.db, [
      {
        bookingTypeId: windowClub.typeId,
        resourceId: windowClub.courts[0]!,
        ownerId: c.id,
        startsAt: '2026-06-15T11:00:00.000Z' as Instant,
        durationMinutes: 60,
        maxParticipants: 4,
        price: 2000,
        currency: 'EUR',
        createdAt: nowInstant(clock),
      },
      {
        bookingTypeId: windowClub.typeId,
        resourceId: windowClub.courts[0]!,
        ownerId: c.id,
        startsAt: '2026-06-18T11:00:00.000Z' as Instant,
        durationMinutes: 60,
        maxParticipants: 4,
        price: 2000,
        currency: 'EUR',
        createdAt: nowInstant(clock),
      },
    ]);
    const next = (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model.next as Array<{
      id: number;
      status: string;
      canCancel: boolean;
    }>;
    for (const id of [soon, later]) expect(next.find((b) => b.id === id)).toMatchObject({ status: 'confirmed', canCancel: false });
    for (const id of [soon!, later!]) {
      const res = await post(`/api/publicbookings/cancel/${id}/${c.id}`, {}, c.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMsg).toBe('This booking was made at the club: ask the club to cancel it');
      expect((await app.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('active');
    }
    expect(await app.db.selectFrom('booking_refunds').select('id').where('booking_id', 'in', [soon!, later!]).execute()).toEqual([]);
  });
});

describe('turnstiles', () => {
  it('opens for a paid booking’s player from 15 minutes before its start until its end, by session or by the link with their session', async () => {
    expect((await get('/api/publicturnstiles/enabled')).json()).toEqual({ ok: true, model: true });
    const c = await quickCustomer(app);
    const entry = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[1]!, start: '2026-06-15T10:00:00.000Z', duration: 60 }),
        c.headers,
      )
    ).json().model[0];
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}`, c.headers)).json()).toEqual({
      ok: false,
      reason: 'This booking is not paid yet',
    });
    await markSalePaid(app, entry.saleId);
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}`, c.headers)).json()).toEqual({
      ok: false,
      reason: 'The door opens from 15 minutes before your booking until it ends',
    });
    clock.set('2026-06-15T09:45:00.000Z');
    const open = (await get(`/api/publicturnstiles/open/${entry.bookingId}`, c.headers)).json();
    expect(open).toMatchObject({ ok: true, model: { contentType: 'text/plain' } });
    // The player's own door credential (modules/door): three base64url parts.
    expect(open.model.content).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model.next[0].bookingToken;
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}/${token}`, c.headers)).json().model.content).toBe(open.model.content);
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}/${token}`)).json()).toMatchObject({ ok: false });
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId + 1}/${token}`)).statusCode).toBe(404);
    const stranger = await quickCustomer(app);
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/publicturnstiles/open/${entry.bookingId}`)).statusCode).toBe(401);
  });
});

describe('daylight-saving days', () => {
  it('books the repeated hour of 2026-10-25 twice as two bookings, and none in the skipped hour of 2026-03-29', async () => {
    clock.set('2026-10-20T08:00:00.000Z');
    const night = await createTestClub(app, {
      open: '00:00',
      close: '06:00',
      durations: [60],
      preferredDuration: 60,
      anticipationMinutes: null,
      prices: [{ durationMinutes: 60, from: '00:00', to: '24:00', price: 1000 }],
    });
    const day = await listOf('2026-10-25', night.typeId);
    const labels = day.list[0]!.timeTable.map((t) => t.sstart);
    // 00:00..06:00 on the long day is 7 real hours: 13 starts every 30 minutes, 02:00 and 02:30 twice.
    expect(labels.filter((l) => l === '02:00')).toHaveLength(2);
    expect(labels).toHaveLength(13);
    const [first, second] = day.list[0]!.timeTable.filter((t) => t.sstart === '02:00');
    const c = await quickCustomer(app);
    for (const t of [first!, second!]) {
      const res = await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: night.typeId, courtId: night.courts[0]!, start: t.start, duration: 60 }),
        c.headers,
      );
      expect(res.statusCode).toBe(200);
    }
    const mine = (await get(`/api/publicbookings/customer-bookings/${c.id}`, c.headers)).json().model.next;
    expect(mine.map((b: { dtStart: string; start: string }) => [b.dtStart, b.start])).toEqual([
      ['2026-10-25 02:00', '2026-10-25T00:00:00.000Z'],
      ['2026-10-25 02:00', '2026-10-25T01:00:00.000Z'],
    ]);

    clock.set('2026-03-25T08:00:00.000Z');
    const spring = await listOf('2026-03-29', night.typeId);
    const springLabels = spring.list[0]!.timeTable.map((t) => t.sstart);
    expect(springLabels).not.toContain('02:00');
    expect(springLabels).not.toContain('02:30');
    expect(springLabels).toHaveLength(9);
    const gap = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: c.id, typeId: night.typeId, courtId: night.courts[1]!, start: '2026-03-29T01:00:00.000Z', duration: 60 }),
      c.headers,
    );
    // 01:00Z is 03:00 local: offered; 00:30Z would be the nonexistent 02:30 read as the old offset.
    expect(gap.statusCode).toBe(200);
  });
});

describe('guests and bearer checks', () => {
  it('makes a guest log in to prebook', async () => {
    const res = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: 1, typeId: club.typeId, courtId: club.courts[0]!, start: LATER }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'Please login or register' });
  });

  it('lets a parent book for a linked child', async () => {
    const parent = await quickCustomer(app);
    const childId = (
      await app.db
        .insertInto('customers')
        .values({
          email: null,
          password_hash: null,
          name: 'Kid',
          surname: 'K',
          status: 0,
          parent_id: parent.id,
          accept_conditions: 1,
          created_at: nowInstant(clock),
          updated_at: nowInstant(clock),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const res = await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: childId, typeId: club.typeId, courtId: club.courts[1]!, start: '2026-06-20T14:00:00.000Z', duration: 60 }),
      parent.headers,
    );
    expect(res.statusCode).toBe(200);
    const headers = (await bearerFor(app, parent.id)).headers;
    expect((await get(`/api/publicbookings/customer-bookings/${childId}`, headers)).json().model.next).toHaveLength(1);
  });
});
