import { describe, expect, it } from 'vitest';
import type { Instant } from '../packages/server/src/lib/clock.js';
import { recordDeskBookings } from '../packages/server/src/modules/bookings/index.js';
import { releaseBookingHolds } from '../packages/server/src/test/hold-release.js';
import { SANDBOX_METHOD_TYPE } from '../packages/server/src/modules/payments/index.js';
import { createTestClub, prebookBody } from '../packages/server/src/test/booking-fixtures.js';
import { createCustomer } from '../packages/server/src/test/factories.js';
import { ManualClock } from '../packages/server/src/test/manual-clock.js';
import { replayHarness, type Session } from './replay-harness.js';

/**
 * Issue 29 section 2 replayed as the outside probe did it, over real HTTP against a server process on a fresh
 * demo database: a private booking read and joined by sequential id, one account holding places in 25 matches
 * (four at the same hour), a joiner's paid share kept when the owner's hold lapsed, a desk match a joiner could
 * not leave. Each fails on the code the probe found.
 */
const players: Session[] = [];
let club: Awaited<ReturnType<typeof createTestClub>>;
const emails: Array<{ email: string; password: string }> = [];
const { target, db, get, post, postEmpty, postForm, attack, login, changesNothing } = replayHarness('private bookings replays', {
  // No scheduled work behind the replays' backs: the hold's release is run here, on a clock moved past it.
  env: { SANDBOX_ENABLED: 'true' },
  prepare: async (t) => {
    club = await createTestClub(t.app, { courts: 12, allowJoin: true, open: '07:00', close: '23:00' });
    for (let i = 0; i < 5; i += 1) emails.push(await createCustomer(t.app, { email: `probe-${i}@example.com` }));
  },
  started: async () => {
    for (const e of emails) players.push(await login(e.email, e.password));
  },
});
const join = (s: Session, bookingId: number) => postEmpty(`/api/publicbookings/byplace-prebook-place/${s.id}/${bookingId}/web`, s.headers);

/** Tomorrow (and the days after) at `hour` UTC: inside every club's hours and its 7 days ahead. */
const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString() as Instant;
};
let court = 0;
/** A match made at the desk (paid there: joining it is free), opened to others when `open`. */
async function deskMatch(startsAt: Instant, open: boolean, ownerId = players[4]!.id): Promise<number> {
  court += 1;
  const [id] = await recordDeskBookings(db(), [
    {
      bookingTypeId: club.typeId,
      resourceId: club.courts[court % club.courts.length]!,
      ownerId,
      startsAt,
      durationMinutes: 90,
      maxParticipants: 4,
      price: 3000,
      currency: 'EUR',
      createdAt: new Date().toISOString() as Instant,
    },
  ]);
  if (open) await db().updateTable('bookings').set({ open_match: 1 }).where('id', '=', id!).execute();
  return id!;
}

