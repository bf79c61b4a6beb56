import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import type { OccupancyReport } from '@clubportal/contract/staff-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { cardRefundsSettled, SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { createProduct } from '../shop/index.js';

// The staff's reports (issue 33 §7) over HTTP, on the demo club (Europe/Madrid, UTC+1 in December), both dialects.
// Monday 7 December 2026 is a day the demo's bookings (three days around today) do not reach.
const clock = new ManualClock('2026-12-01T09:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let accountant: Awaited<ReturnType<typeof signedInStaff>>;
let coach: Awaited<ReturnType<typeof signedInStaff>>;
let player: Awaited<ReturnType<typeof quickCustomer>>;
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true' } });
  club = await createTestClub(app, { courts: 2 });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
  accountant = await signedInStaff(app, { role: 'accountant', name: 'Ada Accountant' });
  coach = await signedInStaff(app, { role: 'coach', name: 'Cora Coach' });
  player = await quickCustomer(app, 'Paula');
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = owner.headers) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });

/** Prebooks a court for the player: `local` is Madrid's wall clock on 7 December (UTC+1). */
async function prebook(court: number, local: string, minutes: 60 | 90) {
  const hour = Number(local.slice(0, 2)) - 1;
  const start = `2026-12-07T${String(hour).padStart(2, '0')}:${local.slice(3)}:00.000Z`;
  const res = await post(
    '/api/publicbookings/prebook',
    prebookBody({ customerId: player.id, typeId: club.typeId, courtId: court, start, duration: minutes }),
    player.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model[0] as { bookingId: number; saleId: number };
}
async function payInSandbox(saleIds: number[]) {
  const res = await post(
    '/api/shop/checkout-customer',
    {
      saleItems: [],
      saleIds,
      paymentMethodId: SANDBOX_METHOD_TYPE,
      guid: `reports-${(seq += 1)}`,
      customer: { id: player.id, acceptConditions: true },
    },
    player.headers,
  );
  const model = res.json().model as CheckoutModel;
  const pay = await app.inject({
    method: 'POST',
    url: new URL(model.sandbox?.url ?? '').pathname,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(pay.statusCode).toBe(303);
}
const delivery = {
  name: 'Dora',
  surname: 'Debt',
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  town: 'Madrid',
  country: 'ES',
  postalCode: '28001',
  email: 'dora@example.com',
  phone: '600000000',
};
const auditedExports = (name: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', 'data.export').where('actor_label', '=', name).orderBy('id').execute();

describe('occupancy against opening hours', () => {
  it('counts booked minutes per court and hour of the club’s day; blocks apart; cancelled and lapsed holds not at all', async () => {
    const [courtA, courtB] = club.courts as [number, number];
    // A hold nobody pays: it runs out (15 minutes) before the report is read.
    await prebook(courtA, '16:00', 60);
    clock.advance({ minutes: 20 });
    const paid = await prebook(courtA, '10:00', 90);
    await payInSandbox([paid.saleId]);
    const cancelled = await prebook(courtA, '12:00', 60);
    await payInSandbox([cancelled.saleId]);
    expect((await post(`/api/publicbookings/cancel/${cancelled.bookingId}/${player.id}`, {}, player.headers)).statusCode).toBe(200);
    await cardRefundsSettled(app.db);
    // A hold still running counts: the court is taken while it holds.
    await prebook(courtB, '18:00', 60);
    // Maintenance on court B, 07:00-10:00 local: only 08:00-10:00 is inside the opening hours (08:00-22:00).
    await app.db
      .insertInto('resource_blocks')
      .values({
        resource_id: courtB,
        starts_at: '2026-12-07T06:00:00.000Z' as Instant,
        ends_at: '2026-12-07T09:00:00.000Z' as Instant,
        reason: 'Maintenance',
      })
      .execute();

    const res = await get('/api/staff/reports/occupancy?from=2026-12-07&to=2026-12-07', accountant.headers);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as OccupancyReport;
    const a = report.courts.find((c) => c.id === courtA);
    const b = report.courts.find((c) => c.id === courtB);
    expect(a).toMatchObject({ openMinutes: 14 * 60, bookedMinutes: 90, blockedMinutes: 0 });
    expect(b).toMatchObject({ openMinutes: 14 * 60, bookedMinutes: 60, blockedMinutes: 120 });
    const cell = (court: number, hour: number) => report.byHour.find((h) => h.courtId === court && h.hour === hour);
    expect(cell(courtA, 10)).toEqual({ courtId: courtA, hour: 10, openMinutes: 60, bookedMinutes: 60, blockedMinutes: 0 });
    expect(cell(courtA, 11)).toMatchObject({ bookedMinutes: 30 });
    expect(cell(courtA, 12)).toMatchObject({ bookedMinutes: 0 });
    expect(cell(courtA, 16)).toMatchObject({ bookedMinutes: 0 });
    expect(cell(courtB, 8)).toMatchObject({ openMinutes: 60, bookedMinutes: 0, blockedMinutes: 60 });
    expect(cell(courtB, 7)).toBeUndefined();
    // One Monday: every minute of the report is Monday's.
    const monday = report.byWeekday.find((w) => w.weekday === 1)!;
    expect(monday).toMatchObject({ openMinutes: report.total.openMinutes, bookedMinutes: report.total.bookedMinutes });
    expect(report.byWeekday.filter((w) => w.weekday !== 1).every((w) => w.openMinutes === 0)).toBe(true);
    // The demo's padel courts were open that day too and nobody booked them.
    expect(report.courts.length).toBeGreaterThan(2);
  });

  it('gives the same figures as a CSV file, audited as an export', async () => {
    const res = await get('/api/staff/reports/occupancy.csv?from=2026-12-07&to=2026-12-07', accountant.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="occupancy-2026-12-07-to-2026-12-07.csv"');
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('by,court,weekday,hour,open minutes,booked minutes,blocked minutes,occupancy %');
    const [, courtB] = club.courts as [number, number];
    const name = (await app.db.selectFrom('resources').select('name').where('id', '=', courtB).executeTakeFirstOrThrow()).name;
    expect(lines).toContain(`court,${name},,,840,60,120,7`);
    expect(lines).toContain(`hour,${name},,8,60,0,60,0`);
    const [record] = await auditedExports('Ada Accountant');
    expect(record).toMatchObject({ entity: 'report', entity_id: 'occupancy' });
    expect(JSON.parse(record!.after_json!)).toEqual({ kind: 'occupancy', from: '2026-12-07', to: '2026-12-07' });
  });
});

describe('outstanding debts', () => {
  it('lists what customers owe oldest first: a sale to pay at the club and a fee charged', async () => {
    const debtor = await quickCustomer(app, 'Dora');
    const fee = await post(
      '/api/staff/fees',
      { customerId: debtor.id, description: 'Cuota mensual', amount: 45, periodMonths: 1, firstDueDate: '2026-11-15' },
      owner.headers,
    );
    expect(fee.statusCode, fee.body).toBe(200);
    expect((await post('/api/staff/fees/run', { upTo: '2026-12-01' }, owner.headers)).statusCode).toBe(200);
    // A shop order the customer chose to pay at the club: nothing held, owed until the desk takes it.
    const productId = await createProduct(
      app.db,
      { name: 'Grip', price: 750, basis: 'gross', currency: 'EUR', stock: 5, createdAt: nowInstant(clock) },
      app.caches,
    );
    const order = await post(
      '/api/shop/checkout-customer',
      {
        saleItems: [{ productId, units: 1 }],
        saleIds: [],
        paymentMethodId: PaymentMethodType.Pending,
        guid: `reports-debt-${(seq += 1)}`,
        customer: { id: debtor.id, ...delivery, acceptConditions: true },
      },
      debtor.headers,
    );
    expect(order.statusCode, order.body).toBe(200);

    const res = await get('/api/staff/reports/debts', accountant.headers);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().debts as Array<{ customerId: number; kind: string; since: string; owed: number }>).filter(
      (d) => d.customerId === debtor.id,
    );
    expect(mine.map((d) => [d.kind, d.since, d.owed])).toEqual([
      ['fee', '2026-11-15', 45],
      ['sale', '2026-12-01', 7.5],
    ]);
    const all = res.json().debts as Array<{ since: string }>;
    expect([...all].sort((x, y) => x.since.localeCompare(y.since))).toEqual(all);

    const csv = await get('/api/staff/reports/debts.csv', accountant.headers);
    expect(csv.body.slice(1).split('\r\n')[0]).toBe('since,sale id,number,kind,customer id,customer,title,total,owed,currency');
    expect(csv.body).toMatch(new RegExp(`\\r\\n2026-11-15,\\d+,[^,]+,fee,${debtor.id},Dora S\\d+,[^\\r]*,45\\.00,45\\.00,EUR\\r\\n`));
  });
});

describe('who may read reports', () => {
  it('refuses a role without reports.read (the coach), and records no export', async () => {
    for (const path of [
      'occupancy?from=2026-12-01&to=2026-12-07',
      'occupancy.csv?from=2026-12-01&to=2026-12-07',
      'revenue?from=2026-12-01&to=2026-12-07',
      'revenue.csv?from=2026-12-01&to=2026-12-07&by=method',
      'debts',
      'debts.csv',
    ]) {
      const res = await get(`/api/staff/reports/${path}`, coach.headers);
      expect(res.statusCode, path).toBe(403);
    }
    expect(await auditedExports('Cora Coach')).toEqual([]);
  });

  it('refuses a range running backwards or too long, a bad dimension, with a sentence; writes nothing', async () => {
    const before = await app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const backwards = await get('/api/staff/reports/occupancy?from=2026-12-07&to=2026-12-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ ok: false, errorMsg: 'Choose a first day on or before the last day, at most 366 days apart' });
    expect((await get('/api/staff/reports/revenue.csv?from=2024-01-01&to=2026-01-01')).statusCode).toBe(400);
    const dimension = await get('/api/staff/reports/revenue?from=2026-12-01&to=2026-12-07&by=weather');
    expect(dimension.statusCode).toBe(400);
    expect(dimension.json().errorMsg).not.toMatch(/\bby\b.*enum|\[/);
    expect((await get('/api/staff/reports/occupancy')).statusCode).toBe(400);
    const after = await app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
