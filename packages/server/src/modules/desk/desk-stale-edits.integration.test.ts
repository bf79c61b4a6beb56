import type { DeskDay } from '@clubportal/contract/staff-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// Desks in step (issue 33 §8): every desk edit of a booking sends the `version` the desk saw; a booking another desk changed
// meanwhile is refused (409) with what it is now, and nothing is saved, as the move does. Both dialects. The clock is the
// club's Monday 2026-06-15, 10:30 in Madrid (UTC+2).
const clock = new ManualClock('2026-06-15T08:30:00.000Z');
const TODAY = '2026-06-15';
let app: Awaited<ReturnType<typeof buildTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let other: Awaited<ReturnType<typeof signedInStaff>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let court2 = '';
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  desk = await signedInStaff(app, { role: 'manager', name: 'Dani Desk' });
  other = await signedInStaff(app, { role: 'desk', name: 'Olga Otra' });
  club = await createTestClub(app);
  court2 = (await app.db.selectFrom('resources').select('name').where('id', '=', club.courts[1]!).executeTakeFirstOrThrow()).name;
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) => app.inject({ method: 'POST', url, headers, payload });
const entryOf = async (id: number, date: string) =>
  ((await app.inject({ url: `/api/staff/desk/day?date=${date}`, headers: desk.headers })).json() as DeskDay).entries.find(
    (e) => e.id === id && e.kind !== 'block',
  )!;