describe('issue 29 §2: a booking is private unless its owner opens it', () => {
  it('a guest reading a desk booking by its sequential id learns nothing: the same 404 as a booking that does not exist', async () => {
    const desk = await db()
      .selectFrom('bookings as b')
      .innerJoin('booking_types as t', 't.id', 'b.booking_type_id')
      .select('b.id')
      .where('t.allow_join', '=', 1)
      .where('b.origin', '=', 'desk')
      .where('b.status', '=', 'active')
      .where('b.ends_at', '>', new Date().toISOString() as Instant)
      .orderBy('b.id')
      .executeTakeFirstOrThrow();
    const missing = await get('/api/publicbookings/info/987654321');
    for (const headers of [{}, players[0]!.headers]) {
      const res = await attack(get(`/api/publicbookings/info/${desk.id}`, headers));
      expect(res.status).toBe(404);
      expect(res.text).toBe(missing.text);
    }
  });

  it('a member cannot join a private booking paid in full (for free): nothing changes', async () => {
    const id = await deskMatch(at(1, 9), false);
    await changesNothing(async () => {
      const res = await attack(join(players[0]!, id));
      expect(res.status).toBe(404);
    });
  });

  it('one account cannot hold places in matches at the same hour, nor more open places than the club’s limit', async () => {
    const s = players[1]!;
    const sameHour = [await deskMatch(at(2, 10), true), await deskMatch(at(2, 10), true), await deskMatch(at(2, 10), true)];
    expect((await join(s, sameHour[0]!)).status).toBe(200);
    for (const id of sameHour.slice(1)) {
      const res = await attack(join(s, id));
      expect(res.status).toBe(409);
      expect(res.json().errorMsg).toBe('You already have a place in another match at that time');
    }
    const days = [3, 4, 5, 6, 6];
    const joined: number[] = [];
    for (const [i, d] of days.entries()) {
      const id = await deskMatch(at(d, i === 4 ? 15 : 10), true);
      const res = await join(s, id);
      if (joined.length < 4) {
        expect(res.status, res.text).toBe(200);
        joined.push(id);
      } else {
        expect(res.status).toBe(409);
        expect(res.json().errorMsg).toContain('5');
      }
    }
    const held = await db()
      .selectFrom('booking_participants')
      .select('id')
      .where('customer_id', '=', s.id)
      .where('state', '=', 'joined')
      .execute();
    expect(held).toHaveLength(5);
  });

  it('the owner’s hold lapses after a joiner paid a share: the share goes back as paid and the joiner is mailed', async () => {
    const owner = players[2]!;
    const joiner = players[3]!;
    const pre = await post(
      '/api/publicbookings/prebook',
      prebookBody({
        customerId: owner.id,
        typeId: club.typeId,
        courtId: club.courts[0]!,
        start: at(1, 18),
        duration: 90,
        paymentType: 'Shared',
        openMatch: true,
      }),
      owner.headers,
    );
    expect(pre.status, pre.text).toBe(200);
    const { bookingId } = (pre.json().model as Array<{ bookingId: number }>)[0]!;
    const joined = await join(joiner, bookingId);
    expect(joined.status, joined.text).toBe(200);
    const saleId = (joined.json().model as { more: { saleId: number } }).more.saleId;
    const pay = await post(
      '/api/shop/checkout-customer',
      {
        saleItems: [],
        saleIds: [saleId],
        paymentMethodId: SANDBOX_METHOD_TYPE,
        guid: `lapse-${saleId}`,
        customer: { id: joiner.id, acceptConditions: true },
      },
      joiner.headers,
    );
    expect(pay.status, pay.text).toBe(200);
    const gateway = new URL((pay.json().model as { sandbox: { url: string } }).sandbox.url).pathname;
    const paid = await postForm(gateway, 'action=pay');
    expect(paid.status).toBe(303);

    // The hold's job, on a clock moved past the owner's 15-minute hold.
    const clock = new ManualClock(new Date(Date.now() + 16 * 60_000).toISOString());
    const app = target().app;
    expect(await releaseBookingHolds(app, clock)).toBeGreaterThanOrEqual(1);
    const refunds = await db()
      .selectFrom('booking_refunds')
      .select(['customer_id', 'amount', 'method'])
      .where('booking_id', '=', bookingId)
      .execute();
    expect(refunds).toEqual([{ customer_id: joiner.id, amount: 750, method: 'card' }]);
    const mails = await db().selectFrom('mail_outbox').select('subject').where('to_address', '=', emails[3]!.email).execute();
    expect(mails.map((m) => m.subject).join('\n')).toContain('Reserva anulada');
  });

  it('a member who joined a match made at the desk leaves it online', async () => {
    const id = await deskMatch(at(1, 12), true);
    const s = players[0]!;
    expect((await join(s, id)).status).toBe(200);
    const res = await postEmpty(`/api/publicbookings/cancel/${id}/${s.id}`, s.headers);
    expect(res.status, res.text).toBe(200);
  });
});
