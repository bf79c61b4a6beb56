import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant, type Instant } from '../../../lib/clock.js';
import { markSalePaid, quickCustomer } from '../../../test/booking-fixtures.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ManualClock } from '../../../test/manual-clock.js';
import { signedInStaff } from '../../../test/staff-fixtures.js';
import { dropCatalogueCache } from '../core/booking-catalogue.service.js';
import { createBookingType, createResource } from '../setup/booking-setup.service.js';
import { createBookingTemplate } from './by-place-setup.service.js';

/**
 * Classes opened and cancelled by staff (issue 32 §2 / issue 33 §6) over HTTP on a real database (SQLite, and
 * PostgreSQL with DATABASE_URL): a weekly preview with its skips, opening exactly what it showed (a changed date is
 * 409 naming it, a double submit opens once), a role without `catalogue.write` refused, the audit rows; cancelling
 * refunds once however many clicks and mails the member; the by-place flag refused while bookings of the other kind
 * are to come. Monday 2026-06-15 10:00 in Madrid.
 */
const START = '2026-06-15T08:00:00.000Z';
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let seq = 0;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: { headers: Record<string, string> }, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const audits = (action: string) => app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const everyDay = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ open: '07:00', close: '22:00' }]]));

/** A by-place type of its own with a room and a floor plan of 4 places. */
async function classType() {
  seq += 1;
  const kind = `class_room_${seq}`;
  const room = await createResource(app.db, { name: `Studio ${seq}`, resourceType: kind }, everyDay);
  const type = await createBookingType(app.db, {
    name: `Spin ${seq}`,
    category: 'Classes',
    byPlace: true,
    durations: [45, 60],
    preferredDuration: 45,
    maxParticipants: 4,
    holdMinutes: 15,
    mainResourceType: kind,
    prices: [{ durationMinutes: 45, from: '00:00', to: '24:00', price: 800 }],
  });
  const places = Array.from({ length: 4 }, (_, i) => ({ place: `Bike ${i + 1}`, x: i * 100, y: 0, w: 80, h: 80 }));
  const plan = await createBookingTemplate(app.db, {
    name: `Plan ${seq}`,
    imageMap: 'room.svg',
    width: 400,
    height: 100,
    places,
    createdAt: nowInstant(clock),
  });
  await app.db.updateTable('booking_types').set({ booking_template_id: plan.id }).where('id', '=', type.id).execute();
  dropCatalogueCache(app.caches);
  return { typeId: type.id, room };
}

const plan = (t: { typeId: number; room: number }, over: object = {}) => ({
  bookingTypeId: t.typeId,
  resourceId: t.room,
  firstDate: '2026-06-22',
  time: '18:00',
  durationMinutes: 45,
  places: 4,
  coachId: null,
  until: '2026-07-06',
  ...over,
});

