import type { DeskDay } from '@clubportal/contract/staff-desk';
import type { DeskChangeEvent } from '@clubportal/contract/staff-desk-sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { deskChangeBus } from '../../lib/desk-changes.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { openDeskStream as openStream } from '../../test/desk-stream.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// Desks in step (issue 33 §8), over HTTP on both dialects: the change stream, stale edits refused with what changed,
// the 30 s undo on the injected clock; on PostgreSQL two instances on one database hear each other (LISTEN/NOTIFY).
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let app: TestApp;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let other: Awaited<ReturnType<typeof signedInStaff>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let member: Awaited<ReturnType<typeof quickCustomer>>;
const DATE = '2026-06-16';
const TODAY = '2026-06-15';
const at = (hhmm: string, date = DATE) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  other = await signedInStaff(app, { role: 'desk', name: 'Olga Otra' });
  member = await quickCustomer(app, 'Marta');
  club = await createTestClub(app, {});
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const walkIn = async (startsAt: string, resourceId = club.courts[0]) => {
  const res = await post('/api/staff/desk/bookings', desk.headers, {
    resourceId,
    startsAt,
    durationMinutes: 60,
    bookingTypeId: club.typeId,
    customer: { kind: 'existing', customerId: member.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { bookingId: number; undo: { actionId: number; kind: string; expiresAt: string } };
};
const entryOf = async (id: number, date = DATE) => {
  const res = await app.inject({ url: `/api/staff/desk/day?date=${date}`, headers: desk.headers });
  return (res.json() as DeskDay).entries.find((e) => e.id === id && e.kind !== 'block');
};
const move = (id: number, body: object, headers = desk.headers) => post(`/api/staff/desk/bookings/${id}/move`, headers, body);
const undo = (actionId: number, headers = desk.headers) => post(`/api/staff/desk/undo/${actionId}`, headers);

describe('the desks hear each other', () => {
  it('streams a move to a desk with the grid open: its kind, booking, courts and club day', async () => {
    const { bookingId } = await walkIn(at('09:00'));
    const stream = await openStream(app, other.headers);
    const res = await move(bookingId, { resourceId: club.courts[1], startsAt: at('10:00'), durationMinutes: 60 });
    expect(res.statusCode, res.body).toBe(200);
    const change = await stream.waitFor<DeskChangeEvent>(
      (e) => e.event === 'change' && (e.data as DeskChangeEvent).bookingId === bookingId,
    );
    expect(change).toEqual({ kind: 'move', bookingId, courts: [club.courts[0], club.courts[1]], days: [DATE] });
    // A walk-in and a check-in are heard too.
    const made = await walkIn(at('12:00', TODAY));
    await stream.waitFor(
      (e) =>
        e.event === 'change' && (e.data as DeskChangeEvent).kind === 'walk-in' && (e.data as DeskChangeEvent).bookingId === made.bookingId,
    );
    const player = (await entryOf(made.bookingId, TODAY))!.players[0]!;
    expect((await post('/api/staff/checkins', desk.headers, { participantId: player.participantId })).statusCode).toBe(200);
    const checked = await stream.waitFor<DeskChangeEvent>((e) => e.event === 'change' && (e.data as DeskChangeEvent).kind === 'check-in');
    expect(checked).toEqual({ kind: 'check-in', bookingId: made.bookingId, courts: [], days: [TODAY] });
    stream.close();
  });

  it('answers a call that does not ask for the stream with a sentence, not an open connection', async () => {
    const res = await app.inject({ url: '/api/staff/desk/events', headers: desk.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'This address streams the desk’s changes as events: ask for text/event-stream' });
  });

  it('refuses an edit made on what another desk has changed meanwhile, saying what changed, and saves nothing', async () => {
    const { bookingId } = await walkIn(at('14:00'));
    const seen = (await entryOf(bookingId))!.version;
    const first = await move(
      bookingId,
      { resourceId: club.courts[1], startsAt: at('15:00'), durationMinutes: 60, version: seen },
      other.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await move(bookingId, { resourceId: club.courts[0], startsAt: at('16:00'), durationMinutes: 60, version: seen });
    expect(stale.statusCode).toBe(409);
    const court2 = (await app.db.selectFrom('resources').select('name').where('id', '=', club.courts[1]!).executeTakeFirstOrThrow()).name;
    expect(stale.json()).toMatchObject({
      ok: false,
      errorMsg: `Another desk changed this booking meanwhile: it is now on ${court2} at ${DATE} 15:00 (60 min). Nothing was saved`,
      changed: { bookingId, status: 'active', resourceId: club.courts[1], courtName: court2, startsAt: at('15:00'), durationMinutes: 60 },
    });
    // The preview says so too, and the booking stands where the other desk put it.
    expect(
      (await move(bookingId, { resourceId: club.courts[0], startsAt: at('16:00'), durationMinutes: 60, version: seen, preview: true }))
        .statusCode,
    ).toBe(409);
    expect(await entryOf(bookingId)).toMatchObject({ resourceId: club.courts[1], startsAt: at('15:00') });
    // With the version read now, the move goes through.
    const fresh = (await entryOf(bookingId))!.version;
    expect(stale.json().changed.version).toBe(fresh);
    expect(
      (await move(bookingId, { resourceId: club.courts[0], startsAt: at('16:00'), durationMinutes: 60, version: fresh })).statusCode,
    ).toBe(200);
    // A booking cancelled meanwhile.
    await app.db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', bookingId).execute();
    const gone = await move(bookingId, { resourceId: club.courts[0], startsAt: at('17:00'), durationMinutes: 60, version: fresh });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({
      errorMsg: 'This booking was cancelled meanwhile. Nothing was saved',
      changed: { status: 'cancelled' },
    });
  });
});

describe('undo for 30 s', () => {
  it('puts a move that moved no money back, once, audited, and the other desks hear it', async () => {
    const { bookingId } = await walkIn(at('18:00'));
    const moved = await move(bookingId, { resourceId: club.courts[1], startsAt: at('19:00'), durationMinutes: 60 });
    expect(moved.json().difference).toBe(0);
    const { undo: offer } = moved.json();
    expect(offer).toMatchObject({ kind: 'move', expiresAt: new Date(clock.now().getTime() + 30_000).toISOString() });
    const stream = await openStream(app, other.headers);
    clock.advance({ seconds: 29 });
    // Only who did it may undo it.
    const foreign = await undo(offer.actionId, other.headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errorMsg).toBe('Only who did it can undo it');
    const res = await undo(offer.actionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, undone: 'move', bookingId });
    expect(await entryOf(bookingId)).toMatchObject({ resourceId: club.courts[0], startsAt: at('18:00'), price: 20 });
    // Heard as the move back it is.
    await stream.waitFor(
      (e) => e.event === 'change' && (e.data as DeskChangeEvent).kind === 'move' && (e.data as DeskChangeEvent).bookingId === bookingId,
    );
    stream.close();
    const [row] = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'desk.undo')
      .where('entity_id', '=', String(bookingId))
      .execute();
    expect(row).toMatchObject({ actor_label: 'Dani Desk', entity: 'booking' });
    expect(JSON.parse(row!.after_json!)).toMatchObject({ resourceId: club.courts[0], startsAt: at('18:00'), undoOf: offer.actionId });
    // Twice is not once: it changed since (the undo itself).
    const again = await undo(offer.actionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toBe('This can no longer be undone: the booking changed since');
  });

  it('refuses after 30 s, and when another desk changed the booking since', async () => {
    const { bookingId } = await walkIn(at('20:00'));
    const late = (await move(bookingId, { resourceId: club.courts[1], startsAt: at('20:00'), durationMinutes: 60 })).json().undo;
    clock.advance({ seconds: 31 });
    const res = await undo(late.actionId);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('Too late to undo: a desk action can be undone for 30 seconds');
    const offer = (await move(bookingId, { resourceId: club.courts[0], startsAt: at('20:00'), durationMinutes: 60 })).json().undo;
    expect(
      (await move(bookingId, { resourceId: club.courts[0], startsAt: at('21:00'), durationMinutes: 60 }, other.headers)).statusCode,
    ).toBe(200);
    const changed = await undo(offer.actionId);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorMsg).toBe('This can no longer be undone: the booking changed since');
    expect(await entryOf(bookingId)).toMatchObject({ resourceId: club.courts[0], startsAt: at('21:00') });
  });

  it('cancels a walk-in nothing of which is paid, and not one paid since', async () => {
    const made = await walkIn(at('10:00', '2026-06-17'));
    expect(made.undo.kind).toBe('walk-in');
    const res = await undo(made.undo.actionId);
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.db
      .selectFrom('bookings')
      .leftJoin('sales', 'sales.id', 'bookings.sale_id')
      .select(['bookings.status', 'sales.status as sale'])
      .where('bookings.id', '=', made.bookingId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', sale: 'cancelled' });
    const paid = await walkIn(at('11:00', '2026-06-17'));
    const saleId = (await app.db.selectFrom('bookings').select('sale_id').where('id', '=', paid.bookingId).executeTakeFirstOrThrow())
      .sale_id!;
    const stream = await openStream(app, other.headers);
    const pay = await post(`/api/staff/sales/${saleId}/desk-payment`, desk.headers, { method: 'cash' });
    expect(pay.statusCode, pay.body).toBe(200);
    // The payment is heard too (the desks see who has paid).
    await stream.waitFor((e) => e.event === 'change' && (e.data as DeskChangeEvent).kind === 'payment');
    stream.close();
    const refused = await undo(paid.undo.actionId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMsg).toBe('This action moved money: undo it at the desk by hand');
    expect(await entryOf(paid.bookingId, '2026-06-17')).toBeDefined();
  });

  it('takes a check-in back', async () => {
    const made = await walkIn(at('13:00', TODAY));
    const player = (await entryOf(made.bookingId, TODAY))!.players[0]!;
    const checked = await post('/api/staff/checkins', desk.headers, { participantId: player.participantId });
    const offer = checked.json().undo;
    expect(offer).toMatchObject({ kind: 'check-in' });
    const res = await undo(offer.actionId);
    expect(res.statusCode, res.body).toBe(200);
    expect((await entryOf(made.bookingId, TODAY))!.players[0]!.checkIn).toBeNull();
    const [row] = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'checkin.undo')
      .where('entity_id', '=', String(player.participantId))
      .execute();
    expect(JSON.parse(row!.after_json!)).toEqual({ undoOf: offer.actionId });
  });

  it('answers an unknown action with a sentence', async () => {
    const res = await undo(999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMsg).toBe('There is nothing to undo here');
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('hear each other through LISTEN/NOTIFY', async () => {
    const second = await buildTestApp({ clock, shareDatabaseOf: app.config });
    try {
      await second.caches.of(deskChangeBus).listening;
      await app.caches.of(deskChangeBus).listening;
      const stream = await openStream(second, other.headers);
      const { bookingId } = await walkIn(at('08:00', '2026-06-18'));
      const res = await move(bookingId, { resourceId: club.courts[1], startsAt: at('09:00', '2026-06-18'), durationMinutes: 60 });
      expect(res.statusCode, res.body).toBe(200);
      const change = await stream.waitFor<DeskChangeEvent>(
        (e) => e.event === 'change' && (e.data as DeskChangeEvent).kind === 'move' && (e.data as DeskChangeEvent).bookingId === bookingId,
      );
      expect(change.days).toEqual(['2026-06-18']);
      stream.close();
    } finally {
      await second.close();
    }
  });
});

// Without PostgreSQL, instances share their changes through Redis pub/sub (CI's local Redis; REDIS_URL).
describe.runIf(process.env.REDIS_URL && !process.env.DATABASE_URL)('two instances on one SQLite file through Redis', () => {
  it('hear each other through Redis pub/sub', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const first = await buildTestApp({ clock, shareDatabaseOf: app.config, env });
    const second = await buildTestApp({ clock, shareDatabaseOf: app.config, env });
    try {
      await Promise.all([first.caches.of(deskChangeBus).listening, second.caches.of(deskChangeBus).listening]);
      const stream = await openStream(second, other.headers);
      const made = await first.inject({
        method: 'POST',
        url: '/api/staff/desk/bookings',
        headers: desk.headers,
        payload: {
          resourceId: club.courts[0],
          startsAt: at('10:00', '2026-06-19'),
          durationMinutes: 60,
          bookingTypeId: club.typeId,
          customer: { kind: 'existing', customerId: member.id },
        },
      });
      expect(made.statusCode, made.body).toBe(200);
      const { bookingId } = made.json() as { bookingId: number };
      const change = await stream.waitFor<DeskChangeEvent>(
        (e) => e.event === 'change' && (e.data as DeskChangeEvent).bookingId === bookingId,
      );
      expect(change.days).toEqual(['2026-06-19']);
      stream.close();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
