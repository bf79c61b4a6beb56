import { randomBytes } from 'node:crypto';
import { CustomerStatus } from '@clubportal/contract/enums';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { bearerFor, markSalePaid, quickCustomer } from '../../../test/booking-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createCustomer } from '../../../test/factories.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { dropCatalogueCache } from '../core/booking-catalogue.service.js';
import { createBookingType, createResource } from '../setup/booking-setup.service.js';
import { createBookingTemplate, openClasses, seatAtDesk } from './by-place-setup.service.js';
import { classPlaceReleaser } from './by-place.service.js';
import { releaseRanOutHolds } from '../../sales/index.js';
import { sendBookingMails } from '../mails/booking-mail.service.js';
import { mailDateTime } from '../../../lib/mail-dates.js';

/**
 * Bookings by place (issue 23 sections 5 and 6) over HTTP: the week's classes with the caller's price and
 * nothing personal for those who may not see it, the floor plan (login), taking a place with and without
 * the plan's place id, a taken place, a full class, a guest refused, the cart giving an unpaid place back, a
 * lapsed hold freeing its place, and 50 members on one place at once: exactly one gets it. Monday
 * 2026-06-15 10:00 in Madrid.
 */
const START = '2026-06-15T08:00:00.000Z';
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;
type Customer = Awaited<ReturnType<typeof quickCustomer>>;
let club: {
  spinningId: number;
  clinicId: number;
  room: number;
  court: number;
  ownerId: number;
  templateId: number;
  placeIds: number[];
  openTemplateId: number;
  openPlaceIds: number[];
};

const SLOT_MINUTES = 45;
const everyDay = {
  1: [{ open: '07:00', close: '22:00' }],
  2: [{ open: '07:00', close: '22:00' }],
  3: [{ open: '07:00', close: '22:00' }],
  4: [{ open: '07:00', close: '22:00' }],
  5: [{ open: '07:00', close: '22:00' }],
  6: [{ open: '07:00', close: '22:00' }],
  7: [{ open: '07:00', close: '22:00' }],
};

