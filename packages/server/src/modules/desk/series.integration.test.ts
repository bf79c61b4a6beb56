import type { DeskDay } from '@clubportal/contract/staff-desk';
import type { SeriesEditAnswer, SeriesPreview, SeriesView } from '@clubportal/contract/staff-series';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, dropCatalogueCache, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// Recurring bookings at the front desk (issue 33 §2), over HTTP on the demo club (EUR, Europe/Madrid), both dialects.
// Monday 2026-06-15 10:00 in Madrid; each test club's courts open 08:00-22:00, 60 min 20 €, 90 min 30 €.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let customer: Awaited<ReturnType<typeof quickCustomer>>;
/** Five Tuesdays from 2026-06-16. */
const TUESDAYS = ['2026-06-16', '2026-06-23', '2026-06-30', '2026-07-07', '2026-07-14'];
/** A club-local date and time as an instant (Madrid is UTC+2 in summer). */
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;

beforeAll(async () => {
  app = await buildTestApp({ clock });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  customer = await quickCustomer(app, 'Colegio');
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = desk.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();
const saleOf = (bookingId: number) =>
  app.db
    .selectFrom('bookings as b')
    .innerJoin('sales as s', 's.id', 'b.sale_id')
    .select(['s.id', 's.total', 's.status', 's.paid', 'b.price', 'b.status as booking_status', 'b.starts_at'])
    .where('b.id', '=', bookingId)
    .executeTakeFirstOrThrow();

/**
 * A club of its own with Tuesdays 2026-06-30 taken at 18:00 (a walk-in) and 2026-07-07 blocked by the club, and a
 * high-season price for 2026-07-14 (25 € the hour).
 */
async function clubWithConflicts() {
  const club = await createTestClub(app);
  const court = club.courts[0]!;
  const walkIn = await post('/api/staff/desk/bookings', {
    resourceId: court,
    startsAt: at('2026-06-30', '18:00'),
    durationMinutes: 60,
    bookingTypeId: club.typeId,
    customer: { kind: 'guest', name: 'Otro' },
  });
  expect(walkIn.statusCode, walkIn.body).toBe(200);
  await app.db
    .insertInto('resource_blocks')
    .values({ resource_id: court, starts_at: at('2026-07-07', '17:00'), ends_at: at('2026-07-07', '20:00'), reason: 'Torneo' })
    .execute();
  await app.db
    .insertInto('booking_prices')
    .values({
      booking_type_id: club.typeId,
      duration_minutes: 60,
      weekday: null,
      from_time: '00:00',
      to_time: '24:00',
      customer_group_id: null,
      price: 2500,
      sort_order: 0,
      resource_id: null,
      customer_id: null,
      valid_from: '2026-07-14',
      valid_to: '2026-07-31',
    })
    .execute();
  dropCatalogueCache(app.caches);
  const body = (over: object = {}) => ({
    customer: { kind: 'existing', customerId: customer.id },
    resourceId: court,
    bookingTypeId: club.typeId,
    durationMinutes: 60,
    startDate: TUESDAYS[0],
    time: '18:00',
    everyWeeks: 1,
    end: { kind: 'count', count: 5 },
    onConflict: 'skip',
    ...over,
  });
  return { club, court, body, walkInId: walkIn.json().bookingId as number };
}

async function created(body: object, headers: Record<string, string> = desk.headers) {
  const preview = await post('/api/staff/desk/series/preview', body, headers);
  expect(preview.statusCode, preview.body).toBe(200);
  const res = await post('/api/staff/desk/series', { ...body, dates: (preview.json() as SeriesPreview).dates }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    seriesId: number;
    ownerId: number;
    bookings: Array<{ bookingId: number; date: string; price: number }>;
    skipped: string[];
  };
}

describe('a weekly booking at the desk', () => {
  it('previews every date with its price for that date and its conflict; skip books around them, stop ends before the first', async () => {
    const { body } = await clubWithConflicts();
    const skip = await post('/api/staff/desk/series/preview', body());
    expect(skip.statusCode, skip.body).toBe(200);
    const p = skip.json() as SeriesPreview;
    expect(p.occurrences.map((o) => [o.date, o.price, o.conflict, o.included])).toEqual([
      ['2026-06-16', 20, null, true],
      ['2026-06-23', 20, null, true],
      ['2026-06-30', 20, 'taken', false],
      ['2026-07-07', 20, 'blocked', false],
      ['2026-07-14', 25, null, true],
    ]);
    expect(p.occurrences[0]!.startsAt).toBe(at('2026-06-16', '18:00'));
    expect(p).toMatchObject({ currency: 'EUR', dates: ['2026-06-16', '2026-06-23', '2026-07-14'], total: 65 });

    const stop = (await post('/api/staff/desk/series/preview', body({ onConflict: 'stop' }))).json() as SeriesPreview;
    expect(stop.dates).toEqual(['2026-06-16', '2026-06-23']);

    // Every two weeks until a date; a time the court is closed is a conflict of every date.
    const fortnightly = (
      await post('/api/staff/desk/series/preview', body({ everyWeeks: 2, end: { kind: 'until', date: '2026-07-14' } }))
    ).json();
    expect(fortnightly.occurrences.map((o: { date: string }) => o.date)).toEqual(['2026-06-16', '2026-06-30', '2026-07-14']);
    const late = (await post('/api/staff/desk/series/preview', body({ time: '21:30' }))).json() as SeriesPreview;
    expect(late.occurrences.every((o) => o.conflict === 'closed' && !o.included)).toBe(true);
    const none = await post('/api/staff/desk/series', { ...body({ time: '21:30' }), dates: [] });
    expect(none.statusCode).toBe(400);
  });

  it('creates one booking and one pending sale per date, each priced by the rules for its date, linked by the series and audited', async () => {
    const { body } = await clubWithConflicts();
    const made = await created(body());
    expect(made.bookings.map((b) => [b.date, b.price])).toEqual([
      ['2026-06-16', 20],
      ['2026-06-23', 20],
      ['2026-07-14', 25],
    ]);
    expect(made.skipped).toEqual(['2026-06-30', '2026-07-07']);
    const sales = await Promise.all(made.bookings.map((b) => saleOf(b.bookingId)));
    expect(sales.map((s) => [s.total, s.status, s.paid])).toEqual([
      [2000, 'pending', 0],
      [2000, 'pending', 0],
      [2500, 'pending', 0],
    ]);
    expect(new Set(sales.map((s) => s.id)).size).toBe(3);
    const rows = await app.db.selectFrom('bookings').select(['id', 'series_id', 'origin']).where('series_id', '=', made.seriesId).execute();
    expect(rows.map((r) => r.id).sort()).toEqual(made.bookings.map((b) => b.bookingId).sort());

    const [series] = await audits('desk.series.create', made.seriesId);
    expect(series).toMatchObject({ actor_kind: 'staff', actor_label: 'Dani Desk', entity: 'booking_series' });
    expect(JSON.parse(series!.after_json as string)).toMatchObject({ skipped: ['2026-06-30', '2026-07-07'], ownerId: customer.id });
    for (const b of made.bookings) {
      const [record] = await audits('desk.booking.create', b.bookingId);
      expect(JSON.parse(record!.after_json as string)).toMatchObject({ seriesId: made.seriesId, price: b.price });
    }

    // The grid of a later week shows it, and the booking's series lists every occurrence.
    const day = (await app.inject({ url: '/api/staff/desk/day?date=2026-07-14', headers: desk.headers })).json() as DeskDay;
    expect(day.entries.find((e) => e.id === made.bookings[2]!.bookingId && e.kind === 'booking')).toMatchObject({
      startsAt: at('2026-07-14', '18:00'),
      price: 25,
      payment: 'pending',
    });
    const view = await app.inject({ url: `/api/staff/desk/series/of/${made.bookings[1]!.bookingId}`, headers: desk.headers });
    expect(view.statusCode, view.body).toBe(200);
    const s = view.json().series as SeriesView;
    expect(s).toMatchObject({ id: made.seriesId, everyWeeks: 1, time: '18:00', currency: 'EUR' });
    expect(s.bookings.map((b) => [b.date, b.price, b.status, b.paid])).toEqual([
      ['2026-06-16', 20, 'active', false],
      ['2026-06-23', 20, 'active', false],
      ['2026-07-14', 25, 'active', false],
    ]);
    const single = await app.inject({ url: `/api/staff/desk/series/of/${made.bookings[0]!.bookingId + 1000}`, headers: desk.headers });
    expect(single.json()).toEqual({ ok: true, series: null });
  });

  it('refuses a create whose dates changed since the preview, naming them, and books nothing', async () => {
    const { body, court, club } = await clubWithConflicts();
    const preview = (await post('/api/staff/desk/series/preview', body())).json() as SeriesPreview;
    // Another desk takes the second Tuesday meanwhile.
    await post('/api/staff/desk/bookings', {
      resourceId: court,
      startsAt: at('2026-06-23', '18:30'),
      durationMinutes: 60,
      bookingTypeId: club.typeId,
      customer: { kind: 'guest', name: 'Rápido' },
    });
    const res = await post('/api/staff/desk/series', { ...body(), dates: preview.dates });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('These dates changed since the preview: 2026-06-23. Preview the series again before creating it');
    const spanish = await post(
      '/api/staff/desk/series',
      { ...body(), dates: preview.dates },
      { ...desk.headers, 'accept-language': 'es-ES' },
    );
    expect(spanish.statusCode).toBe(409);
    const rows = await app.db.selectFrom('bookings').select('id').where('booking_type_id', '=', club.typeId).execute();
    expect(rows).toHaveLength(2);
  });

  it('applies a price override to every occurrence, audited per occurrence, and only with prices.override', async () => {
    const { body } = await clubWithConflicts();
    const override = { price: 15, reason: 'Convenio con el colegio' };
    const refused = await post('/api/staff/desk/series/preview', body({ priceOverride: override }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe('Your role does not allow this: it needs the permission "prices.override"');
    const made = await created(body({ priceOverride: override }), manager.headers);
    expect(made.bookings.map((b) => b.price)).toEqual([15, 15, 15]);
    const records = await Promise.all(made.bookings.map(async (b) => (await audits('desk.price.override', b.bookingId))[0]));
    expect(records.map((r) => JSON.parse(r!.before_json as string))).toEqual([{ price: 20 }, { price: 20 }, { price: 25 }]);
    expect(JSON.parse(records[0]!.after_json as string)).toEqual({ price: 15, reason: 'Convenio con el colegio' });
  });
});

describe("editing a weekly booking's occurrences", () => {
  it('moves this and the following to another time after a preview; a paid one keeps its paid price; the first stays', async () => {
    const { body } = await clubWithConflicts();
    const made = await created(body());
    const [first, second, third] = made.bookings as [(typeof made.bookings)[0], (typeof made.bookings)[0], (typeof made.bookings)[0]];
    await app.db
      .updateTable('sales')
      .set({ status: 'paid', paid: 2500 })
      .where('id', '=', (await saleOf(third.bookingId)).id)
      .execute();
    const url = `/api/staff/desk/series/${made.seriesId}/move`;
    const to = { bookingId: second.bookingId, scope: 'following', resourceId: body().resourceId, time: '19:00', durationMinutes: 90 };
    const preview = await post(url, { ...to, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json() as SeriesEditAnswer;
    expect(p.saved).toBe(false);
    expect(p.occurrences.map((o) => [o.date, o.priceBefore, o.priceAfter, o.charged, o.difference, o.paid, o.conflict])).toEqual([
      ['2026-06-23', 20, 30, 30, 0, false, null],
      ['2026-07-14', 25, 30, 25, 5, true, null],
    ]);
    expect((await saleOf(second.bookingId)).starts_at).toBe(at('2026-06-23', '18:00'));

    const saved = (await post(url, { ...to, dates: ['2026-06-23', '2026-07-14'] })).json() as SeriesEditAnswer;
    expect(saved.saved).toBe(true);
    expect((await saleOf(first.bookingId)).starts_at).toBe(at('2026-06-16', '18:00'));
    expect(await saleOf(second.bookingId)).toMatchObject({ starts_at: at('2026-06-23', '19:00'), total: 3000, price: 3000 });
    expect(await saleOf(third.bookingId)).toMatchObject({ starts_at: at('2026-07-14', '19:00'), total: 2500, price: 2500, status: 'paid' });
    const [record] = await audits('desk.series.move', third.bookingId);
    expect(record).toMatchObject({ actor_label: 'Dani Desk' });
    expect(JSON.parse(record!.before_json as string)).toMatchObject({ startsAt: at('2026-07-14', '18:00'), price: 25 });
    expect(JSON.parse(record!.after_json as string)).toMatchObject({
      startsAt: at('2026-07-14', '19:00'),
      price: 25,
      difference: 5,
      scope: 'following',
    });
  });

  it('moves all but the date that cannot take it when the staff skip it; a date changed since the preview refuses the save', async () => {
    const { body, walkInId } = await clubWithConflicts();
    const made = await created(body());
    const url = `/api/staff/desk/series/${made.seriesId}/move`;
    // The walk-in of 2026-06-30 moves to 06-23's 19:00: that date of the series cannot move there.
    await post(`/api/staff/desk/bookings/${walkInId}/move`, {
      resourceId: body().resourceId,
      startsAt: at('2026-06-23', '19:00'),
      durationMinutes: 60,
    });
    const all = { bookingId: made.bookings[0]!.bookingId, scope: 'all', resourceId: body().resourceId, time: '19:00', durationMinutes: 60 };
    const preview = (await post(url, { ...all, preview: true })).json() as SeriesEditAnswer;
    expect(preview.occurrences.map((o) => [o.date, o.conflict])).toEqual([
      ['2026-06-16', null],
      ['2026-06-23', 'taken'],
      ['2026-07-14', null],
    ]);
    const unseen = await post(url, all);
    expect(unseen.statusCode).toBe(400);
    expect(unseen.json().errorMsg).toBe('Preview the change first: the save applies what the preview showed');

    // Meanwhile the last Tuesday's 19:00 is taken too: the save names it and moves nothing.
    const other = await post('/api/staff/desk/bookings', {
      resourceId: body().resourceId,
      startsAt: at('2026-07-14', '19:30'),
      durationMinutes: 60,
      bookingTypeId: body().bookingTypeId,
      customer: { kind: 'guest', name: 'Tarde' },
    });
    expect(other.statusCode, other.body).toBe(200);
    const stale = await post(url, { ...all, dates: ['2026-06-16', '2026-07-14'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMsg).toBe('These dates changed since the preview: 2026-07-14. Nothing was saved: preview the change again');
    expect((await saleOf(made.bookings[0]!.bookingId)).starts_at).toBe(at('2026-06-16', '18:00'));
    expect(await audits('desk.series.move', made.bookings[0]!.bookingId)).toHaveLength(0);

    // Saved as previewed again: the free date moves, the two in conflict stay where they were.
    const saved = await post(url, { ...all, dates: ['2026-06-16'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as SeriesEditAnswer).occurrences.map((o) => [o.date, o.conflict])).toEqual([
      ['2026-06-16', null],
      ['2026-06-23', 'taken'],
      ['2026-07-14', 'taken'],
    ]);
    expect((await saleOf(made.bookings[0]!.bookingId)).starts_at).toBe(at('2026-06-16', '19:00'));
    expect((await saleOf(made.bookings[1]!.bookingId)).starts_at).toBe(at('2026-06-23', '18:00'));
    expect((await saleOf(made.bookings[2]!.bookingId)).starts_at).toBe(at('2026-07-14', '18:00'));
    const [record] = await audits('desk.series.move', made.bookings[0]!.bookingId);
    expect(JSON.parse(record!.after_json as string).skipped).toEqual([
      { date: '2026-06-23', conflict: 'taken' },
      { date: '2026-07-14', conflict: 'taken' },
    ]);
    expect(await audits('desk.series.move', made.bookings[1]!.bookingId)).toHaveLength(0);
    const wrong = await post(url, { ...all, bookingId: walkInId, preview: true });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errorMsg).toBe('This booking is not part of that recurring booking: reload the day');
  });

  it('answers 403 to a role without bookings.desk on every series write, and lets bookings.read see a series', async () => {
    const { body } = await clubWithConflicts();
    const made = await created(body());
    const reader = await signedInStaff(app, { role: 'read-only' });
    const id = made.bookings[0]!.bookingId;
    for (const [url, payload] of [
      ['/api/staff/desk/series/preview', body()],
      ['/api/staff/desk/series', { ...body(), dates: ['2026-06-16'] }],
      [
        `/api/staff/desk/series/${made.seriesId}/move`,
        { bookingId: id, scope: 'one', resourceId: body().resourceId, time: '19:00', durationMinutes: 60 },
      ],
      [`/api/staff/desk/series/${made.seriesId}/cancel`, { bookingId: id, scope: 'one' }],
    ] as const) {
      const res = await post(url, payload, reader.headers);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await app.inject({ url: `/api/staff/desk/series/of/${id}`, headers: reader.headers })).statusCode).toBe(200);
    const coach = await signedInStaff(app, { role: 'coach' });
    expect((await app.inject({ url: `/api/staff/desk/series/of/${id}`, headers: coach.headers })).statusCode).toBe(403);
    const bad = await post('/api/staff/desk/series/preview', body({ time: '7pm', everyWeeks: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).not.toMatch(/\/|everyWeeks/);
  });

  it('cancels all still to come: unpaid released, a paid one given back the way it was paid; a started one stays', async () => {
    const { body, court, club } = await clubWithConflicts();
    const made = await created(body());
    const [first, second, third] = made.bookings as [(typeof made.bookings)[0], (typeof made.bookings)[0], (typeof made.bookings)[0]];
    const paid = await app.inject({
      method: 'POST',
      url: `/api/staff/sales/${(await saleOf(second.bookingId)).id}/desk-payment`,
      headers: manager.headers,
      payload: { method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The last test of the file: the clock stays on the first Tuesday's game.
    clock.set(new Date(at('2026-06-16', '18:30')));
    // A day later the staff sessions have ended: the desk signs in again.
    desk = await signedInStaff(app, { role: 'desk', name: 'Dana Desk' });
    {
      const url = `/api/staff/desk/series/${made.seriesId}/cancel`;
      const previewed = await post(url, { bookingId: second.bookingId, scope: 'all', preview: true });
      expect(previewed.statusCode, previewed.body).toBe(200);
      const preview = previewed.json() as SeriesEditAnswer;
      expect(preview.occurrences.map((o) => [o.date, o.paid, o.refund])).toEqual([
        ['2026-06-23', true, 20],
        ['2026-07-14', false, 0],
      ]);
      expect((await saleOf(second.bookingId)).booking_status).toBe('active');
      const res = await post(url, { bookingId: second.bookingId, scope: 'all' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await saleOf(first.bookingId)).toMatchObject({ booking_status: 'active', status: 'pending' });
      expect(await saleOf(second.bookingId)).toMatchObject({ booking_status: 'cancelled', status: 'cancelled' });
      expect(await saleOf(third.bookingId)).toMatchObject({ booking_status: 'cancelled', status: 'cancelled' });
      const refunds = await app.db
        .selectFrom('booking_refunds')
        .select(['amount', 'method'])
        .where('booking_id', '=', second.bookingId)
        .execute();
      expect(refunds.reduce((a, r) => a + r.amount, 0)).toBe(2000);
      const [record] = await audits('desk.series.cancel', third.bookingId);
      expect(JSON.parse(record!.after_json as string)).toMatchObject({ status: 'cancelled', scope: 'all', refund: 0 });
      // The freed Tuesday is the court's again.
      const again = await post('/api/staff/desk/bookings', {
        resourceId: court,
        startsAt: at('2026-07-14', '18:00'),
        durationMinutes: 60,
        bookingTypeId: club.typeId,
        customer: { kind: 'guest', name: 'Nuevo' },
      });
      expect(again.statusCode, again.body).toBe(200);
      const nothing = await post(url, { bookingId: third.bookingId, scope: 'following' });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().errorMsg).toBe('No occurrence of this choice is still to come: nothing to change');
    }
  });
});
