import { BOOKING_WAITLIST_OFFER_MINUTES } from '@clubportal/contract/booking-waitlist';
import { decodeBookingPayload } from '@clubportal/contract/booking-payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { bearerFor, createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../../test/booking-fixtures.js';
import { createCustomer } from '../../../test/factories.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { runWaitlistOffersJob } from '../../../test/waitlist-offers.js';
import { claimMatchPlace } from './booking-waitlist-offers.js';

/**
 * Issue 23, section 7, over HTTP against a real database (SQLite, and PostgreSQL when DATABASE_URL is set):
 * members queue for a taken court slot or a full match; a freed slot or place is offered to the first in
 * line alone for BOOKING_WAITLIST_OFFER_MINUTES (a mail with the link), nobody else can take it meanwhile,
 * a lapsed offer goes to the next (the job, on the injected clock), taking it ends the entry, leaving too.
 * The clock is Monday 2026-06-15 10:00 in Madrid.
 */
const START = '2026-06-15T08:00:00.000Z';
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let matchClub: Awaited<ReturnType<typeof createTestClub>>;
/** Wednesday 18:00 in Madrid. */
const SLOT = '2026-06-17T16:00:00.000Z';
let courtIndex = 0;

type Customer = Awaited<ReturnType<typeof quickCustomer>>;
type Entry = {
  id: number;
  kind: string;
  status: string;
  position: number;
  offerExpiresAt: string | null;
  pl: string | null;
  bookingId: number | null;
  resourceId: number;
  start: string;
  duration: number;
};

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app, { courts: 12 });
  matchClub = await createTestClub(app, { courts: 6, allowJoin: true, maxParticipants: 2 });
});
afterAll(() => app.close());
beforeEach(() => clock.set(START));

const post = (url: string, c: Customer, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers: c.headers });
const nextCourt = () => club.courts[courtIndex++ % club.courts.length]!;
const queueSlot = (c: Customer, courtId: number, over: Partial<{ start: string; duration: number; customerId: number }> = {}) =>
  post('/api/publicbookings/waitlist/slot', c, {
    customerId: over.customerId ?? c.id,
    bookingTypeId: club.typeId,
    resourceId: courtId,
    start: over.start ?? SLOT,
    duration: over.duration ?? 90,
  });
const prebookSlot = (c: Customer, courtId: number, duration = 90) =>
  post('/api/publicbookings/prebook', c, prebookBody({ customerId: c.id, typeId: club.typeId, courtId, start: SLOT, duration }));
const mine = async (c: Customer): Promise<Entry[]> => {
  const res = await app.inject({ method: 'GET', url: `/api/publicbookings/waitlist/${c.id}`, headers: c.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as Entry[];
};
const mailsTo = async (c: Customer) => {
  const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', c.id).executeTakeFirstOrThrow();
  return app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();
};
const statusOf = async (id: number) =>
  (await app.db.selectFrom('booking_waitlist').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const gridStarts = async (courtId: number) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/publicbookings/list',
    payload: { date: '2026-06-17', bookingTypeId: club.typeId, customerId: null },
  });
  expect(res.statusCode, res.body).toBe(200);
  const court = (res.json().model.list as Array<{ id: number; timeTable: Array<{ start: string }> }>).find((r) => r.id === courtId);
  return court?.timeTable.map((s) => s.start) ?? [];
};

/** A court someone (Olga) holds at SLOT, unpaid, and its cancel. */
async function heldCourt() {
  const owner = await quickCustomer(app, 'Olga');
  const court = nextCourt();
  const res = await prebookSlot(owner, court);
  expect(res.statusCode, res.body).toBe(200);
  const { bookingId, saleId } = res.json().model[0] as { bookingId: number; saleId: number };
  return { owner, court, bookingId, saleId, cancel: () => post(`/api/publicbookings/cancel/${bookingId}/${owner.id}`, owner) };
}

