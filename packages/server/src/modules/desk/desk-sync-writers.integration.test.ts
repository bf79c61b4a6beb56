import type { CheckoutModel } from '@clubportal/contract/checkout';
import type { DeskChangeEvent } from '@clubportal/contract/staff-desk-sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { createTestClass, createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { openDeskStream } from '../../test/desk-stream.js';
import { releaseBookingHolds } from '../../test/hold-release.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { classPlaceReleaser } from '../bookings/index.js';
import { createSale, releaseRanOutHolds } from '../sales/index.js';

// Desks in step (issue 33 §8): every writer that changes what the day grid shows tells the desks once it commits. One desk
// keeps the grid open (its event stream) while members, jobs and other staff write; both dialects. The clock is the club's
// Monday 2026-06-15, 10:00 in Madrid (UTC+2).
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
type Member = Awaited<ReturnType<typeof quickCustomer>>;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let stream: Awaited<ReturnType<typeof openDeskStream>>;
let court = 0;
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true' } });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  club = await createTestClub(app, { courts: 10, allowJoin: true });
  stream = await openDeskStream(app, desk.headers);
});
afterAll(async () => {
  stream.close();
  await app.close();
});

const post = (url: string, headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { model?: unknown } & Record<string, unknown>;
};
/** The desk hears a change of this kind about this booking, for its club day. */
const heard = async (kind: DeskChangeEvent['kind'], bookingId: number | null, day?: string) => {
  const change = await stream.waitFor<DeskChangeEvent>((e) => {
    const c = e.data as DeskChangeEvent;
    return e.event === 'change' && c.kind === kind && (bookingId === null || c.bookingId === bookingId);
  });
  if (day) expect(change.days).toContain(day);
  return change;
};

/** A member's court for a club-local time (a court of its own each time), held until paid; `players` invited. */
async function prebook(owner: Member, date: string, time: string, over: { players?: number[]; openMatch?: boolean } = {}) {
  const courtId = club.courts[court++ % 10]!;
  const body = prebookBody({ customerId: owner.id, typeId: club.typeId, courtId, start: at(date, time), ...over });
  const made = (
    (await ok(post('/api/publicbookings/prebook', owner.headers, body))).model as Array<{ bookingId: number; saleId: number }>
  )[0]!;
  return { ...made, courtId };
}

