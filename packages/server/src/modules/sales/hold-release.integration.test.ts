import type { CheckoutModel } from '@clubportal/contract/checkout';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordAudit, systemActor } from '../../db/audit-log.js';
import type { Tx } from '../../db/unit-of-work.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { createTestActivity } from '../../test/activity-fixtures.js';
import { createTestClass, createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { releaseBookingHolds } from '../../test/hold-release.js';
import { ManualClock } from '../../test/manual-clock.js';
import { SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { createProduct } from '../shop/index.js';
import { CHECKOUT_HOLD_MINUTES, holdReleaseRegistry, HoldTakenMeanwhile, releaseRanOutHolds, type HoldReleaser } from './index.js';

/**
 * The one engine of things held until paid (issue 34): each owner's releaser runs from one job, each owner
 * released in a unit of work of its own; the `release-holds` job gives back a court, a class place, an
 * activity sign-up and a checkout whose holds ran out, each on its rule's record in the audit log.
 */
const START = '2026-06-15T08:00:00.000Z';
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true' } });
});
afterAll(() => app.close());

/** Waits for a condition, checking as the event loop turns (a pg-boss worker runs the job on PostgreSQL); fails after `ms`. */
async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const auditOf = (entity: string, id: number | string) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor_kind', 'actor_label', 'action'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('the hold engine', () => {
  it('releases each owner in a unit of work of its own: a failure rolls back that one alone and the next rules still run', async () => {
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const seen: Instant[] = [];
    const probe = (rule: string, id: number) => `${rule}-${id}-${START}`;
    const write = (trx: Tx, rule: string, id: number, now: Instant) =>
      recordAudit(trx, { actor: systemActor(rule), action: 'probe.released', entity: 'hold_probe', entityId: probe(rule, id) }, now);
    const flaky: HoldReleaser = {
      rule: 'probe-flaky',
      ranOut: async (_db, now, limit) => {
        seen.push(now);
        expect(limit).toBe(100);
        return [1, 2, 3];
      },
      release: async (trx, id, now) => {
        await write(trx, 'probe-flaky', id, now);
        if (id === 2) throw new Error('refund provider down');
        return 1;
      },
    };
    const paidMeanwhile: HoldReleaser = {
      rule: 'probe-paid',
      ranOut: async () => [1],
      release: async (trx, id, now) => {
        await write(trx, 'probe-paid', id, now);
        throw new HoldTakenMeanwhile();
      },
    };
    const unlisted: HoldReleaser = {
      rule: 'probe-unlisted',
      ranOut: () => Promise.reject(new Error('database busy')),
      release: () => Promise.resolve(1),
    };
    const last: HoldReleaser = {
      rule: 'probe-last',
      ranOut: async () => [7],
      release: async (trx, id, now) => (await write(trx, 'probe-last', id, now), 2),
    };

    expect(await releaseRanOutHolds({ db: app.db, clock, log }, [flaky, paidMeanwhile, unlisted, last])).toBe(4);
    expect(seen).toEqual([nowInstant(clock)]);
    const written = await app.db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'hold_probe').orderBy('id').execute();
    expect(written.map((r) => r.entity_id)).toEqual([probe('probe-flaky', 1), probe('probe-flaky', 3), probe('probe-last', 7)]);
    // The failure and the list that could not be read are logged (tried again next run); a sale paid meanwhile is not a failure.
    expect(warn.mock.calls.map(([fields]) => fields as { part: string; key?: number })).toMatchObject([
      { part: 'probe-flaky', key: 2 },
      { part: 'probe-unlisted' },
    ]);
  });

  it('refuses a rule registered twice', () => {
    const releaser: HoldReleaser = { rule: 'probe', ranOut: async () => [], release: async () => 0 };
    const registry = holdReleaseRegistry().register(releaser);
    expect(() => registry.register({ ...releaser })).toThrow('Hold releaser probe is registered twice');
    expect(registry.names).toEqual(['probe']);
  });
});