beforeAll(async () => {
  app = await buildTestApp({ clock });
  const now = nowInstant(clock);
  const tag = randomBytes(3).toString('hex');
  const group = await app.db
    .insertInto('customer_groups')
    .values({ name: `Members ${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await createResource(app.db, { name: 'Spinning room', resourceType: `spin_${tag}` }, everyDay);
  const court = await createResource(app.db, { name: 'Clinic court', resourceType: `clinic_${tag}` }, everyDay);
  const common = { category: 'Classes', byPlace: true, durations: [SLOT_MINUTES], preferredDuration: SLOT_MINUTES, holdMinutes: 15 };
  const spinning = await createBookingType(app.db, {
    ...common,
    name: `Spinning ${tag}`,
    maxParticipants: 20,
    mainResourceType: `spin_${tag}`,
    prices: [
      { durationMinutes: SLOT_MINUTES, from: '00:00', to: '24:00', price: 800 },
      { durationMinutes: SLOT_MINUTES, from: '00:00', to: '24:00', price: 600, customerGroupId: group.id },
    ],
  });
  const clinic = await createBookingType(app.db, {
    ...common,
    name: `Clinic ${tag}`,
    maxParticipants: 2,
    mainResourceType: `clinic_${tag}`,
    prices: [{ durationMinutes: SLOT_MINUTES, from: '00:00', to: '24:00', price: 0 }],
  });
  const places = Array.from({ length: 4 }, (_, i) => ({ place: `Bike ${i + 1}`, x: i * 100, y: 0, w: 80, h: 80 }));
  const hidden = await createBookingTemplate(app.db, {
    name: 'Room',
    imageMap: 'room.svg',
    width: 400,
    height: 100,
    places,
    createdAt: now,
  });
  const shown = await createBookingTemplate(app.db, {
    name: 'Room open',
    imageMap: 'room.svg',
    width: 400,
    height: 100,
    allowSeeParticipants: true,
    places,
    createdAt: now,
  });
  const ownerRow = await app.db
    .insertInto('customers')
    .values({
      email: null,
      password_hash: null,
      name: 'Club',
      surname: tag,
      status: CustomerStatus.Active,
      accept_conditions: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  dropCatalogueCache(app.caches);
  club = {
    spinningId: spinning.id,
    clinicId: clinic.id,
    room,
    court,
    ownerId: ownerRow.id,
    templateId: hidden.id,
    placeIds: hidden.placeIds,
    openTemplateId: shown.id,
    openPlaceIds: shown.placeIds,
  };
  memberGroupId = group.id;
});
afterAll(() => app.close());
beforeEach(() => clock.set(START));
let memberGroupId = 0;

let hour = 0;
/**
 * A class of its own (each test gets a fresh start time, so classes never share a room slot); `daysAhead`
 * puts it that much further from START (a reminder needs a place taken before its window).
 */
async function openClass(o: { kind?: 'spinning' | 'clinic'; template?: 'hidden' | 'shown' | null; daysAhead?: number } = {}) {
  hour += 1 + (o.daysAhead ?? 0) * 24;
  const kind = o.kind ?? 'spinning';
  const startsAt = new Date(Date.parse('2026-06-16T05:00:00.000Z') + hour * 60 * 60_000).toISOString() as Instant;
  const templateId = kind === 'clinic' || o.template === null ? null : o.template === 'shown' ? club.openTemplateId : club.templateId;
  const [id] = await openClasses(app.db, [
    {
      bookingTypeId: kind === 'clinic' ? club.clinicId : club.spinningId,
      resourceId: kind === 'clinic' ? club.court : club.room,
      ownerId: club.ownerId,
      startsAt,
      durationMinutes: SLOT_MINUTES,
      maxParticipants: kind === 'clinic' ? 2 : 4,
      templateId,
      currency: 'EUR',
      createdAt: nowInstant(clock),
    },
  ]);
  return { id: id as number, startsAt, templateId };
}

const take = (c: Customer, bookingId: number, placeId?: number) =>
  app.inject({
    method: 'POST',
    url: `/api/publicbookings/byplace-prebook-place/${c.id}/${bookingId}/web${placeId === undefined ? '' : `/${placeId}`}`,
    headers: c.headers,
    payload: {},
  });
const list = (body: object, c?: Customer) =>
  app.inject({ method: 'POST', url: '/api/publicbookings/byplace-list', payload: body, headers: c?.headers ?? {} });
const info = (templateId: number, bookingId: number, c?: Customer) =>
  app.inject({ method: 'GET', url: `/api/publicbookings/booking-template-info/${templateId}/${bookingId}`, headers: c?.headers ?? {} });
type Entry = {
  id: number;
  price: number;
  participantsIn: number;
  canJoin: boolean;
  alreadyIn: boolean;
  players: Array<{ name: string; place: string; isMe: boolean }>;
  date: string;
  startHour: string;
  bookingTemplateId: number | null;
};
const entryOf = async (bookingId: number, c?: Customer) => {
  const res = await list({ bookingTypeId: null, customerId: c?.id ?? null, date: '2026-06-17' }, c);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Entry[]).find((e) => e.id === bookingId);
};

describe('byplace-list', () => {
  it("answers the week's classes with the caller's price, the places taken and no names for a guest", async () => {
    const cls = await openClass({ template: 'shown' });
    const member = await quickCustomer(app, 'Marta');
    await app.db.insertInto('customer_group_members').values({ customer_group_id: memberGroupId, customer_id: member.id }).execute();
    const other = await quickCustomer(app, 'Olga');
    expect((await take(other, cls.id, club.openPlaceIds[2])).statusCode).toBe(200);

    const guest = await entryOf(cls.id);
    expect(guest).toMatchObject({
      price: 8,
      participantsIn: 1,
      canJoin: true,
      alreadyIn: false,
      bookingTemplateId: club.openTemplateId,
      date: '2026-06-16',
    });
    expect(guest?.players).toEqual([{ placeId: club.openPlaceIds[2], place: 'Bike 3', name: '', logo: '', isMe: false }]);

    const mine = await entryOf(cls.id, member);
    expect(mine).toMatchObject({ price: 6, participantsIn: 1, canJoin: true });
    // The plan shows who is where: members read the name.
    expect(mine?.players[0]?.name).toMatch(/^Olga /);
  });

  it('a plan that hides participants shows members only which places are taken', async () => {
    const cls = await openClass({ template: 'hidden' });
    const a = await quickCustomer(app, 'Ana');
    const b = await quickCustomer(app, 'Bea');
    expect((await take(a, cls.id, club.placeIds[0])).statusCode).toBe(200);
    const seen = await entryOf(cls.id, b);
    expect(seen?.players).toEqual([{ placeId: club.placeIds[0], place: 'Bike 1', name: '', logo: '', isMe: false }]);
    const own = await entryOf(cls.id, a);
    expect(own).toMatchObject({ alreadyIn: true, canJoin: false });
    expect(own?.players[0]).toMatchObject({ isMe: true, place: 'Bike 1' });
    expect(own?.players[0]?.name).toMatch(/^Ana /);
  });

  it("says 'No bookings by place available' for a week without classes, and refuses a type that is not by place", async () => {
    const empty = await list({ bookingTypeId: club.spinningId, customerId: null, date: '2026-09-07' });
    expect(empty.json()).toEqual({ ok: true, data: [], errorMsg: 'No bookings by place available', lastDate: null });
    const es = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/byplace-list',
      payload: { bookingTypeId: club.spinningId, date: '2026-09-07' },
      headers: { 'accept-language': 'es-ES' },
    });
    expect(es.json().errorMsg).toBe('No hay reservas por plaza disponibles');
    const bad = await list({ bookingTypeId: 99999, customerId: null, date: '2026-06-17' });
    expect(bad.statusCode).toBe(404);
    for (const date of ['0001-01-01', '9999-12-31'])
      expect((await list({ bookingTypeId: null, date })).json()).toEqual({
        ok: true,
        data: [],
        errorMsg: 'No bookings by place available',
        lastDate: null,
      });
    const malformed = await list({ bookingTypeId: club.spinningId, date: '17/06/2026' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorMsg).not.toMatch(/date:|\[/);
  });
});

describe('booking-template-info', () => {
  it('needs a login, and gives details only where the plan shows them (phone and email only of your own place)', async () => {
    const cls = await openClass({ template: 'hidden' });
    const a = await quickCustomer(app, 'Alba');
    const b = await quickCustomer(app, 'Berta');
    expect((await take(a, cls.id, club.placeIds[1])).statusCode).toBe(200);
    expect((await info(club.templateId, cls.id)).statusCode).toBe(401);

    const res = await info(club.templateId, cls.id, b);
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().model;
    expect(model).toMatchObject({
      allowSeeParticipants: false,
      imageMap: 'room.svg',
      templateMap: { id: club.templateId, configJson: '{"width":400,"height":100}' },
    });
    expect(model.places.map((p: { place: string }) => p.place)).toEqual(['Bike 1', 'Bike 2', 'Bike 3', 'Bike 4']);
    expect(model.participants).toEqual([
      { bookingTemplatePlaceId: club.placeIds[1], name: '', logo: '', phone: '', email: '', isMe: false },
    ]);

    const own = (await info(club.templateId, cls.id, a)).json().model.participants[0];
    expect(own.isMe).toBe(true);
    expect(own.name).toMatch(/^Alba /);
    expect(own.email).toMatch(/@example\.com$/);

    const shownCls = await openClass({ template: 'shown' });
    expect((await take(a, shownCls.id, club.openPlaceIds[0])).statusCode).toBe(200);
    const seen = (await info(club.openTemplateId, shownCls.id, b)).json().model.participants[0];
    expect(seen.name).toMatch(/^Alba /);
    expect(seen).toMatchObject({ phone: '', email: '', isMe: false });

    // The plan of another class, or a class of another plan: as absent as a missing booking.
    expect((await info(club.openTemplateId, cls.id, b)).statusCode).toBe(404);
  });
});

describe('byplace-prebook-place', () => {
  it('takes the chosen place: a pending sale held for the hold minutes, the cart cancel URL; the place is then taken', async () => {
    const cls = await openClass();
    const a = await quickCustomer(app, 'Ana');
    const res = await take(a, cls.id, club.placeIds[3]);
    expect(res.statusCode, res.body).toBe(200);
    const { model } = res.json();
    expect(model).toMatchObject({
      serviceFree: false,
      description: expect.stringContaining('Bike 4'),
      more: {
        bookingId: cls.id,
        totalWithDiscount: 8,
        placeId: club.placeIds[3],
        place: 'Bike 4',
        cancelUrl: `publicbookings/byplace-cancel/${cls.id}/${a.id}`,
        holdExpiresAt: '2026-06-15T08:15:00.000Z',
        paymentType: 1,
      },
    });
    const sale = await app.db
      .selectFrom('sales')
      .select(['total', 'status', 'customer_id', 'hold_expires_at'])
      .where('id', '=', model.more.saleId)
      .executeTakeFirstOrThrow();
    expect(sale).toMatchObject({ total: 800, status: 'pending', customer_id: a.id });

    const b = await quickCustomer(app, 'Ben');
    const taken = await take(b, cls.id, club.placeIds[3]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ ok: false, errorMsg: 'Sorry, this place has just been taken. Please choose another one' });
    const twice = await take(a, cls.id, club.placeIds[0]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsg).toBe('You are already in');
    // Without a place id: any free place of the plan.
    const any = await take(b, cls.id);
    expect(any.statusCode, any.body).toBe(200);
    expect(any.json().model.more.place).toBe('Bike 1');
    // A place of another plan is not one of this class.
    const c = await quickCustomer(app, 'Cris');
    const foreign = await take(c, cls.id, club.openPlaceIds[0]);
    expect(foreign.statusCode).toBe(400);
  });

  it('a free class sends the member to their bookings (serviceFree) and a full one says so', async () => {
    const cls = await openClass({ kind: 'clinic' });
    const [a, b, c] = [await quickCustomer(app, 'A'), await quickCustomer(app, 'B'), await quickCustomer(app, 'C')];
    const first = await take(a, cls.id);
    expect(first.json().model).toMatchObject({ serviceFree: true, more: { saleId: null, totalWithDiscount: 0, placeId: null } });
    expect((await take(b, cls.id)).statusCode).toBe(200);
    const full = await take(c, cls.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().errorMsg).toBe('This class is full');
    // A place id for a class without a plan is refused in words.
    expect((await take(c, cls.id, club.placeIds[0])).statusCode).toBe(400);
    // My Bookings lists the class for its members.
    const mine = await app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${a.id}`, headers: a.headers });
    expect((mine.json().model.next as Array<{ id: number }>).map((x) => x.id)).toContain(cls.id);
  });

  it("refuses a guest, another member's id, a started class and a class that is not by place", async () => {
    const cls = await openClass();
    const a = await quickCustomer(app, 'Ana');
    const guest = await app.inject({ method: 'POST', url: `/api/publicbookings/byplace-prebook-place/${a.id}/${cls.id}/web`, payload: {} });
    expect(guest.statusCode).toBe(401);
    const b = await quickCustomer(app, 'Ben');
    expect((await take({ ...b, id: a.id }, cls.id)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/publicbookings/byplace-prebook-place/${a.id}/${cls.id}/w%20b`,
          headers: a.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    clock.set(cls.startsAt);
    const started = await take(a, cls.id);
    expect(started.statusCode).toBe(409);
    expect(started.json().errorMsg).toBe('This class has already started');
    expect((await take(a, 99999999)).statusCode).toBe(404);
  });

  it("keeps the type's limits like the grid and a match: how far ahead, and the level range", async () => {
    const cls = await openClass();
    const a = await quickCustomer(app, 'Lena');
    const setType = async (values: {
      anticipation_minutes: number | null;
      min_level_hundredths: number | null;
      max_level_hundredths: number | null;
    }) => {
      await app.db.updateTable('booking_types').set(values).where('id', '=', club.spinningId).execute();
      dropCatalogueCache(app.caches);
    };
    try {
      // The week's list names the last date the reader may book (the date picker reaches it): none without a limit.
      const lastDate = async (bookingTypeId: number | null) =>
        (await list({ bookingTypeId, customerId: a.id, date: '2026-06-17' }, a)).json().lastDate;
      expect(await lastDate(club.spinningId)).toBeNull();
      await setType({ anticipation_minutes: 3 * 24 * 60, min_level_hundredths: null, max_level_hundredths: null });
      expect(await lastDate(club.spinningId)).toBe('2026-06-18');
      await setType({ anticipation_minutes: 60, min_level_hundredths: null, max_level_hundredths: null });
      expect(await lastDate(club.spinningId)).toBe('2026-06-15');
      const early = await take(a, cls.id);
      expect(early.statusCode).toBe(400);
      expect(early.json().errorMsg).toMatch(/^This slot cannot be booked yet: you can book up to /);
      await setType({ anticipation_minutes: null, min_level_hundredths: 300, max_level_hundredths: 400 });
      const unrated = await take(a, cls.id);
      expect(unrated.statusCode).toBe(403);
      // A class says so, in the member's language (a match's refusal says "match").
      expect(unrated.json().errorMsg).toBe('This class is for levels 3.0 to 4.0');
      const inSpanish = await app.inject({
        method: 'POST',
        url: `/api/publicbookings/byplace-prebook-place/${a.id}/${cls.id}/web`,
        headers: { ...a.headers, 'accept-language': 'es-ES' },
        payload: {},
      });
      expect(inSpanish.json().errorMsg).toBe('Esta clase es para niveles de 3.0 a 4.0');
      await setType({ anticipation_minutes: null, min_level_hundredths: 300, max_level_hundredths: null });
      expect((await take(a, cls.id)).json().errorMsg).toBe('This class is for level 3.0 and above');
      await setType({ anticipation_minutes: null, min_level_hundredths: null, max_level_hundredths: 250 });
      expect((await take(a, cls.id)).json().errorMsg).toBe('This class is for levels up to 2.5');
      await setType({ anticipation_minutes: null, min_level_hundredths: 300, max_level_hundredths: 400 });
      await app.db
        .insertInto('customer_levels')
        .values({ customer_id: a.id, level_hundredths: 450, updated_at: nowInstant(clock) })
        .execute();
      expect((await take(a, cls.id)).statusCode).toBe(403);
      await app.db.updateTable('customer_levels').set({ level_hundredths: 350 }).where('customer_id', '=', a.id).execute();
      expect((await take(a, cls.id)).statusCode).toBe(200);
    } finally {
      await setType({ anticipation_minutes: null, min_level_hundredths: null, max_level_hundredths: null });
    }
  });

  it('the cart gives an unpaid place back (its sale cancelled), and a hold that ran out frees its place for the next', async () => {
    const cls = await openClass();
    const a = await quickCustomer(app, 'Ana');
    const b = await quickCustomer(app, 'Ben');
    const first = (await take(a, cls.id, club.placeIds[0])).json().model;
    const back = await app.inject({ method: 'POST', url: `/api/${first.more.cancelUrl}`, headers: a.headers });
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.db.selectFrom('sales').select('status').where('id', '=', first.more.saleId).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    );
    expect((await entryOf(cls.id))?.participantsIn).toBe(0);
    // Again: nothing to give back, still fine.
    expect((await app.inject({ method: 'POST', url: `/api/${first.more.cancelUrl}`, headers: a.headers })).statusCode).toBe(200);

    const again = (await take(a, cls.id, club.placeIds[0])).json().model;
    expect(again.more.saleNumber).not.toBe(first.more.saleNumber);
    clock.advance({ minutes: 16 });
    expect((await entryOf(cls.id))?.participantsIn).toBe(0);
    const next = await take(b, cls.id, club.placeIds[0]);
    expect(next.statusCode, next.body).toBe(200);
    expect((await app.db.selectFrom('sales').select('status').where('id', '=', again.more.saleId).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    );
  });

  it('the byplace-holds job gives back places not paid within their hold: My Bookings stops listing the class', async () => {
    const cls = await openClass();
    const a = await quickCustomer(app, 'Ana');
    const { more } = (await take(a, cls.id, club.placeIds[2])).json().model;
    const mine = async () =>
      (
        (await app.inject({ method: 'GET', url: `/api/publicbookings/customer-bookings/${a.id}`, headers: a.headers })).json().model
          .next as Array<{ id: number }>
      ).map((x) => x.id);
    expect(await mine()).toContain(cls.id);
    expect(await releaseRanOutHolds({ db: app.db, clock, log: app.log }, [classPlaceReleaser(app)])).toBe(0);
    clock.advance({ minutes: 16 });
    // Other tests' unpaid places lapse at the same time: at least this one is freed.
    expect(await releaseRanOutHolds({ db: app.db, clock, log: app.log }, [classPlaceReleaser(app)])).toBeGreaterThanOrEqual(1);
    expect(await mine()).not.toContain(cls.id);
    expect((await app.db.selectFrom('sales').select('status').where('id', '=', more.saleId).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    );
    // Again: nothing left to free.
    expect(await releaseRanOutHolds({ db: app.db, clock, log: app.log }, [classPlaceReleaser(app)])).toBe(0);
  });

  it("a paid place is the club's to give back", async () => {
    const cls = await openClass();
    const a = await quickCustomer(app, 'Ana');
    const { more } = (await take(a, cls.id, club.placeIds[1])).json().model;
    await app.db.updateTable('sales').set({ status: 'paid', paid: 800 }).where('id', '=', more.saleId).execute();
    clock.advance({ minutes: 60 });
    expect((await entryOf(cls.id))?.participantsIn).toBe(1);
    const back = await app.inject({ method: 'POST', url: `/api/${more.cancelUrl}`, headers: a.headers });
    expect(back.statusCode).toBe(409);
  });

  it('seats taken at the desk count as taken', async () => {
    const cls = await openClass();
    const a = await quickCustomer(app, 'Ana');
    await seatAtDesk(app.db, cls.id, [{ customerId: a.id, placeId: club.placeIds[2] as number }], nowInstant(clock));
    const b = await quickCustomer(app, 'Ben');
    expect((await take(b, cls.id, club.placeIds[2])).statusCode).toBe(409);
  });
});

describe('class place mails', () => {
  it('a paid place gets the booking confirmation with the .ics once, and the reminder once; an unpaid one gets nothing', async () => {
    const cls = await openClass({ daysAhead: 2 });
    const [paid, unpaid] = [await quickCustomer(app, 'Pia'), await quickCustomer(app, 'Umberto')];
    const mailDeps = {
      db: app.db,
      clock,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      publicUrl: app.config.publicUrl,
      reminderHours: 24,
    };
    const mailsTo = async (c: Customer) => {
      const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
      return app.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body', 'attachments'])
        .where('to_address', '=', email)
        .orderBy('id')
        .execute();
    };
    const mine = (await take(paid, cls.id)).json().model.more as { saleId: number };
    expect((await take(unpaid, cls.id)).statusCode).toBe(200);
    // Held, not paid yet: no confirmation.
    await sendBookingMails(mailDeps);
    expect(await mailsTo(paid)).toEqual([]);

    await markSalePaid(app, mine.saleId);
    await sendBookingMails(mailDeps);
    await sendBookingMails(mailDeps);
    const confirmations = await mailsTo(paid);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toMatch(/^Reserva confirmada: Spinning \w+ - Spinning room$/);
    // The date as the member reads it: their language, the club's time (lib/mail-dates.test.ts pins the wording).
    expect(confirmations[0]!.text_body).toContain(mailDateTime(cls.startsAt, 'es-ES', 'Europe/Madrid'));
    const ics = JSON.parse(confirmations[0]!.attachments ?? '[]') as Array<{ filename: string; content: string }>;
    expect(ics.map((a) => a.filename)).toEqual([`booking-${cls.id}.ics`]);
    expect(ics[0]!.content).toContain(`UID:booking-${cls.id}@portal.test`);
    expect(ics[0]!.content).toContain('BEGIN:VTIMEZONE');
    expect(await mailsTo(unpaid)).toEqual([]);

    // 24 hours before the start (the place was taken earlier): the reminder, once however often the job runs.
    clock.set(new Date(Date.parse(cls.startsAt) - 23 * 3_600_000).toISOString());
    expect(Date.parse(START)).toBeLessThan(Date.parse(cls.startsAt) - 24 * 3_600_000);
    await Promise.all([sendBookingMails(mailDeps), sendBookingMails(mailDeps)]);
    await sendBookingMails(mailDeps);
    expect((await mailsTo(paid)).map((m) => m.subject.split(':')[0])).toEqual(['Reserva confirmada', 'Recordatorio']);
    expect(await mailsTo(unpaid)).toEqual([]);
  });
  it('a free place gets its confirmation at once and its reminder; a place given back and taken again mails its new member', async () => {
    const cls = await openClass({ kind: 'clinic', daysAhead: 2 });
    const [first, second] = [await quickCustomer(app, 'Fede'), await quickCustomer(app, 'Gala')];
    const mailDeps = {
      db: app.db,
      clock,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      publicUrl: app.config.publicUrl,
      reminderHours: 24,
    };
    const subjectsTo = async (c: Customer) => {
      const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
      const rows = await app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).orderBy('id').execute();
      return rows.map((m) => m.subject.split(':')[0]);
    };
    expect((await take(first, cls.id)).json().model).toMatchObject({ serviceFree: true });
    await sendBookingMails(mailDeps);
    await sendBookingMails(mailDeps);
    expect(await subjectsTo(first)).toEqual(['Reserva confirmada']);

    // The member leaves the free class; the next member who takes the place gets their own confirmation.
    const leave = await app.inject({
      method: 'POST',
      url: `/api/publicbookings/byplace-cancel/${cls.id}/${first.id}`,
      headers: first.headers,
      payload: {},
    });
    expect(leave.statusCode, leave.body).toBe(200);
    expect((await take(second, cls.id)).statusCode).toBe(200);
    await sendBookingMails(mailDeps);
    expect(await subjectsTo(second)).toEqual(['Reserva confirmada']);

    clock.set(new Date(Date.parse(cls.startsAt) - 23 * 3_600_000).toISOString());
    await sendBookingMails(mailDeps);
    await sendBookingMails(mailDeps);
    expect(await subjectsTo(second)).toEqual(['Reserva confirmada', 'Recordatorio']);
    // Whoever left is not reminded.
    expect(await subjectsTo(first)).toEqual(['Reserva confirmada']);
  });
  it("a dependant's place without an address of their own is confirmed at the parent's, in the child's name", async () => {
    const cls = await openClass({ kind: 'clinic' });
    const parent = await quickCustomer(app, 'Marta');
    const tomas = (await createCustomer(app, { parentId: parent.id, name: 'Tomas' })).id;
    // The parent, switched into Tomas's account, takes his place.
    expect((await take({ id: tomas, headers: parent.headers }, cls.id)).statusCode).toBe(200);
    await sendBookingMails({
      db: app.db,
      clock,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      publicUrl: app.config.publicUrl,
      reminderHours: 24,
    });
    const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', parent.id).executeTakeFirstOrThrow();
    const mails = await app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).execute();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Reserva confirmada: Clinic \w+ - Clinic court$/)]);
    expect(mails[0]!.text_body).toMatch(/^Hola Tomas: /);
  });
});

describe('contention', () => {
  it('50 members on the same place at once: exactly one gets it, the others hear it was taken', async () => {
    const cls = await openClass();
    const now = nowInstant(clock);
    const tag = randomBytes(4).toString('hex');
    const rows = Array.from({ length: 50 }, (_, i) => ({
      email: `place${i}-${tag}@example.com`,
      password_hash: null,
      name: `Rush${i}`,
      surname: 'R',
      status: CustomerStatus.Active,
      accept_conditions: 1,
      created_at: now,
      updated_at: now,
    }));
    const ids = (await app.db.insertInto('customers').values(rows).returning('id').execute()).map((r) => r.id);
    const members = await Promise.all(ids.map(async (id) => ({ id, ...(await bearerFor(app, id)) })));
    const answers = await Promise.all(members.map((m) => take(m, cls.id, club.placeIds[0])));
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 1, 409: 49 });
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toEqual({ ok: false, errorMsg: 'Sorry, this place has just been taken. Please choose another one' });
    const held = await app.db
      .selectFrom('booking_participants')
      .select('customer_id')
      .where('booking_id', '=', cls.id)
      .where('state', '=', 'joined')
      .execute();
    expect(held).toHaveLength(1);
    const sales = await app.db.selectFrom('sales').select('id').where('customer_id', 'in', ids).execute();
    expect(sales).toHaveLength(1);
  });
});