describe('a member and the players of their booking', () => {
  it('an invitation accepted or declined, and a player leaving, are heard', async () => {
    const [owner, ana, ben] = [await quickCustomer(app, 'Olga'), await quickCustomer(app, 'Ana'), await quickCustomer(app, 'Ben')];
    const b = await prebook(owner, '2026-06-17', '18:00', { players: [ana.id, ben.id] });
    await ok(post(`/api/publicbookings/accept/${b.bookingId}/${ana.id}`, ana.headers));
    await heard('players', b.bookingId, '2026-06-17');
    stream.heard.length = 0;
    await ok(post(`/api/publicbookings/decline/${b.bookingId}/${ben.id}`, ben.headers));
    await heard('players', b.bookingId);
    stream.heard.length = 0;
    await ok(post(`/api/publicbookings/cancel/${b.bookingId}/${ana.id}`, ana.headers));
    await heard('players', b.bookingId);
  });

  it('a member joining an open match, and the owner making it private, are heard', async () => {
    const [owner, joiner] = [await quickCustomer(app, 'Pablo'), await quickCustomer(app, 'Quim')];
    const b = await prebook(owner, '2026-06-17', '19:00', { openMatch: true });
    await markSalePaid(app, b.saleId);
    await ok(post(`/api/publicbookings/byplace-prebook-place/${joiner.id}/${b.bookingId}/web`, joiner.headers));
    await heard('players', b.bookingId, '2026-06-17');
    const closed = await app.inject({
      method: 'PUT',
      url: '/api/publicbookings/open-match',
      headers: owner.headers,
      payload: { bookingId: b.bookingId, open: false },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await heard('match', b.bookingId, '2026-06-17');
  });
});

describe('holds and the waitlist', () => {
  it("a court's unpaid hold running out is heard when the hold engine releases it", async () => {
    const b = await prebook(await quickCustomer(app, 'Rita'), '2026-06-18', '09:00');
    clock.advance({ minutes: 16 });
    expect(await releaseBookingHolds(app)).toBeGreaterThanOrEqual(1);
    await heard('release', b.bookingId, '2026-06-18');
  });

  it('a freed court offered to the first in line, taken by them, is heard as their booking', async () => {
    const [holder, waiting] = [await quickCustomer(app, 'Sara'), await quickCustomer(app, 'Teo')];
    const courtId = club.courts[court % 10]!;
    const b = await prebook(holder, '2026-06-18', '11:00');
    await ok(
      post('/api/publicbookings/waitlist/slot', waiting.headers, {
        customerId: waiting.id,
        bookingTypeId: club.typeId,
        resourceId: courtId,
        start: at('2026-06-18', '11:00'),
        duration: 90,
      }),
    );
    await ok(post(`/api/publicbookings/cancel/${b.bookingId}/${holder.id}`, holder.headers));
    await heard('cancel', b.bookingId, '2026-06-18');
    const body = prebookBody({ customerId: waiting.id, typeId: club.typeId, courtId, start: at('2026-06-18', '11:00') });
    const taken = ((await ok(post('/api/publicbookings/prebook', waiting.headers, body))).model as Array<{ bookingId: number }>)[0]!;
    await heard('booking', taken.bookingId, '2026-06-18');
  });
});

describe('a class and its places', () => {
  it("a member's place taken and given back, the desk seating and removing one, a place's hold running out: all heard", async () => {
    const cls = await createTestClass(app, at('2026-06-19', '18:00'));
    const [mia, noa, lea] = [await quickCustomer(app, 'Mia'), await quickCustomer(app, 'Noa'), await quickCustomer(app, 'Lea')];
    await ok(post(`/api/publicbookings/byplace-prebook-place/${mia.id}/${cls}/web`, mia.headers));
    await heard('players', cls, '2026-06-19');
    stream.heard.length = 0;
    await ok(post(`/api/publicbookings/byplace-cancel/${cls}/${mia.id}`, mia.headers));
    await heard('players', cls, '2026-06-19');
    stream.heard.length = 0;
    await ok(post(`/api/staff/rosters/class/${cls}/participants`, desk.headers, { customerId: noa.id }));
    await heard('players', cls);
    stream.heard.length = 0;
    await ok(post(`/api/staff/rosters/class/${cls}/participants/remove`, desk.headers, { customerId: noa.id, refund: 'none' }));
    await heard('players', cls);
    stream.heard.length = 0;
    await ok(post(`/api/publicbookings/byplace-prebook-place/${lea.id}/${cls}/web`, lea.headers));
    clock.advance({ minutes: 16 });
    expect(await releaseRanOutHolds({ db: app.db, clock, log: app.log }, [classPlaceReleaser(app)])).toBeGreaterThanOrEqual(1);
    await heard('release', cls, '2026-06-19');
  });
});

describe('money', () => {
  it("a member's card payment settling, and a staff refund of it, are heard", async () => {
    const member = await quickCustomer(app, 'Uma');
    const b = await prebook(member, '2026-06-20', '10:00');
    const checkout = await ok(
      post('/api/shop/checkout-customer', member.headers, {
        saleIds: [b.saleId],
        paymentMethodId: SANDBOX_METHOD_TYPE,
        guid: `desk-sync-pay-${b.bookingId}`,
        customer: { id: member.id, acceptConditions: true },
      }),
    );
    const model = checkout.model as CheckoutModel;
    stream.heard.length = 0;
    // The member pays on the sandbox gateway: the payment settles.
    const res = await app.inject({
      method: 'POST',
      url: new URL(model.sandbox!.url).pathname,
      payload: 'action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    // It names the booking paid for, its court and its club day: only the desks showing that day read it again.
    const paid = await heard('payment', b.bookingId);
    expect(paid).toEqual({ kind: 'payment', bookingId: b.bookingId, courts: [b.courtId], days: ['2026-06-20'] });
    // Signed in now: the holds above moved the clock past an idle session's half hour.
    const manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
    const { payment_id } = await app.db
      .selectFrom('payment_sales')
      .select('payment_id')
      .where('sale_id', '=', b.saleId)
      .executeTakeFirstOrThrow();
    await ok(
      post(`/api/staff/payments/${payment_id}/refunds`, manager.headers, {
        amount: 5,
        destination: 'credit',
        reason: 'Red rota',
        idempotencyKey: `desk-sync-refund-${b.bookingId}`,
      }),
    );
    expect(await heard('refund', b.bookingId)).toEqual({
      kind: 'refund',
      bookingId: b.bookingId,
      courts: [b.courtId],
      days: ['2026-06-20'],
    });
  });

  it('a share paid at the desk names its booking and day; a payment of no booking (a fee) tells no desk', async () => {
    const who = await quickCustomer(app, 'Zoe');
    const made = (await ok(
      post('/api/staff/desk/bookings', desk.headers, {
        resourceId: club.courts[8],
        startsAt: at('2026-06-21', '12:00'),
        durationMinutes: 60,
        bookingTypeId: club.typeId,
        customer: { kind: 'existing', customerId: who.id },
      }),
    )) as { bookingId: number };
    const { sale_id } = await app.db.selectFrom('bookings').select('sale_id').where('id', '=', made.bookingId).executeTakeFirstOrThrow();
    const cashier = await signedInStaff(app, { role: 'manager', name: 'Carla Caja' });
    stream.heard.length = 0;
    await ok(post(`/api/staff/sales/${sale_id}/desk-payment`, cashier.headers, { method: 'cash' }));
    expect(await heard('payment', made.bookingId)).toEqual({
      kind: 'payment',
      bookingId: made.bookingId,
      courts: [club.courts[8]],
      days: ['2026-06-21'],
    });
    // A sale no booking is paid with (a fee, a shop order) changes nothing the grid shows.
    const fee = await createSale(app.db, {
      number: `FEE-${who.id}`,
      customerId: who.id,
      online: false,
      currency: 'EUR',
      paid: 0,
      items: [{ category: 'fee', name: 'Cuota', unitPrice: 3000, units: 1, taxPercent: 0 }],
      createdAt: clock.now().toISOString() as Instant,
    });
    stream.heard.length = 0;
    await ok(post(`/api/staff/sales/${fee}/desk-payment`, cashier.headers, { method: 'cash' }));
    // A change told after it is heard after it too (one bus, in order): by then, nothing was told of the fee.
    const marker = await prebook(who, '2026-06-21', '19:00');
    await heard('booking', marker.bookingId);
    expect(stream.heard.filter((e) => e.event === 'change' && (e.data as DeskChangeEvent).kind === 'payment')).toEqual([]);
  });
});

describe("the desk's blocks and series", () => {
  it('a block hitting a booking it cancels, and lifting it, are heard; so are a series cancelled', async () => {
    const who = await quickCustomer(app, 'Vera');
    const courtId = club.courts[9]!;
    const made = (await ok(
      post('/api/staff/desk/bookings', desk.headers, {
        resourceId: courtId,
        startsAt: at('2026-06-22', '17:00'),
        durationMinutes: 60,
        bookingTypeId: club.typeId,
        customer: { kind: 'existing', customerId: who.id },
      }),
    )) as { bookingId: number };
    const plan = { courts: [courtId], date: '2026-06-22', from: '16:00', to: '20:00', repeat: { kind: 'once' }, kind: 'rain' };
    const saved = (await ok(
      post('/api/staff/desk/blocks', desk.headers, {
        ...plan,
        choices: [{ bookingId: made.bookingId, action: 'refund' }],
        idempotencyKey: `desk-sync-block-${made.bookingId}`,
      }),
    )) as { seriesId: number };
    expect((await heard('block', null, '2026-06-22')).courts).toEqual([courtId]);
    await heard('cancel', made.bookingId, '2026-06-22');
    const [block] = (
      (await ok(app.inject({ method: 'GET', url: '/api/staff/desk/blocks', headers: desk.headers }))) as {
        blocks: Array<{ id: number; seriesId: number | null }>;
      }
    ).blocks.filter((x) => x.seriesId === saved.seriesId);
    stream.heard.length = 0;
    expect((await app.inject({ method: 'DELETE', url: `/api/staff/desk/blocks/${block!.id}`, headers: desk.headers })).statusCode).toBe(
      200,
    );
    expect((await heard('block', null, '2026-06-22')).courts).toEqual([courtId]);

    const series = {
      customer: { kind: 'existing', customerId: who.id },
      resourceId: courtId,
      bookingTypeId: club.typeId,
      durationMinutes: 60,
      startDate: '2026-06-23',
      time: '18:00',
      everyWeeks: 1,
      end: { kind: 'count', count: 2 },
      onConflict: 'skip',
    };
    const preview = (await ok(post('/api/staff/desk/series/preview', desk.headers, series))) as { dates: string[] };
    const created = (await ok(post('/api/staff/desk/series', desk.headers, { ...series, dates: preview.dates }))) as {
      seriesId: number;
      bookings: Array<{ bookingId: number }>;
    };
    const first = created.bookings[0]!.bookingId;
    await heard('walk-in', first, '2026-06-23');
    await ok(post(`/api/staff/desk/series/${created.seriesId}/cancel`, desk.headers, { bookingId: first, scope: 'all' }));
    await heard('cancel', first, '2026-06-23');
    await heard('cancel', created.bookings[1]!.bookingId, '2026-06-30');
  });
});