describe('queueing for a taken court slot', () => {
  it('takes members in order, and refuses a free slot, twice, their own booking, the past and a stranger', async () => {
    const { owner, court } = await heldCourt();
    const ana = await quickCustomer(app, 'Ana');
    const ben = await quickCustomer(app, 'Ben');
    const first = await queueSlot(ana, court);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().model).toMatchObject({
      kind: 'slot',
      status: 'waiting',
      position: 1,
      resourceId: court,
      start: SLOT,
      duration: 90,
      offerExpiresAt: null,
      pl: null,
    });
    expect((await queueSlot(ben, court)).json().model.position).toBe(2);
    expect(await mine(ben)).toMatchObject([{ position: 2, status: 'waiting' }]);

    const twice = await queueSlot(ana, court);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsg).toMatch(/^Ana S\d+ is already on this waitlist$/);
    const own = await queueSlot(owner, court);
    expect(own.statusCode).toBe(409);
    expect(own.json().errorMsg).toMatch(/^Olga S\d+ already plays at this time$/);
    const free = await queueSlot(ana, nextCourt());
    expect(free.statusCode).toBe(409);
    expect(free.json()).toEqual({ ok: false, errorMsg: 'This time is free: book it directly' });
    const past = await queueSlot(ana, court, { start: '2026-06-15T07:00:00.000Z' });
    expect(past.statusCode).toBe(400);

    const stranger = await quickCustomer(app);
    const refused = await queueSlot(ana, court, { customerId: stranger.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('You can only access your own data');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/publicbookings/waitlist/slot',
          payload: { customerId: ana.id, bookingTypeId: club.typeId, resourceId: court, start: SLOT, duration: 90 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses malformed input with a sentence in the caller’s language, never a 500', async () => {
    const ana = await quickCustomer(app, 'Ana');
    const res = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/waitlist/slot',
      headers: { ...ana.headers, 'accept-language': 'es-ES' },
      payload: { customerId: ana.id, bookingTypeId: club.typeId, resourceId: 'court', start: 'tomorrow', duration: 90 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain('«pista»');
    expect(res.json().errorMsg).toContain('«inicio»');
    const leave = await app.inject({ method: 'POST', url: `/api/publicbookings/waitlist/leave/${ana.id}/x`, headers: ana.headers });
    expect(leave.statusCode).toBe(400);
    expect(leave.json().errorMsg).toContain('“waitlist entry”');
  });

  it('queues a linked child, and lists the day’s taken slots for everyone', async () => {
    const { court } = await heldCourt();
    const parent = await createCustomer(app);
    const session = await bearerFor(app, parent.id);
    const child = await createCustomer(app, { parentId: parent.id, name: 'Leo' });
    const res = await post(
      '/api/publicbookings/waitlist/slot',
      { id: parent.id, ...session },
      { customerId: child.id, bookingTypeId: club.typeId, resourceId: court, start: SLOT, duration: 90 },
    );
    expect(res.statusCode, res.body).toBe(200);
    const taken = await app.inject({
      method: 'GET',
      url: `/api/publicbookings/waitlist-taken?bookingTypeId=${club.typeId}&date=2026-06-17`,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().model).toContainEqual({ resourceId: court, resourceName: expect.any(String), start: SLOT, duration: 90 });
  });
});

describe('a freed court slot', () => {
  it('is offered to the first in line alone, by mail; nobody else can book it; the grid shows it taken', async () => {
    const { court, cancel } = await heldCourt();
    const ana = await quickCustomer(app, 'Ana');
    const ben = await quickCustomer(app, 'Ben');
    await queueSlot(ana, court);
    await queueSlot(ben, court);
    expect((await cancel()).statusCode).toBe(200);

    const [offer] = await mine(ana);
    const until = new Date(Date.parse(START) + BOOKING_WAITLIST_OFFER_MINUTES * 60_000).toISOString();
    expect(offer).toMatchObject({ status: 'offered', position: 1, offerExpiresAt: until });
    expect(decodeBookingPayload(offer!.pl)).toMatchObject({
      customerId: ana.id,
      bookingTypeId: club.typeId,
      date: SLOT,
      duration: 90,
      blocks: [{ resourceId: court, startDate: SLOT, noOnline: false }],
    });
    const mails = await mailsTo(ana);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`/waitlist-offer/${offer!.id}`);
    expect(await mine(ben)).toMatchObject([{ status: 'waiting', position: 2 }]);
    expect(await mailsTo(ben)).toEqual([]);

    const carla = await quickCustomer(app, 'Carla');
    const refused = await prebookSlot(carla, court);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMsg).toBe('This time is kept for the first on its waitlist: please choose another one');
    // Another length overlapping the same court and time is kept too.
    expect((await prebookSlot(carla, court, 60)).statusCode).toBe(409);
    expect(await gridStarts(court)).not.toContain(SLOT);

    const taken = await prebookSlot(ana, court);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await statusOf(offer!.id)).toBe('taken');
    expect(await mine(ana)).toEqual([]);
  });

  it('goes to the next in line when the offer lapses (the job, on the clock), and the lapsed one is out', async () => {
    const { court, cancel } = await heldCourt();
    const ana = await quickCustomer(app, 'Ana');
    const ben = await quickCustomer(app, 'Ben');
    await queueSlot(ana, court);
    await queueSlot(ben, court);
    await cancel();
    const [offer] = await mine(ana);
    clock.advance({ minutes: BOOKING_WAITLIST_OFFER_MINUTES - 1 });
    // (The job serves every line of the club: other tests' courts too; each test checks its own.)
    await runWaitlistOffersJob(app, { clock });
    expect((await mine(ana))[0]!.status).toBe('offered');
    expect(await mailsTo(ben)).toEqual([]);

    clock.advance({ minutes: 2 });
    expect(await runWaitlistOffersJob(app, { clock })).toBeGreaterThanOrEqual(1);
    expect(await mine(ana)).toEqual([]);
    expect(await statusOf(offer!.id)).toBe('lapsed');
    expect(await mine(ben)).toMatchObject([
      {
        status: 'offered',
        position: 1,
        offerExpiresAt: new Date(Date.parse(nowInstant(clock)) + BOOKING_WAITLIST_OFFER_MINUTES * 60_000).toISOString(),
      },
    ]);
    expect(await mailsTo(ben)).toHaveLength(1);
    expect((await prebookSlot(ana, court)).statusCode).toBe(409);
    expect((await prebookSlot(ben, court)).statusCode).toBe(200);
  });

  it('leaving: a waiting member is out; an offered one’s offer goes to the next at once', async () => {
    const { court, cancel } = await heldCourt();
    const ana = await quickCustomer(app, 'Ana');
    const ben = await quickCustomer(app, 'Ben');
    const carla = await quickCustomer(app, 'Carla');
    const a = (await queueSlot(ana, court)).json().model as Entry;
    const b = (await queueSlot(ben, court)).json().model as Entry;
    await queueSlot(carla, court);
    expect((await post(`/api/publicbookings/waitlist/leave/${ben.id}/${b.id}`, ben)).json()).toEqual({ ok: true });
    expect(await mine(ben)).toEqual([]);
    expect((await mine(carla))[0]!.position).toBe(2);
    // Not theirs to leave.
    expect((await post(`/api/publicbookings/waitlist/leave/${carla.id}/${a.id}`, carla)).statusCode).toBe(404);

    await cancel();
    expect((await mine(ana))[0]!.status).toBe('offered');
    await post(`/api/publicbookings/waitlist/leave/${ana.id}/${a.id}`, ana);
    expect(await mine(carla)).toMatchObject([{ status: 'offered', position: 1 }]);
  });

  it('an unpaid hold run out: the first waiting is due the court (others are refused), and the job offers it', async () => {
    const { court } = await heldCourt();
    const ana = await quickCustomer(app, 'Ana');
    await queueSlot(ana, court);
    clock.advance({ minutes: 16 });
    const carla = await quickCustomer(app, 'Carla');
    expect((await prebookSlot(carla, court)).statusCode).toBe(409);
    expect(await mine(ana)).toMatchObject([{ status: 'waiting' }]);
    expect(await runWaitlistOffersJob(app, { clock })).toBeGreaterThanOrEqual(1);
    expect((await mine(ana))[0]!.status).toBe('offered');
  });

  it('a paid booking cancelled by its owner frees its court the same way', async () => {
    const { court, saleId, cancel } = await heldCourt();
    await markSalePaid(app, saleId);
    const ana = await quickCustomer(app, 'Ana');
    await queueSlot(ana, court);
    expect((await cancel()).statusCode).toBe(200);
    expect((await mine(ana))[0]!.status).toBe('offered');
  });
});