describe('the release-holds job', () => {
  it('gives back a court, a class place, an activity sign-up and a checkout whose holds ran out unpaid', async () => {
    const member = await quickCustomer(app, 'Ana');
    const post = async (url: string, payload: object) => {
      const res = await app.inject({ method: 'POST', url, payload, headers: member.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().model;
    };
    // A court held 15 minutes until paid.
    const club = await createTestClub(app, { courts: 1 });
    const start = '2026-06-17T10:00:00.000Z';
    const [court] = (await post(
      '/api/publicbookings/prebook',
      prebookBody({ customerId: member.id, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }),
    )) as Array<{ bookingId: number; saleId: number }>;
    // A class place held 15 minutes.
    const classId = await createTestClass(app, '2026-06-16T17:00:00.000Z' as Instant);
    const place = (await post(`/api/publicbookings/byplace-prebook-place/${member.id}/${classId}/web`, {})) as { more: { saleId: number } };
    // An activity sign-up held 30 minutes; nobody waits in its line, so only the hold engine ends it.
    const activityId = await createTestActivity(app.db, clock, { price: 2500, capacity: 5, name: 'Hold clinic' });
    const signup = (await post('/api/publicactivities/inscription', { customerId: member.id, id: activityId })) as { saleId: number };
    // A shop checkout paid online, its two units and the sale held 30 minutes.
    const product = await createProduct(
      app.db,
      { name: 'Grip', price: 500, basis: 'gross', currency: 'EUR', stock: 5, createdAt: nowInstant(clock) },
      app.caches,
    );
    const delivery = { name: 'Ana', surname: 'Ruiz', addressLine1: 'Calle Mayor 1', city: 'Madrid', town: 'Madrid', country: 'ES' };
    const checkout = (await post('/api/shop/checkout-customer', {
      saleItems: [{ productId: product, units: 2 }],
      saleIds: [],
      paymentMethodId: SANDBOX_METHOD_TYPE,
      guid: 'hold-engine-checkout',
      customer: { id: member.id, ...delivery, postalCode: '28001', email: 'ana@example.com', phone: '600000000', acceptConditions: true },
    })) as CheckoutModel;
    const stock = async () =>
      (await app.db.selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()).stock;
    expect(await stock()).toBe(3);
    const checkoutSale = await app.db.selectFrom('sales').select('id').where('number', '=', checkout.saleNumber).executeTakeFirstOrThrow();
    const payment = await app.db
      .selectFrom('payments as p')
      .innerJoin('payment_sales as ps', 'ps.payment_id', 'p.id')
      .select('p.id')
      .where('ps.sale_id', '=', checkoutSale.id)
      .executeTakeFirstOrThrow();

    // Past the longest of these holds (the sign-up's and the checkout's): the job's first run gives all four back.
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 1 });
    const saleStatus = async (id: number) =>
      (await app.db.selectFrom('sales').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const sales = [court!.saleId, place.more.saleId, signup.saleId, checkoutSale.id];
    expect(await Promise.all(sales.map(saleStatus))).toEqual(['pending', 'pending', 'pending', 'pending']);
    await app.jobs.start();
    await until(async () => (await Promise.all(sales.map(saleStatus))).every((s) => s === 'cancelled'));

    const booking = await app.db.selectFrom('bookings').select('status').where('id', '=', court!.bookingId).executeTakeFirstOrThrow();
    expect(booking.status).toBe('cancelled');
    const seat = await app.db
      .selectFrom('booking_participants')
      .select(['state', 'sale_id'])
      .where('booking_id', '=', classId)
      .where('customer_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(seat).toEqual({ state: 'left', sale_id: null });
    const signupRow = await app.db
      .selectFrom('activity_signups')
      .select(['id', 'status'])
      .where('sale_id', '=', signup.saleId)
      .executeTakeFirstOrThrow();
    expect(signupRow.status).toBe('expired');
    expect(await app.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow()).toEqual({
      status: 'abandoned',
    });
    expect(await stock()).toBe(5);

    // Each on its owner's rule's record, as a system write.
    const system = (rule: string, action: string) => [{ actor_kind: 'system', actor_label: rule, action }];
    expect(await auditOf('booking', court!.bookingId)).toEqual(system('booking-holds', 'booking.hold_lapsed'));
    expect(await auditOf('booking', classId)).toEqual(system('byplace-holds', 'place.hold_lapsed'));
    expect((await auditOf('signup', signupRow.id)).slice(-1)).toEqual(system('activity-waitlist', 'signup.hold_lapsed'));
    expect(await auditOf('payment', payment.id)).toEqual(system('release-abandoned-checkouts', 'payment.abandoned'));
  });
});

describe('a court whose sale was cancelled before its hold ran out', () => {
  it("is released once, on the rule's record, and is not listed again", async () => {
    const member = await quickCustomer(app, 'Bea');
    const club = await createTestClub(app, { courts: 1 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/publicbookings/prebook',
      headers: member.headers,
      payload: prebookBody({
        customerId: member.id,
        typeId: club.typeId,
        courtId: club.courts[0]!,
        start: '2026-06-20T10:00:00.000Z',
        duration: 60,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [held] = res.json().model as Array<{ bookingId: number; saleId: number }>;
    // A sale that can never be paid any more, its booking still active.
    await app.db.updateTable('sales').set({ status: 'cancelled' }).where('id', '=', held!.saleId).execute();
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 1 });

    expect(await releaseBookingHolds(app)).toBe(1);
    const booking = await app.db.selectFrom('bookings').select('status').where('id', '=', held!.bookingId).executeTakeFirstOrThrow();
    expect(booking.status).toBe('cancelled');
    expect(await auditOf('booking', held!.bookingId)).toEqual([
      { actor_kind: 'system', actor_label: 'booking-holds', action: 'booking.hold_lapsed' },
    ]);
    expect(await releaseBookingHolds(app)).toBe(0);
  });
});