/** A walk-in the desk sees on its grid (its entry, with the version), and its sale. */
async function walkIn(date: string, time: string) {
  const who = await quickCustomer(app, 'Marta');
  const res = await post('/api/staff/desk/bookings', desk.headers, {
    resourceId: club.courts[0],
    startsAt: at(date, time),
    durationMinutes: 60,
    bookingTypeId: club.typeId,
    customer: { kind: 'existing', customerId: who.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const bookingId = res.json().bookingId as number;
  const { sale_id } = await app.db.selectFrom('bookings').select('sale_id').where('id', '=', bookingId).executeTakeFirstOrThrow();
  return { bookingId, saleId: sale_id!, seen: await entryOf(bookingId, date) };
}
/** Another desk moves it to the second court an hour later, meanwhile. */
async function movedMeanwhile(bookingId: number, date: string, time: string) {
  const res = await post(`/api/staff/desk/bookings/${bookingId}/move`, other.headers, {
    resourceId: club.courts[1],
    startsAt: at(date, time),
    durationMinutes: 60,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const stale = (res: { statusCode: number; json: () => unknown }, bookingId: number, time: string, date: string) => {
  expect(res.statusCode).toBe(409);
  const when = date === TODAY ? time : `${date} ${time}`;
  expect(res.json()).toMatchObject({
    ok: false,
    errorMsg: `Another desk changed this booking meanwhile: it is now on ${court2} at ${when} (60 min). Nothing was saved`,
    changed: { bookingId, status: 'active', resourceId: club.courts[1], startsAt: at(date, time), durationMinutes: 60 },
  });
};

describe('a desk edit made on what another desk changed meanwhile', () => {
  it('check-in: refused with what changed, nobody checked in; with the version read now, checked in', async () => {
    const b = await walkIn(TODAY, '12:00');
    await movedMeanwhile(b.bookingId, TODAY, '13:00');
    const player = b.seen.players[0]!.participantId;
    stale(await post('/api/staff/checkins', desk.headers, { participantId: player, version: b.seen.version }), b.bookingId, '13:00', TODAY);
    expect((await entryOf(b.bookingId, TODAY)).players[0]!.checkIn).toBeNull();
    const fresh = (await entryOf(b.bookingId, TODAY)).version;
    expect((await post('/api/staff/checkins', desk.headers, { participantId: player, version: fresh })).statusCode).toBe(200);
  });

  it('undoing a check-in: refused with what changed, still checked in; with the version read now, undone', async () => {
    const b = await walkIn(TODAY, '14:00');
    const player = b.seen.players[0]!.participantId;
    expect((await post('/api/staff/checkins', desk.headers, { participantId: player, version: b.seen.version })).statusCode).toBe(200);
    await movedMeanwhile(b.bookingId, TODAY, '15:00');
    const undo = (version: string) =>
      app.inject({ method: 'DELETE', url: `/api/staff/checkins/${player}?version=${version}`, headers: desk.headers });
    stale(await undo(b.seen.version), b.bookingId, '15:00', TODAY);
    expect((await entryOf(b.bookingId, TODAY)).players[0]!.checkIn).toMatchObject({ participantId: player, checkedInBy: 'Dani Desk' });
    const fresh = (await entryOf(b.bookingId, TODAY)).version;
    expect((await undo(fresh)).statusCode).toBe(200);
    expect((await entryOf(b.bookingId, TODAY)).players[0]!.checkIn).toBeNull();
  });

  it('no-show: refused with what changed, nothing marked nor charged', async () => {
    // Begun today (the desk books it: the players are on the court), then moved to another court meanwhile.
    const b = await walkIn(TODAY, '09:00');
    await movedMeanwhile(b.bookingId, TODAY, '10:00');
    const player = b.seen.players[0]!.participantId;
    stale(
      await post('/api/staff/checkins/no-shows', desk.headers, { participantId: player, version: b.seen.version }),
      b.bookingId,
      '10:00',
      TODAY,
    );
    expect(await app.db.selectFrom('no_shows').select('id').where('participant_id', '=', player).execute()).toEqual([]);
    const fresh = (await entryOf(b.bookingId, TODAY)).version;
    expect((await post('/api/staff/checkins/no-shows', desk.headers, { participantId: player, version: fresh })).statusCode).toBe(200);
  });

  it('payment at the desk: refused with what changed, nothing taken; a sale of another booking is refused', async () => {
    const b = await walkIn('2026-06-16', '12:00');
    // The grid names the sale each player pays on (the walk-in's owner: the booking's).
    expect(b.seen.players[0]!.saleId).toBe(b.saleId);
    await movedMeanwhile(b.bookingId, '2026-06-16', '13:00');
    const pay = (booking: object) => post(`/api/staff/sales/${b.saleId}/desk-payment`, desk.headers, { method: 'cash', booking });
    stale(await pay({ id: b.bookingId, version: b.seen.version }), b.bookingId, '13:00', '2026-06-16');
    const sale = () => app.db.selectFrom('sales').select(['status', 'paid']).where('id', '=', b.saleId).executeTakeFirstOrThrow();
    expect(await sale()).toEqual({ status: 'pending', paid: 0 });
    const another = await walkIn('2026-06-16', '15:00');
    const wrong = await pay({ id: another.bookingId, version: another.seen.version });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMsg).toBe('This sale is not one of this booking’s: open the booking again');
    const fresh = (await entryOf(b.bookingId, '2026-06-16')).version;
    expect((await pay({ id: b.bookingId, version: fresh })).statusCode).toBe(200);
    expect((await sale()).status).toBe('paid');
  });

  it("a series' dates: a move or a cancel from a date another desk moved is refused, nothing changed", async () => {
    const who = await quickCustomer(app, 'Serena');
    const series = {
      customer: { kind: 'existing', customerId: who.id },
      resourceId: club.courts[0],
      bookingTypeId: club.typeId,
      durationMinutes: 60,
      startDate: '2026-06-17',
      time: '18:00',
      everyWeeks: 1,
      end: { kind: 'count', count: 2 },
      onConflict: 'skip',
    };
    const preview = (await post('/api/staff/desk/series/preview', desk.headers, series)).json() as { dates: string[] };
    const made = await post('/api/staff/desk/series', desk.headers, { ...series, dates: preview.dates });
    expect(made.statusCode, made.body).toBe(200);
    const { seriesId, bookings } = made.json() as { seriesId: number; bookings: Array<{ bookingId: number }> };
    const first = bookings[0]!.bookingId;
    const seen = (await entryOf(first, '2026-06-17')).version;
    await movedMeanwhile(first, '2026-06-17', '19:00');
    const edit = { bookingId: first, scope: 'all', version: seen };
    stale(await post(`/api/staff/desk/series/${seriesId}/cancel`, desk.headers, edit), first, '19:00', '2026-06-17');
    const moveTo = { ...edit, resourceId: club.courts[0], time: '20:00', durationMinutes: 60 };
    stale(await post(`/api/staff/desk/series/${seriesId}/move`, desk.headers, { ...moveTo, preview: true }), first, '19:00', '2026-06-17');
    const dates = ['2026-06-17', '2026-06-24'];
    stale(await post(`/api/staff/desk/series/${seriesId}/move`, desk.headers, { ...moveTo, dates }), first, '19:00', '2026-06-17');
    const rows = await app.db
      .selectFrom('bookings')
      .select(['status', 'starts_at'])
      .where('series_id', '=', seriesId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { status: 'active', starts_at: at('2026-06-17', '19:00') },
      { status: 'active', starts_at: at('2026-06-24', '18:00') },
    ]);
  });

  it("a block's choice for a booking another desk moved since the preview: refused, no block saved", async () => {
    const b = await walkIn('2026-06-18', '17:00');
    const plan = { courts: club.courts, date: '2026-06-18', from: '16:00', to: '20:00', repeat: { kind: 'once' }, kind: 'rain' };
    const preview = await post('/api/staff/desk/blocks/preview', desk.headers, plan);
    const hit = (preview.json() as { hits: Array<{ bookingId: number; version: string }> }).hits.find((h) => h.bookingId === b.bookingId)!;
    expect(hit.version).toBe(b.seen.version);
    await movedMeanwhile(b.bookingId, '2026-06-18', '18:00');
    const saved = await post('/api/staff/desk/blocks', desk.headers, {
      ...plan,
      choices: [{ bookingId: b.bookingId, action: 'refund', version: hit.version }],
      idempotencyKey: `stale-block-${b.bookingId}`,
    });
    stale(saved, b.bookingId, '18:00', '2026-06-18');
    expect(await app.db.selectFrom('resource_blocks').select('id').where('starts_at', '=', at('2026-06-18', '16:00')).execute()).toEqual(
      [],
    );
  });
});