describe('a full open match', () => {
  /** Olga's match for two at SLOT with Ana invited: full. */
  async function fullMatch() {
    const owner = await quickCustomer(app, 'Olga');
    const ana = await quickCustomer(app, 'Ana');
    const court = matchClub.courts[courtIndex++ % matchClub.courts.length]!;
    const res = await post(
      '/api/publicbookings/prebook',
      owner,
      prebookBody({
        customerId: owner.id,
        typeId: matchClub.typeId,
        courtId: court,
        start: SLOT,
        duration: 60,
        paymentType: 'Shared',
        players: [ana.id],
        openMatch: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { bookingId, saleId } = res.json().model[0] as { bookingId: number; saleId: number };
    await markSalePaid(app, saleId);
    return { owner, ana, bookingId };
  }
  const queueMatch = (c: Customer, bookingId: number) => post('/api/publicbookings/waitlist/match', c, { customerId: c.id, bookingId });

  it('queues members; a declined place is offered to the first (the join page’s link), kept from others', async () => {
    const { owner, ana, bookingId } = await fullMatch();
    const ben = await quickCustomer(app, 'Ben');
    const carla = await quickCustomer(app, 'Carla');
    expect((await queueMatch(ben, bookingId)).json().model).toMatchObject({ kind: 'match', bookingId, position: 1, status: 'waiting' });
    await queueMatch(carla, bookingId);
    const inAlready = await queueMatch(owner, bookingId);
    expect(inAlready.statusCode).toBe(409);
    expect(inAlready.json().errorMsg).toBe('You are already in');

    expect((await post(`/api/publicbookings/decline/${bookingId}/${ana.id}`, ana)).statusCode).toBe(200);
    const [offer] = await mine(ben);
    expect(offer).toMatchObject({ status: 'offered', pl: null });
    expect((await mailsTo(ben)).at(-1)!.text_body).toContain(`/booking-join/${bookingId}`);
    expect(await mine(carla)).toMatchObject([{ status: 'waiting', position: 2 }]);

    const dan = await quickCustomer(app, 'Dan');
    // The match has a place, but it is Ben's for now: Dan may queue, not join.
    expect((await queueMatch(dan, bookingId)).statusCode).toBe(200);
    await expect(
      unitOfWork(app.db, (trx) => claimMatchPlace(trx, { bookingId, customerId: dan.id, freePlaces: 1 }, nowInstant(clock) as Instant)),
    ).rejects.toMatchObject({ key: 'placeKeptForWaitlist' });
    await unitOfWork(app.db, (trx) => claimMatchPlace(trx, { bookingId, customerId: ben.id, freePlaces: 1 }, nowInstant(clock) as Instant));
    expect(await statusOf(offer!.id)).toBe('taken');
  });

  it('refuses a match with a free place, and one not open to join', async () => {
    const { ana, bookingId } = await fullMatch();
    await post(`/api/publicbookings/decline/${bookingId}/${ana.id}`, ana);
    const ben = await quickCustomer(app, 'Ben');
    const open = await queueMatch(ben, bookingId);
    expect(open.statusCode).toBe(409);
    expect(open.json().errorMsg).toBe('This match has a free place: join it directly');
    const { bookingId: courtBooking, owner } = await heldCourt().then(async (h) => ({ bookingId: h.bookingId, owner: h.owner }));
    expect(owner.id).toBeGreaterThan(0);
    // A booking its owner did not open is as absent as a missing one (issue 29).
    const notOpen = await queueMatch(ben, courtBooking);
    expect(notOpen.statusCode).toBe(404);
    expect(notOpen.json().errorMsg).toBe((await queueMatch(ben, 987654)).json().errorMsg);
  });
});
