import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { nowInstant, toInstant, type Instant } from '../../lib/clock.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';

/**
 * My calendar (issue 23 section 8): the member's secret feed with their bookings and activity sign-ups, the
 * cancelled ones as STATUS:CANCELLED with a higher SEQUENCE, and the link's life (a new one or turning it off
 * kills the old address at once; nobody else's data in it).
 */
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
const at = (hours: number): Instant => toInstant(new Date(clock.now().getTime() + hours * 3_600_000));
/** A published activity, as staff would set it up (raw row: the activities module is reached only through its services). */
async function insertActivity(
  db: typeof app.db,
  row: {
    name: string;
    type: 'activity' | 'registration';
    start_at: Instant;
    end_at: Instant | null;
    capacity: number | null;
    signup_opens_at: null;
    signup_closes_at: null;
    price: number;
    currency: string;
    created_at: Instant;
  },
): Promise<number> {
  const inserted = await db.insertInto('activities').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

beforeAll(async () => {
  app = await buildTestApp({ clock });
  club = await createTestClub(app, { anticipationMinutes: null });
});
afterAll(() => app.close());

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const post = (url: string, headers?: Record<string, string>) => app.inject({ method: 'POST', url, ...(headers ? { headers } : {}) });
const newLink = async (c: { id: number; headers: Record<string, string> }) => {
  const res = await post(`/api/publicbookings/calendar-feed/${c.id}`, c.headers);
  expect(res.statusCode).toBe(200);
  return res.json().model as { path: string; createdAt: string };
};
/** The feed's text with folded lines joined, and its events by UID. */
async function feed(path: string) {
  const res = await get(path);
  const text = res.body.replace(/\r\n /g, '');
  const events = new Map<string, string>();
  for (const block of text.split('BEGIN:VEVENT\r\n').slice(1)) {
    const uid = /^UID:(.+)$/m.exec(block)?.[1]?.trim() ?? '';
    events.set(uid, block.split('END:VEVENT')[0] ?? '');
  }
  return { res, text, events };
}
/** A customer linked to `parent` as their child (as the children's form leaves it, written as a row). */
async function linkedChild(parent: { id: number }, name: string) {
  const child = await quickCustomer(app, name);
  await app.db.updateTable('customers').set({ parent_id: parent.id }).where('id', '=', child.id).execute();
  return child;
}
async function book(c: { id: number; headers: Record<string, string> }, start: string, courtIndex = 0) {
  const entry = (
    await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: c.headers,
      payload: prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[courtIndex]!, start, duration: 60 }),
    })
  ).json().model[0];
  await markSalePaid(app, entry.saleId);
  return entry as { bookingId: number; saleId: number };
}

