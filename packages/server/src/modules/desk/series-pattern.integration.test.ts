import type { SeriesPreview, SeriesRescheduleAnswer, SeriesView } from '@clubportal/contract/staff-series';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrator } from '../../db/migrate.js';
import type { Instant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';

// A recurring booking keeps what it is from now on (issue 33 §2): moving the following dates changes its time, court and
// length, a reschedule its weekday and time, and the weeks a later change adds are booked so, at the price staff agreed
// for the series when they made it (audited). Both dialects; the demo club (EUR, Europe/Madrid, UTC+2 in summer), Monday
// 2026-06-15 10:00; each test club's courts open 08:00-22:00, 60 min 20 €, 90 min 30 €.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+02:00`).toISOString() as Instant;
const schemaOf = () => (app.config.database.kind === 'postgres' ? app.config.database.schema : undefined);

beforeAll(async () => {
  app = await buildTestApp({ clock });
  desk = await signedInStaff(app, { role: 'desk', name: 'Dani Desk' });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = desk.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const seriesRow = (id: number) =>
  app.db
    .selectFrom('booking_series')
    .select(['local_time', 'weekday', 'resource_id', 'duration_minutes', 'price_override', 'price_override_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const bookingOf = (id: number) =>
  app.db
    .selectFrom('bookings as b')
    .innerJoin('booking_blocks as bb', 'bb.booking_id', 'b.id')
    .innerJoin('sales as s', 's.id', 'b.sale_id')
    .select(['b.starts_at', 'b.duration_minutes', 'b.price', 'b.series_id', 'bb.resource_id', 's.total'])
    .where('b.id', '=', id)
    .executeTakeFirstOrThrow();
const viewOf = async (bookingId: number) =>
  (await app.inject({ url: `/api/staff/desk/series/of/${bookingId}`, headers: desk.headers })).json().series as SeriesView;

/** Four Tuesdays at 18:00 from 2026-06-16 on a club of its own, made by `by` (with a price override when given). */
async function tuesdays(by = desk, priceOverride?: { price: number; reason: string }) {
  const club = await createTestClub(app);
  const owner = await quickCustomer(app, 'Colegio');
  const body = {
    customer: { kind: 'existing', customerId: owner.id },
    resourceId: club.courts[0],
    bookingTypeId: club.typeId,
    durationMinutes: 60,
    startDate: '2026-06-16',
    time: '18:00',
    everyWeeks: 1,
    end: { kind: 'count', count: 4 },
    onConflict: 'skip',
    ...(priceOverride ? { priceOverride } : {}),
  };
  const preview = (await post('/api/staff/desk/series/preview', body, by.headers)).json() as SeriesPreview;
  const res = await post('/api/staff/desk/series', { ...body, dates: preview.dates }, by.headers);
  expect(res.statusCode, res.body).toBe(200);
  const made = res.json() as { seriesId: number; bookings: Array<{ bookingId: number }> };
  return { club, seriesId: made.seriesId, ids: made.bookings.map((b) => b.bookingId) as [number, number, number, number] };
}

/** Previews a reschedule, then saves what it showed; answers the saved dates. */
async function reschedule(seriesId: number, change: object) {
  const url = `/api/staff/desk/series/${seriesId}/reschedule`;
  const preview = (await post(url, { ...change, preview: true })).json() as SeriesRescheduleAnswer;
  const saved = await post(url, { ...change, expected: preview.expected });
  expect(saved.statusCode, saved.body).toBe(200);
  return { preview, saved: saved.json() as SeriesRescheduleAnswer };
}

describe('what a weekly booking is from now on', () => {
  it('moving the following dates changes its time, court and length; the weeks a later change adds are booked so', async () => {
    const { club, seriesId, ids } = await tuesdays();
    const [courtA, courtB] = club.courts as [number, number];
    expect(await seriesRow(seriesId)).toMatchObject({ local_time: '18:00', weekday: 2, resource_id: courtA, duration_minutes: 60 });
    // One date alone is the desk's business with the customer in front of it: the series stays as it is.
    const url = `/api/staff/desk/series/${seriesId}/move`;
    const one = { bookingId: ids[0], scope: 'one', resourceId: courtA, time: '19:00', durationMinutes: 60, dates: ['2026-06-16'] };
    expect((await post(url, one)).statusCode).toBe(200);
    expect(await seriesRow(seriesId)).toMatchObject({ local_time: '18:00', resource_id: courtA, duration_minutes: 60 });

    const following = { ...one, bookingId: ids[2], scope: 'following', resourceId: courtB, time: '20:00', durationMinutes: 90 };
    const moved = await post(url, { ...following, dates: ['2026-06-30', '2026-07-07'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await seriesRow(seriesId)).toMatchObject({ local_time: '20:00', weekday: 2, resource_id: courtB, duration_minutes: 90 });
    expect(await viewOf(ids[0])).toMatchObject({ time: '20:00', weekday: 2 });

    // All still to come at 20:00 and a week more: the added week is on the series' court and length now, not the first date's.
    const { preview, saved } = await reschedule(seriesId, {
      bookingId: ids[0],
      scope: 'all',
      weekday: 2,
      time: '20:00',
      until: '2026-07-14',
      onConflict: 'skip',
    });
    expect(preview.dates.map((d) => [d.date, d.action, d.price])).toEqual([
      ['2026-06-16', 'move', 20],
      ['2026-06-23', 'move', 20],
      ['2026-06-30', 'keep', 30],
      ['2026-07-07', 'keep', 30],
      ['2026-07-14', 'book', 30],
    ]);
    const added = saved.dates.find((d) => d.action === 'book')!.bookingId!;
    expect(await bookingOf(added)).toMatchObject({
      starts_at: at('2026-07-14', '20:00'),
      duration_minutes: 90,
      resource_id: courtB,
      series_id: seriesId,
      total: 3000,
    });
  });

  it('a reschedule to another weekday keeps it: the series reads Thursday at 19:00 from then on', async () => {
    const { seriesId, ids } = await tuesdays();
    await reschedule(seriesId, {
      bookingId: ids[1],
      scope: 'following',
      weekday: 4,
      time: '19:00',
      until: '2026-07-09',
      onConflict: 'skip',
    });
    expect(await seriesRow(seriesId)).toMatchObject({ local_time: '19:00', weekday: 4 });
    expect(await viewOf(ids[0])).toMatchObject({ time: '19:00', weekday: 4 });
  });
});

describe("a weekly booking's agreed price", () => {
  it('is carried to the weeks a later change adds, audited as an override, whoever extends it', async () => {
    const { seriesId, ids } = await tuesdays(manager, { price: 15, reason: 'Convenio con el colegio' });
    expect(await seriesRow(seriesId)).toMatchObject({ price_override: 1500, price_override_reason: 'Convenio con el colegio' });
    // The desk (without prices.override) extends it two weeks: the club's agreed price stands, it sets none of its own.
    const { preview, saved } = await reschedule(seriesId, {
      bookingId: ids[0],
      scope: 'all',
      weekday: 2,
      time: '18:00',
      until: '2026-07-21',
      onConflict: 'skip',
    });
    expect(preview.dates.filter((d) => d.action === 'book').map((d) => [d.date, d.price])).toEqual([
      ['2026-07-14', 15],
      ['2026-07-21', 15],
    ]);
    const added = saved.dates.filter((d) => d.action === 'book').map((d) => d.bookingId!);
    expect(added).toHaveLength(2);
    for (const id of added) {
      expect(await bookingOf(id)).toMatchObject({ price: 1500, total: 1500, series_id: seriesId });
      const [audit] = await app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'desk.price.override')
        .where('entity_id', '=', String(id))
        .execute();
      expect(audit).toMatchObject({ actor_kind: 'staff', actor_id: desk.id });
      expect(JSON.parse(audit!.before_json!)).toEqual({ price: 20 });
      expect(JSON.parse(audit!.after_json!)).toEqual({ price: 15, reason: 'Convenio con el colegio', seriesId, carried: true });
    }
  });

  it('a series made at the rules’ price adds its weeks at the rules’ price, with no override audited', async () => {
    const { seriesId, ids } = await tuesdays();
    expect(await seriesRow(seriesId)).toMatchObject({ price_override: null, price_override_reason: null });
    const { saved } = await reschedule(seriesId, {
      bookingId: ids[0],
      scope: 'all',
      weekday: 2,
      time: '18:00',
      until: '2026-07-14',
      onConflict: 'skip',
    });
    const added = saved.dates.find((d) => d.action === 'book')!.bookingId!;
    expect(await bookingOf(added)).toMatchObject({ price: 2000, total: 2000 });
    const audits = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'desk.price.override')
      .where('entity_id', '=', String(added))
      .execute();
    expect(audits).toEqual([]);
  });
});

describe('migration 0071: the series as it is from now on', () => {
  it('steps back and forth, each series reading the weekday of its first date', async () => {
    const { seriesId } = await tuesdays();
    const m = migrator(app.db, schemaOf());
    const back = await m.migrateTo('0069-forms-and-teams');
    expect(back.error).toBeUndefined();
    expect(await app.db.selectFrom('booking_series').select('local_time').where('id', '=', seriesId).executeTakeFirst()).toEqual({
      local_time: '18:00',
    });
    await migrateToLatest(app.db, schemaOf());
    expect(await seriesRow(seriesId)).toMatchObject({ weekday: 2, local_time: '18:00', price_override: null });
  });
});