async function openOne(t: { typeId: number; room: number }, date: string) {
  const res = await call(
    'POST',
    '/api/staff/classes',
    manager,
    plan(t, { firstDate: date, until: null, dates: [date], key: `one-${date}-${Math.random().toString(36).slice(2, 12)}` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().opened[0].id as number;
}

beforeAll(async () => {
  app = await buildTestApp({ clock });
  manager = await signedInStaff(app, { role: 'manager' });
  desk = await signedInStaff(app, { role: 'desk' });
});
afterAll(() => app?.close());
beforeEach(() => clock.set(START));

describe('opening classes', () => {
  it('previews each week with its skips, opens exactly those dates once (double submit) and audits each', async () => {
    const t = await classType();
    await openOne(t, '2026-06-29');
    await app.db
      .insertInto('resource_blocks')
      .values({
        resource_id: t.room,
        starts_at: '2026-07-06T15:00:00.000Z' as Instant,
        ends_at: '2026-07-06T17:00:00.000Z' as Instant,
        reason: 'Paint',
        series_id: null,
        created_by_staff_id: null,
        created_at: null,
      })
      .execute();
    const preview = await call('POST', '/api/staff/classes/preview', manager, plan(t));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().dates.map((d: { date: string; skip: string | null }) => [d.date, d.skip])).toEqual([
      ['2026-06-22', null],
      ['2026-06-29', 'taken'],
      ['2026-07-06', 'blocked'],
    ]);
    const before = (await audits('class.open')).length;
    const body = plan(t, { dates: ['2026-06-22'], key: 'double-submit-key-1' });
    const [a, b] = await Promise.all([
      call('POST', '/api/staff/classes', manager, body),
      call('POST', '/api/staff/classes', manager, body),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().opened).toEqual(b.json().opened);
    expect(a.json().skipped).toEqual(['2026-06-29', '2026-07-06']);
    const rows = await app.db
      .selectFrom('bookings')
      .select(['id', 'max_participants', 'booking_template_id'])
      .where('booking_type_id', '=', t.typeId)
      .execute();
    expect(rows).toHaveLength(2);
    expect((await audits('class.open')).length - before).toBe(1);

    const week = await call('GET', '/api/staff/classes?week=2026-06-24', desk);
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().week).toBe('2026-06-22');
    expect(week.json().classes.find((c: { id: number }) => c.id === a.json().opened[0].id)).toMatchObject({
      taken: 0,
      capacity: 4,
      planName: `Plan ${seq}`,
    });
  });

  it('refuses a date changed since the preview (409 naming it) and more places than the plan has', async () => {
    const t = await classType();
    const shown = (await call('POST', '/api/staff/classes/preview', manager, plan(t))).json().dates.map((d: { date: string }) => d.date);
    await openOne(t, '2026-06-29');
    const res = await call('POST', '/api/staff/classes', manager, plan(t, { dates: shown, key: 'changed-dates-key-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toContain('2026-06-29');
    const big = await call('POST', '/api/staff/classes/preview', manager, plan(t, { places: 5 }));
    expect(big.statusCode).toBe(400);
    expect(big.json().errorMsg).toBe(`Plan ${seq} has 4 places: a class of it opens at most 4`);
  });

  it('refuses a role without catalogue.write by the permission’s name', async () => {
    const t = await classType();
    const res = await call('POST', '/api/staff/classes', desk, plan(t, { dates: ['2026-06-22'], key: 'desk-refused-key-1' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMsg).toContain('catalogue.write');
  });
});

describe('cancelling a class', () => {
  it('refunds a paid place once however many clicks, cancels an unpaid one, mails the members and audits once', async () => {
    const t = await classType();
    const id = await openOne(t, '2026-06-22');
    const [paid, owing] = [await quickCustomer(app, 'Paid'), await quickCustomer(app, 'Owing')];
    for (const m of [paid, owing])
      expect((await call('POST', `/api/staff/rosters/class/${id}/participants`, desk, { customerId: m.id })).statusCode).toBe(200);
    const sale = (
      await app.db
        .selectFrom('booking_participants')
        .select('sale_id')
        .where('booking_id', '=', id)
        .where('customer_id', '=', paid.id)
        .executeTakeFirstOrThrow()
    ).sale_id!;
    await markSalePaid(app, sale, 'Efectivo');

    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/api/staff/classes/${id}/cancel`, manager)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
    expect(answers.find((r) => r.statusCode === 200)!.json()).toMatchObject({ members: 2, refunded: 8 });
    const refunds = await app.db.selectFrom('booking_refunds').select('amount').where('booking_id', '=', id).execute();
    expect(refunds.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(800);
    expect((await app.db.selectFrom('sales').select('status').where('customer_id', '=', owing.id).executeTakeFirstOrThrow()).status).toBe(
      'cancelled',
    );
    expect((await app.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('cancelled');
    expect((await audits('class.cancel')).filter((a) => a.entity_id === String(id))).toHaveLength(1);
    const mails = await app.db
      .selectFrom('customer_emails')
      .select(['customer_id', 'subject'])
      .where('customer_id', 'in', [paid.id, owing.id])
      .execute();
    expect(mails.filter((m) => m.subject.includes(`Spin ${seq}`) && m.subject.includes('cancelada'))).toHaveLength(2);
    expect((await call('POST', `/api/staff/classes/${id}/cancel`, desk)).statusCode).toBe(403);
  });
});

describe('the sold-by-place flag', () => {
  it('refuses switching a type with classes to come, naming how many and the first', async () => {
    const t = await classType();
    await openOne(t, '2026-06-22');
    await openOne(t, '2026-06-29');
    const list = (await call('GET', '/api/staff/booking-types', manager)).json().model.types;
    const { id: _i, published: _p, position: _o, floorPlanId: _f, ...own } = list.find((x: { id: number }) => x.id === t.typeId);
    const res = await call('PUT', `/api/staff/booking-types/${t.typeId}`, manager, { ...own, byPlace: false });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errorMsg).toMatch(new RegExp(`^Spin ${seq} still has 2 classes to come \\(the first: Spin ${seq}, .*22.*\\)`));
    const kept = await call('PUT', `/api/staff/booking-types/${t.typeId}`, manager, { ...own, byPlace: true });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