describe('calendar feed', () => {
  it('has my bookings and activities in the club’s zone, not other members’, and no session is needed', async () => {
    const me = await quickCustomer(app, 'Lucia');
    const other = await quickCustomer(app, 'Pablo');
    const mine = await book(me, '2026-06-20T16:00:00.000Z');
    const theirs = await book(other, '2026-06-20T16:00:00.000Z', 1);
    const activityId = await insertActivity(app.db, {
      name: 'Torneo de verano',
      type: 'activity',
      start_at: at(24 * 10),
      end_at: at(24 * 10 + 3),
      capacity: 10,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/publicactivities/inscription',
          headers: me.headers,
          payload: { customerId: me.id, id: activityId },
        })
      ).statusCode,
    ).toBe(200);
    const signup = await app.db.selectFrom('activity_signups').select('id').where('customer_id', '=', me.id).executeTakeFirstOrThrow();

    const link = await newLink(me);
    expect(link.path).toMatch(/^\/api\/publiccalendar\/[A-Za-z0-9_-]{22}\.ics$/);
    const { res, text, events } = await feed(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid');
    expect([...events.keys()].sort()).toEqual([`activity-signup-${signup.id}@portal.test`, `booking-${mine.bookingId}@portal.test`].sort());
    expect(events.has(`booking-${theirs.bookingId}@portal.test`)).toBe(false);
    const booking = events.get(`booking-${mine.bookingId}@portal.test`)!;
    // 16:00Z in June is 18:00 in Madrid.
    expect(booking).toContain('DTSTART;TZID=Europe/Madrid:20260620T180000');
    expect(booking).toContain('STATUS:CONFIRMED');
    expect(booking).toContain('SEQUENCE:0');
    expect(events.get(`activity-signup-${signup.id}@portal.test`)).toContain('SUMMARY:Torneo de verano');
  });

  it('keeps a cancelled booking as STATUS:CANCELLED with a higher SEQUENCE; a player’s invitation is tentative', async () => {
    const owner = await quickCustomer(app, 'Ana');
    const player = await quickCustomer(app, 'Bea');
    const entry = (
      await app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: owner.headers,
        payload: prebookBody({
          customerId: owner.id,
          typeId: club.typeId,
          courtId: club.courts[0]!,
          start: '2026-06-25T16:00:00.000Z',
          duration: 60,
          paymentType: 'Shared',
          players: [player.id],
        }),
      })
    ).json().model[0];
    await markSalePaid(app, entry.saleId);
    const ownerLink = await newLink(owner);
    const playerLink = await newLink(player);
    const uid = `booking-${entry.bookingId}@portal.test`;
    const before = (await feed(ownerLink.path)).events.get(uid)!;
    expect(before).toContain('STATUS:CONFIRMED');
    expect(before).toContain('SEQUENCE:0');
    expect((await feed(playerLink.path)).events.get(uid)).toContain('STATUS:TENTATIVE');

    expect((await post(`/api/publicbookings/cancel/${entry.bookingId}/${owner.id}`, owner.headers)).statusCode).toBe(200);
    for (const path of [ownerLink.path, playerLink.path]) {
      const after = (await feed(path)).events.get(uid)!;
      expect(after).toContain('STATUS:CANCELLED');
      expect(after).toContain('SEQUENCE:1');
    }
  });

  it('has my linked children’s bookings and sign-ups named after them, never another member’s child, and drops them once unlinked', async () => {
    const parent = await quickCustomer(app, 'Marta');
    const child = await linkedChild(parent, 'Lucía');
    const otherParent = await quickCustomer(app, 'Pablo');
    const otherChild = await linkedChild(otherParent, 'Mateo');
    // The parent books and signs up for the child with the parent's own session.
    const kids = await book({ id: child.id, headers: parent.headers }, '2026-06-21T16:00:00.000Z');
    const cancelled = await book({ id: child.id, headers: parent.headers }, '2026-06-22T16:00:00.000Z');
    const theirs = await book({ id: otherChild.id, headers: otherParent.headers }, '2026-06-21T16:00:00.000Z', 1);
    const activityId = await insertActivity(app.db, {
      name: 'Campus de verano',
      type: 'activity',
      start_at: at(24 * 12),
      end_at: at(24 * 12 + 3),
      capacity: 10,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
    });
    for (const who of [child, otherChild]) {
      const headers = who === child ? parent.headers : otherParent.headers;
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/publicactivities/inscription',
            headers,
            payload: { customerId: who.id, id: activityId },
          })
        ).statusCode,
      ).toBe(200);
    }
    const signup = await app.db.selectFrom('activity_signups').select('id').where('customer_id', '=', child.id).executeTakeFirstOrThrow();
    const theirSignup = await app.db
      .selectFrom('activity_signups')
      .select('id')
      .where('customer_id', '=', otherChild.id)
      .executeTakeFirstOrThrow();
    expect((await post(`/api/publicbookings/cancel/${cancelled.bookingId}/${child.id}`, parent.headers)).statusCode).toBe(200);

    const link = await newLink(parent);
    const { events } = await feed(link.path);
    const uids = {
      kids: `booking-${kids.bookingId}@portal.test`,
      cancelled: `booking-${cancelled.bookingId}@portal.test`,
      signup: `activity-signup-${signup.id}@portal.test`,
    };
    expect([...events.keys()].sort()).toEqual(Object.values(uids).sort());
    for (const uid of [`booking-${theirs.bookingId}@portal.test`, `activity-signup-${theirSignup.id}@portal.test`])
      expect(events.has(uid)).toBe(false);
    // The child's own feed has the same event without naming her; the parent's names her after it.
    const childsOwn = /^SUMMARY:(.+)$/m
      .exec((await feed((await newLink({ id: child.id, headers: parent.headers })).path)).events.get(uids.kids) ?? '')?.[1]
      ?.trim();
    expect(childsOwn).toMatch(/ - /);
    const booking = events.get(uids.kids)!;
    expect(booking).toContain(`SUMMARY:${childsOwn} - Lucía\r\n`);
    expect(booking).toContain('DTSTART;TZID=Europe/Madrid:20260621T180000');
    expect(booking).toContain('STATUS:CONFIRMED');
    expect(booking).toContain('SEQUENCE:0');
    const gone = events.get(uids.cancelled)!;
    expect(gone).toContain('STATUS:CANCELLED');
    expect(gone).toContain('SEQUENCE:1');
    expect(gone).toMatch(/SUMMARY:.+ - Lucía\r\n/);
    expect(events.get(uids.signup)).toContain('SUMMARY:Campus de verano - Lucía\r\n');
    expect(events.get(uids.signup)).toContain('STATUS:CONFIRMED');

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/children/${child.id}/unlink-from/${parent.id}`, headers: parent.headers }))
        .statusCode,
    ).toBe(200);
    const after = (await feed(link.path)).events;
    expect(after.size).toBe(0);
  });

  it('gives a booking the parent and child share one event that names the child', async () => {
    const parent = await quickCustomer(app, 'Rosa');
    const child = await linkedChild(parent, 'Lucía');
    const entry = (
      await app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: parent.headers,
        payload: prebookBody({
          customerId: parent.id,
          typeId: club.typeId,
          courtId: club.courts[0]!,
          start: '2026-06-23T16:00:00.000Z',
          duration: 60,
          paymentType: 'Shared',
          players: [child.id],
        }),
      })
    ).json().model[0];
    await markSalePaid(app, entry.saleId);
    const link = await newLink(parent);
    const { text, events } = await feed(link.path);
    const uid = `booking-${entry.bookingId}@portal.test`;
    expect(text.split(`UID:${uid}\r\n`)).toHaveLength(2);
    // The parent plays (confirmed) and the child is invited: confirmed, and it names her.
    expect(events.get(uid)).toContain('STATUS:CONFIRMED');
    expect(events.get(uid)).toMatch(/SUMMARY:.+ - Lucía\r\n/);
  });

  it('leaves out what is older than about three months and keeps every future one', async () => {
    const me = await quickCustomer(app);
    const link = await newLink(me);
    const old = await insertActivity(app.db, {
      name: 'Old',
      type: 'activity',
      start_at: at(-24 * 100),
      end_at: null,
      capacity: null,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
    });
    const recent = await insertActivity(app.db, {
      name: 'Recent',
      type: 'activity',
      start_at: at(-24 * 80),
      end_at: null,
      capacity: null,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
    });
    const far = await insertActivity(app.db, {
      name: 'Far',
      type: 'activity',
      start_at: at(24 * 400),
      end_at: null,
      capacity: null,
      signup_opens_at: null,
      signup_closes_at: null,
      price: 0,
      currency: 'EUR',
      created_at: nowInstant(clock),
    });
    for (const activity_id of [old, recent, far]) {
      await app.db
        .insertInto('activity_signups')
        .values({
          activity_id,
          customer_id: me.id,
          signed_by_id: me.id,
          sale_id: null,
          status: 'active',
          hold_expires_at: null,
          created_at: nowInstant(clock),
        })
        .execute();
    }
    const { text } = await feed(link.path);
    expect(text).not.toContain('SUMMARY:Old');
    expect(text).toContain('SUMMARY:Recent');
    expect(text).toContain('SUMMARY:Far');
  });

  it('a new link or turning it off kills the old address at once; only the member (or their parent) manages it', async () => {
    const me = await quickCustomer(app);
    const stranger = await quickCustomer(app);
    expect((await get(`/api/publicbookings/calendar-feed/${me.id}`, me.headers)).json()).toEqual({
      ok: true,
      model: { active: false, createdAt: null },
    });
    const first = await newLink(me);
    expect((await get(`/api/publicbookings/calendar-feed/${me.id}`, me.headers)).json()).toEqual({
      ok: true,
      model: { active: true, createdAt: first.createdAt },
    });
    const second = await newLink(me);
    expect(second.path).not.toBe(first.path);
    const dead = await get(first.path);
    expect(dead.statusCode).toBe(410);
    expect(dead.json()).toEqual({ ok: false, errorMsg: 'This calendar link was turned off. Get a new one in Your Bookings' });
    expect((await get(second.path)).statusCode).toBe(200);

    expect((await post(`/api/publicbookings/calendar-feed/${me.id}/revoke`, me.headers)).json()).toEqual({ ok: true });
    expect((await get(second.path)).statusCode).toBe(410);
    expect((await get(`/api/publicbookings/calendar-feed/${me.id}`, me.headers)).json().model.active).toBe(false);

    // A deleted account's link publishes nothing any more.
    const leaving = await quickCustomer(app);
    const theirs = await newLink(leaving);
    expect((await get(theirs.path)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${leaving.id}`, headers: leaving.headers })).statusCode,
    ).toBe(200);
    expect((await get(theirs.path)).statusCode).toBe(410);

    // Someone else's customer id, no session, a made-up or malformed token.
    expect((await post(`/api/publicbookings/calendar-feed/${me.id}`, stranger.headers)).statusCode).toBe(403);
    expect((await post(`/api/publicbookings/calendar-feed/${me.id}/revoke`, stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/publicbookings/calendar-feed/${me.id}`)).statusCode).toBe(401);
    const unknown = await get('/api/publiccalendar/AAAAAAAAAAAAAAAAAAAAAA.ics', { 'accept-language': 'es-ES' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, errorMsg: 'Este enlace de calendario no existe' });
    expect((await get('/api/publiccalendar/short.ics')).statusCode).toBe(400);
    expect((await get(`/api/publicbookings/calendar-feed/0x1`, me.headers)).statusCode).toBe(400);
  });

  // Last: it spends this address's allowance of the feed.
  it('is rate-limited per address like the other token routes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < RATE_LIMITS.calendarFeed.max + 1; i += 1)
      answers.push((await get('/api/publiccalendar/AAAAAAAAAAAAAAAAAAAAAA.ics')).statusCode);
    // The earlier tests of this file spent part of it already: the first calls still answer, then 429.
    expect(answers[0]).toBe(404);
    expect(answers.at(-1)).toBe(429);
    expect([...new Set(answers)].sort()).toEqual([404, 429]);
  });
});
