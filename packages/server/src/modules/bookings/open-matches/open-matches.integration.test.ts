import type { CheckoutModel } from '@clubportal/contract/checkout';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Instant } from '../../../lib/clock.js';
import { nowInstant } from '../../../lib/clock.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { SANDBOX_METHOD_TYPE } from '../../payments/index.js';
import { recordDeskBookings } from '../setup/booking-setup.service.js';
import { releaseBookingHolds } from '../../../test/hold-release.js';

/**
 * Issue 29, sections 2 and 3: a booking is private unless its owner opens it (at checkout, later in My
 * Bookings); only open matches are readable and joinable by others; a member holds no overlapping places
 * and no more open places than the club's limit; a joiner's paid share comes back when the owner's hold
 * runs out; a joiner of a desk match may leave online; members find open matches in a list. Both dialects.
 * Monday 2026-06-15 10:00 in Madrid.
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
/** Wednesday 18:00 in Madrid. */
const SLOT = '2026-06-17T16:00:00.000Z';
let court = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true' } });
  club = await createTestClub(app, { courts: 60, allowJoin: true });
});
afterAll(() => app.close());
beforeEach(() => clock.set('2026-06-15T08:00:00.000Z'));

type Customer = Awaited<ReturnType<typeof quickCustomer>>;
const req = (method: 'GET' | 'POST' | 'PUT', url: string, c?: Customer | null, payload?: object, lang?: string) =>
  app.inject({
    method,
    url,
    headers: { ...(c?.headers ?? {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });
const join = (c: Customer, bookingId: number, lang?: string) =>
  req('POST', `/api/publicbookings/byplace-prebook-place/${c.id}/${bookingId}/web`, c, undefined, lang);
const info = (bookingId: number, c?: Customer | null) => req('GET', `/api/publicbookings/info/${bookingId}`, c);
const openMatches = (body: object, c?: Customer | null) => req('POST', '/api/publicbookings/open-matches', c, body);
const mailsTo = async (c: { id: number }) => {
  const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  return app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();
};

/** An owner's booking at `start` on a court of its own: open as a match or private, paid unless `unpaid`. */
async function booking(o: { open?: boolean; start?: string; unpaid?: boolean; payment?: 'Full' | 'Shared'; owner?: Customer } = {}) {
  const owner = o.owner ?? (await quickCustomer(app, 'Olga'));
  court += 1;
  const res = await req(
    'POST',
    '/api/publicbookings/prebook',
    owner,
    prebookBody({
      customerId: owner.id,
      typeId: club.typeId,
      courtId: club.courts[court]!,
      start: o.start ?? SLOT,
      duration: 90,
      paymentType: o.payment ?? 'Shared',
      ...(o.open ? { openMatch: true } : {}),
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const entry = res.json().model[0] as { bookingId: number; saleId: number };
  if (!o.unpaid) await markSalePaid(app, entry.saleId);
  return { owner, bookingId: entry.bookingId, saleId: entry.saleId };
}

describe('a booking is private unless its owner opens it', () => {
  it('a private booking: guests and other members get what a missing booking gets; its players see it', async () => {
    const { owner, bookingId } = await booking();
    const stranger = await quickCustomer(app, 'Eva');
    const missing = await info(987654, stranger);
    for (const viewer of [null, stranger]) {
      const res = await info(bookingId, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect(res.body).not.toContain('Olga');
    }
    expect((await info(bookingId, owner)).json().model).toMatchObject({ id: bookingId, allowJoin: false, canChangeOpenMatch: true });
  });

  it('a private booking cannot be joined (as absent as a missing one), nor queued for, nor listed', async () => {
    const { bookingId } = await booking({ payment: 'Full' });
    const ana = await quickCustomer(app, 'Ana');
    const res = await join(ana, bookingId);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMsg).toBe('This booking does not exist');
    const places = await app.db.selectFrom('booking_participants').select('customer_id').where('booking_id', '=', bookingId).execute();
    expect(places.map((p) => p.customer_id)).not.toContain(ana.id);
    const queue = await req('POST', '/api/publicbookings/waitlist/match', ana, { customerId: ana.id, bookingId });
    expect(queue.statusCode).toBe(404);
    const list = (await openMatches({ date: '2026-06-17' }, ana)).json().model.list as Array<{ id: number }>;
    expect(list.map((m) => m.id)).not.toContain(bookingId);
  });

  it('the owner opens it at checkout: anyone sees it and a member joins; the owner closes it in My Bookings: no more joins', async () => {
    const { owner, bookingId } = await booking({ open: true });
    expect((await info(bookingId, null)).json().model).toMatchObject({ allowJoin: true });
    const ana = await quickCustomer(app, 'Ana');
    expect((await join(ana, bookingId)).statusCode).toBe(200);

    const close = await req('PUT', '/api/publicbookings/open-match', owner, { bookingId, open: false });
    expect(close.statusCode, close.body).toBe(200);
    expect((await info(bookingId, null)).statusCode).toBe(404);
    // Whoever joined is still a player and still sees it.
    expect((await info(bookingId, ana)).json().model.allowJoin).toBe(false);
    const ben = await quickCustomer(app, 'Ben');
    expect((await join(ben, bookingId)).statusCode).toBe(404);
    // Only the owner changes it: a player is told why, a stranger sees nothing.
    expect((await req('PUT', '/api/publicbookings/open-match', ana, { bookingId, open: true })).statusCode).toBe(403);
    expect((await req('PUT', '/api/publicbookings/open-match', ben, { bookingId, open: true })).statusCode).toBe(404);
    expect((await req('PUT', '/api/publicbookings/open-match', owner, { bookingId, open: true })).statusCode).toBe(200);
    expect((await join(ben, bookingId)).statusCode).toBe(200);
  });

  it('a type that does not allow joining cannot be opened, at checkout or later, in the member’s language', async () => {
    const courts = await createTestClub(app, { courts: 1 });
    const owner = await quickCustomer(app, 'Olga');
    const body = prebookBody({ customerId: owner.id, typeId: courts.typeId, courtId: courts.courts[0]!, start: SLOT, openMatch: true });
    const res = await req('POST', '/api/publicbookings/prebook', owner, body, 'es-ES');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe('Este tipo de reserva no puede ser un partido abierto');
    const ok = await req('POST', '/api/publicbookings/prebook', owner, { ...body, booking: { ...body.booking, openMatch: false } });
    const { bookingId } = ok.json().model[0] as { bookingId: number };
    expect((await req('PUT', '/api/publicbookings/open-match', owner, { bookingId, open: true })).statusCode).toBe(400);
    expect((await info(bookingId, owner)).json().model.canChangeOpenMatch).toBe(false);
  });
});

describe('what a member may hold', () => {
  it('refuses a place in a match that overlaps one the member already plays, in their language', async () => {
    const ana = await quickCustomer(app, 'Ana');
    const first = await booking({ open: true });
    expect((await join(ana, first.bookingId)).statusCode).toBe(200);
    // 18:30 overlaps 18:00-19:30; 19:30 does not.
    const overlapping = await booking({ open: true, start: '2026-06-17T16:30:00.000Z' });
    const res = await join(ana, overlapping.bookingId, 'es-ES');
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('Ya tienes plaza en otro partido a esa hora');
    const after = await booking({ open: true, start: '2026-06-17T17:30:00.000Z' });
    expect((await join(ana, after.bookingId)).statusCode).toBe(200);
    // Their own booking at that time counts too.
    const own = await booking({ owner: ana, start: '2026-06-18T16:00:00.000Z' });
    expect(own.bookingId).toBeGreaterThan(0);
    expect((await join(ana, (await booking({ open: true, start: '2026-06-18T16:00:00.000Z' })).bookingId)).statusCode).toBe(409);
  });

  it('refuses more open places than the club’s limit (5 by default; a setting), counting places to play or to pay', async () => {
    const ana = await quickCustomer(app, 'Ana');
    const day = (d: number) => `2026-06-${String(16 + d).padStart(2, '0')}T09:00:00.000Z`;
    for (let d = 0; d < 5; d += 1)
      expect((await join(ana, (await booking({ open: true, payment: 'Full', start: day(d) })).bookingId)).statusCode).toBe(200);
    const sixth = await booking({ open: true, payment: 'Full', start: '2026-06-16T12:00:00.000Z' });
    const res = await join(ana, sixth.bookingId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe(
      'You already hold 5 places in open matches still to play or to pay: play or pay one before joining another',
    );
    await app.db.updateTable('booking_settings').set({ open_places_limit: 6 }).execute();
    expect((await join(ana, sixth.bookingId)).statusCode).toBe(200);
    await app.db.updateTable('booking_settings').set({ open_places_limit: 5 }).execute();
    const later = await booking({ open: true, payment: 'Full', start: '2026-06-16T17:00:00.000Z' });
    expect((await join(ana, later.bookingId)).statusCode).toBe(409);
    // Tuesday's two matches played (free: nothing left to pay): they no longer count.
    clock.set('2026-06-16T14:00:00.000Z');
    expect((await join(ana, later.bookingId)).statusCode).toBe(200);
  });
});

describe('a joiner’s share when the owner does not pay', () => {
  it('the hold runs out: the booking goes, the share the joiner paid by card goes back to the card, and they are told', async () => {
    const { bookingId, saleId: ownerSale } = await booking({ open: true, unpaid: true });
    const ana = await quickCustomer(app, 'Ana');
    const joined = await join(ana, bookingId);
    expect(joined.statusCode, joined.body).toBe(200);
    const { saleId } = joined.json().model.more as { saleId: number };
    const pay = await req('POST', '/api/shop/checkout-customer', ana, {
      saleIds: [saleId],
      paymentMethodId: SANDBOX_METHOD_TYPE,
      guid: `lapse-${saleId}`,
      customer: { id: ana.id, acceptConditions: true },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const model = pay.json().model as CheckoutModel;
    const paid = await app.inject({
      method: 'POST',
      url: new URL(model.sandbox?.url ?? '').pathname,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.headers.location).toBe('/cz/ok');
    expect(await app.db.selectFrom('sales').select(['status', 'paid']).where('id', '=', saleId).executeTakeFirstOrThrow()).toEqual({
      status: 'paid',
      paid: 750,
    });

    // The owner's 15-minute hold runs out unpaid; the job releases it.
    clock.advance({ minutes: 16 });
    expect(await releaseBookingHolds(app)).toBeGreaterThanOrEqual(1);
    expect(await app.db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
    });
    expect(await app.db.selectFrom('sales').select('status').where('id', '=', ownerSale).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
    });
    const refunds = await app.db
      .selectFrom('booking_refunds')
      .select(['customer_id', 'method', 'amount', 'status'])
      .where('booking_id', '=', bookingId)
      .execute();
    expect(refunds).toEqual([{ customer_id: ana.id, method: 'card', amount: 750, status: 'pending' }]);
    const cardRefunds = await app.db.selectFrom('card_refunds').select(['amount', 'sale_id']).where('sale_id', '=', saleId).execute();
    expect(cardRefunds).toEqual([{ amount: 750, sale_id: saleId }]);
    const mail = (await mailsTo(ana)).at(-1)!;
    expect(mail.subject).toContain('Reserva anulada');
    expect(mail.text_body).toContain('no la pagó a tiempo');
    expect(mail.text_body).toMatch(/Te devolvemos 7,50\s€ a tu tarjeta/);
    // The job again: nothing more happens.
    await releaseBookingHolds(app);
    expect(await app.db.selectFrom('booking_refunds').select('id').where('booking_id', '=', bookingId).execute()).toHaveLength(1);
  });
});

describe('leaving a match made at the desk', () => {
  it('a member who joined a desk booking opened as a match leaves it online; a player seated at the desk still cannot', async () => {
    const owner = await quickCustomer(app, 'Olga');
    const seated = await quickCustomer(app, 'Sara');
    court += 1;
    const [bookingId] = await recordDeskBookings(app.db, [
      {
        bookingTypeId: club.typeId,
        resourceId: club.courts[court]!,
        ownerId: owner.id,
        playerIds: [seated.id],
        startsAt: SLOT as Instant,
        durationMinutes: 90,
        maxParticipants: 4,
        price: 3000,
        currency: 'EUR',
        createdAt: nowInstant(clock),
      },
    ]);
    // Private by default: nobody else sees it until it is opened.
    expect((await info(bookingId!, null)).statusCode).toBe(404);
    await app.db.updateTable('bookings').set({ open_match: 1 }).where('id', '=', bookingId!).execute();
    const ana = await quickCustomer(app, 'Ana');
    expect((await join(ana, bookingId!)).statusCode).toBe(200);
    expect((await info(bookingId!, ana)).json().model.canLeave).toBe(true);
    const leave = await req('POST', `/api/publicbookings/cancel/${bookingId}/${ana.id}`, ana);
    expect(leave.statusCode, leave.body).toBe(200);
    const places = await app.db
      .selectFrom('booking_participants')
      .select(['customer_id', 'state'])
      .where('booking_id', '=', bookingId!)
      .orderBy('position')
      .execute();
    expect(places.find((p) => p.customer_id === ana.id)?.state).toBe('left');
    expect((await info(bookingId!, seated)).json().model.canLeave).toBe(false);
    const refused = await req('POST', `/api/publicbookings/cancel/${bookingId}/${seated.id}`, seated);
    expect(refused.statusCode).toBe(409);
  });
});

describe('the open matches list', () => {
  it('lists only open matches with a free place, by day, sport, time and level, the member’s level range first', async () => {
    const other = await createTestClub(app, { courts: 2, allowJoin: true });
    const day = '2026-06-21';
    const at = (time: string) => `${day}T${time}:00.000Z`;
    const ana = await quickCustomer(app, 'Ana');
    await app.db
      .insertInto('customer_levels')
      .values({ customer_id: ana.id, level_hundredths: 350, updated_at: nowInstant(clock) })
      .execute();
    const early = await booking({ open: true, start: at('08:00') });
    const mine = await booking({ open: true, start: at('15:00') });
    const hidden = await booking({ start: at('10:00') });
    await app.db
      .updateTable('bookings')
      .set({ min_level_hundredths: 450, max_level_hundredths: 600 })
      .where('id', '=', early.bookingId)
      .execute();
    await app.db
      .updateTable('bookings')
      .set({ min_level_hundredths: 300, max_level_hundredths: 400 })
      .where('id', '=', mine.bookingId)
      .execute();
    const otherOwner = await quickCustomer(app, 'Pablo');
    const res = await req(
      'POST',
      '/api/publicbookings/prebook',
      otherOwner,
      prebookBody({
        customerId: otherOwner.id,
        typeId: other.typeId,
        courtId: other.courts[0]!,
        start: at('12:00'),
        duration: 60,
        openMatch: true,
      }),
    );
    const sport = res.json().model[0] as { bookingId: number; saleId: number };
    await markSalePaid(app, sport.saleId);

    const all = (await openMatches({ date: day }, ana)).json().model;
    const ids = (all.list as Array<{ id: number }>).map((m) => m.id);
    // Those the member's level fits (a range of 3.0-4.0, no range) by time, then the one for 4.5-6.0.
    expect(ids).toEqual([sport.bookingId, mine.bookingId, early.bookingId]);
    expect(ids).not.toContain(hidden.bookingId);
    expect(all.list[1]).toMatchObject({
      id: mine.bookingId,
      minLevel: 3,
      maxLevel: 4,
      placesLeft: 3,
      maxParticipants: 4,
      fitsMyLevel: true,
      joinShare: 7.5,
      players: [{ name: 'Olga', level: null }],
    });
    expect(all.viewerLevel).toBe(3.5);
    expect(all.bookingTypes).toEqual(expect.arrayContaining([{ id: other.typeId, name: expect.any(String) }]));
    const bySport = (await openMatches({ date: day, bookingTypeId: other.typeId }, ana)).json().model.list as Array<{ id: number }>;
    expect(bySport.map((m) => m.id)).toEqual([sport.bookingId]);
    // 15:00 to 18:00 club time (Madrid, UTC+2): only the 15:00Z (17:00) match, not 12:00Z (14:00) nor 08:00Z (10:00).
    const byTime = (await openMatches({ date: day, from: '15:00', to: '18:00' }, ana)).json().model.list as Array<{ id: number }>;
    expect(byTime.map((m) => m.id)).toEqual([mine.bookingId]);
    const byLevel = (await openMatches({ date: day, level: 5 }, ana)).json().model.list as Array<{ id: number }>;
    expect(byLevel.map((m) => m.id)).not.toContain(mine.bookingId);
    expect(byLevel.map((m) => m.id)).toContain(early.bookingId);
    // A guest sees the same open matches; another day has none; a bad filter is a sentence.
    expect(((await openMatches({ date: day })).json().model.list as unknown[]).length).toBe(ids.length);
    expect((await openMatches({ date: '2026-06-25' })).json().model.list).toEqual([]);
    const bad = await openMatches({ date: 'tomorrow', from: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).not.toMatch(/body|\.from|\.date/);
    // A match the member joined is no longer offered to them.
    expect((await join(ana, mine.bookingId)).statusCode).toBe(200);
    expect(((await openMatches({ date: day }, ana)).json().model.list as Array<{ id: number }>).map((m) => m.id)).not.toContain(
      mine.bookingId,
    );
  });
});

// Last: its matches would show in the list above.
describe('members joining at once', () => {
  it('two members joining each other’s matches at the same moment both get in (no deadlock on PostgreSQL)', async () => {
    // Each join locks its member, then mails the other match's owner: the mail's key check on the owner
    // deadlocked with the other join's lock when rows were locked FOR UPDATE.
    for (let round = 0; round < 6; round += 1) {
      const day = 16 + round;
      const a = await booking({ open: true, start: `2026-06-${day}T08:00:00.000Z` });
      const b = await booking({ open: true, start: `2026-06-${day}T12:00:00.000Z` });
      const both = await Promise.all([join(a.owner, b.bookingId), join(b.owner, a.bookingId)]);
      expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    }
  });
});
