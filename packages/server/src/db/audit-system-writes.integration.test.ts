import type { CheckoutModel } from '@clubportal/contract/checkout';
import { WAITLIST_OFFER_MINUTES } from '@clubportal/contract/activities';
import { PaymentMethodType } from '@clubportal/contract/enums';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailOutbox } from '../lib/mail-outbox.js';
import { cardRefundsSettled, reconcilePendingPayments } from '../modules/payments/index.js';
import { createTestActivity } from '../test/activity-fixtures.js';
import { createTestClub, prebookBody, quickCustomer } from '../test/booking-fixtures.js';
import { buildTestApp } from '../test/build-test-app.js';
import { releaseBookingHolds } from '../test/hold-release.js';
import { ManualClock } from '../test/manual-clock.js';
import { runWaitlistOffersJob } from '../test/waitlist-offers.js';
import { StripeFake } from '../test/stripe-fake.js';

/**
 * The system's writes that move money or a booking are in the audit log, in their own unit of work (issue 31
 * section 4): a hold running out, a payment settling, a cancel and its refund, the card refund's answer, a
 * waitlist offer lapsing and passing on. Read straight from `audit_log` (what the staff audit view lists).
 */
const SECRET = 'sk_test_audit';
const WHSEC = 'whsec_test_audit';
const START = '2026-06-15T08:00:00.000Z';
const fake = new StripeFake(SECRET);
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let hour = 8;

beforeAll(async () => {
  const base = await fake.start();
  app = await buildTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_audit',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: base,
      SANDBOX_ENABLED: 'false',
      PENDING_ENABLED: 'false',
    },
  });
  club = await createTestClub(app, { courts: 2 });
});
afterAll(async () => {
  await app.close();
  await fake.stop();
});
beforeEach(() => clock.set(START));

type Member = Awaited<ReturnType<typeof quickCustomer>>;
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const paymentsDeps = () => ({
  db: app.db,
  clock,
  config: app.config,
  log: app.log,
  outbox: app.outbox,
  staffAlerts: app.staffAlerts,
  caches: app.caches,
});

/** The records of one entity, oldest first, with their changed fields parsed. */
async function recordsOf(entity: string, id: number | string) {
  const rows = await app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    actor: { kind: r.actor_kind, id: r.actor_id, label: r.actor_label },
    action: r.action,
    at: new Date(r.at).toISOString(),
    before: r.before_json === null ? null : (JSON.parse(r.before_json) as Record<string, unknown>),
    after: r.after_json === null ? null : (JSON.parse(r.after_json) as Record<string, unknown>),
    ip: r.ip,
  }));
}

const system = (job: string) => ({ kind: 'system', id: null, label: job });
const memberActor = async (m: Member) => {
  const c = await app.db.selectFrom('customers').select(['name', 'surname']).where('id', '=', m.id).executeTakeFirstOrThrow();
  return { kind: 'customer', id: m.id, label: `${c.name} ${c.surname}` };
};

/** A one-hour court two days ahead, prebooked (held unpaid) by `m`. */
async function prebooked(m: Member) {
  hour += 1;
  const body = prebookBody({
    customerId: m.id,
    typeId: club.typeId,
    courtId: club.courts[0]!,
    start: `2026-06-17T${String(hour).padStart(2, '0')}:00:00.000Z`,
    duration: 60,
  });
  const res = await post('/api/publicbookings/prebook', body, m.headers);
  expect(res.statusCode).toBe(200);
  return res.json().model[0] as { bookingId: number; saleId: number };
}

/** Checks a prebooked court out with Stripe; `webhook`: the provider tells us it succeeded (else nobody does yet). */
async function checkedOut(m: Member, saleId: number, webhook: boolean) {
  const checkout = {
    saleIds: [saleId],
    paymentMethodId: PaymentMethodType.Stripe,
    guid: `audit-${hour}`,
    customer: { id: m.id, acceptConditions: true },
  };
  const res = await post('/api/shop/checkout-customer', checkout, m.headers);
  const pi = (res.json().model as CheckoutModel).stripe?.paymentIntentId as string;
  fake.succeed(pi);
  if (webhook) {
    const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(pi), WHSEC, clock.now());
    const hook = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: delivery.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    });
    expect(hook.statusCode).toBe(200);
  }
  const payment = await app.db.selectFrom('payments').select(['id', 'amount']).where('provider_ref', '=', pi).executeTakeFirstOrThrow();
  return payment;
}

describe('audit log of the system’s writes', () => {
  it('a booking hold that runs out is released on the record of the booking-holds job', async () => {
    const m = await quickCustomer(app);
    const { bookingId } = await prebooked(m);
    clock.advance({ minutes: 16 });
    expect(await releaseBookingHolds(app)).toBe(1);
    expect(await recordsOf('booking', bookingId)).toEqual([
      {
        actor: system('booking-holds'),
        action: 'booking.hold_lapsed',
        at: clock.now().toISOString(),
        before: { status: 'active' },
        after: { status: 'cancelled', saleStatus: 'cancelled' },
        ip: null,
      },
    ]);
  });

  it('a payment settled by the provider’s notification, then the member’s cancel, its refund and the card refund’s answer', async () => {
    const m = await quickCustomer(app);
    const { bookingId, saleId } = await prebooked(m);
    const payment = await checkedOut(m, saleId, true);
    const [settled] = await recordsOf('payment', payment.id);
    expect(settled).toMatchObject({
      actor: system('payment-notification'),
      action: 'payment.settle',
      before: { status: 'pending', paid_at: null, refund_amount: 0 },
      after: { status: 'paid', refund_amount: 0, amount: 2000, currency: 'EUR', paidSales: [saleId], refusedSales: [] },
    });

    // The member's own change records the address their request came from; the system's writes none.
    const cancel = { method: 'POST' as const, url: `/api/publicbookings/cancel/${bookingId}/${m.id}`, payload: {}, headers: m.headers };
    expect((await app.inject({ ...cancel, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    await cardRefundsSettled(app.db);
    const me = await memberActor(m);
    expect(settled?.ip).toBeNull();
    expect(await recordsOf('booking', bookingId)).toMatchObject([
      { actor: me, action: 'booking.cancel', before: { status: 'active' }, after: { status: 'cancelled' }, ip: '203.0.113.7' },
    ]);
    expect(await recordsOf('sale', saleId)).toMatchObject([
      {
        actor: me,
        ip: '203.0.113.7',
        action: 'sale.refund',
        after: {
          refunded: 2000,
          currency: 'EUR',
          legs: [{ method: 'card', amount: 2000, sessions: 0, voucherId: null, status: 'pending' }],
        },
      },
    ]);
    const refund = await app.db.selectFrom('card_refunds').select('id').where('sale_id', '=', saleId).executeTakeFirstOrThrow();
    expect(await recordsOf('card_refund', refund.id)).toMatchObject([
      {
        actor: system('card-refunds'),
        ip: null,
        action: 'card_refund.answer',
        before: { status: 'sending' },
        after: { status: 'done', amount: 2000, currency: 'EUR', payment: payment.id, attempts: 1 },
      },
    ]);
  });

  it('a payment the reconcile job finds paid is settled on its record', async () => {
    const m = await quickCustomer(app);
    const { saleId } = await prebooked(m);
    const payment = await checkedOut(m, saleId, false);
    expect(await recordsOf('payment', payment.id)).toEqual([]);
    clock.advance({ minutes: 11 });
    expect(await reconcilePendingPayments(paymentsDeps())).toBe(1);
    expect(await recordsOf('payment', payment.id)).toMatchObject([
      { actor: system('reconcile-payments'), action: 'payment.settle', after: { status: 'paid', paidSales: [saleId] } },
    ]);
  });

  it('a waitlist offer lapsing passes to the next in line on the record; a run that fails midway leaves neither', async () => {
    const id = await createTestActivity(app.db, clock, { capacity: 1, name: 'Audit clinic' });
    const [holder, first, second] = await Promise.all([quickCustomer(app), quickCustomer(app), quickCustomer(app)]);
    expect((await post('/api/publicactivities/inscription', { customerId: holder.id, id }, holder.headers)).statusCode).toBe(200);
    for (const m of [first, second])
      expect((await post('/api/publicactivities/waitlist', { customerId: m.id, id }, m.headers)).statusCode).toBe(200);
    const entryOf = async (m: Member) =>
      (
        await app.db
          .selectFrom('activity_waitlist')
          .select('id')
          .where('activity_id', '=', id)
          .where('customer_id', '=', m.id)
          .executeTakeFirstOrThrow()
      ).id;
    const [firstEntry, secondEntry] = [await entryOf(first), await entryOf(second)];
    // The holder gives the place back: it is offered to the first in line, by the waitlist's rule.
    expect((await post(`/api/publicactivities/cancel/${id}/${holder.id}`, {}, holder.headers)).statusCode).toBe(200);
    expect(await recordsOf('activity_waitlist', firstEntry)).toMatchObject([
      {
        // Offered by the waitlist's rule during the holder's request: the system's record, with no address.
        actor: system('activity-waitlist'),
        ip: null,
        action: 'waitlist.offer',
        before: { status: 'waiting' },
        after: { status: 'offered', customer: first.id },
      },
    ]);

    clock.advance({ minutes: WAITLIST_OFFER_MINUTES + 1 });
    // The offer's mail cannot be queued: the line's whole unit of work rolls back, the lapse and the new offer
    // with their records; the job logs it and tries again next run.
    const downOutbox = { enqueue: () => Promise.reject(new Error('outbox down')) } as unknown as MailOutbox;
    const warn = vi.fn();
    expect(await runWaitlistOffersJob(app, { clock, outbox: downOutbox, log: { warn } as unknown as FastifyBaseLogger })).toBe(0);
    expect(warn.mock.calls.map(([fields]) => [(fields as { part: string }).part, (fields as { err: Error }).err.message])).toEqual([
      ['activities', 'outbox down'],
    ]);
    expect(await recordsOf('activity_waitlist', firstEntry)).toHaveLength(1);
    expect(await recordsOf('activity_waitlist', secondEntry)).toEqual([]);
    const status = (entry: number) =>
      app.db.selectFrom('activity_waitlist').select('status').where('id', '=', entry).executeTakeFirstOrThrow();
    expect(await status(firstEntry)).toEqual({ status: 'offered' });

    expect(await runWaitlistOffersJob(app, { clock })).toBe(1);
    const now = clock.now().toISOString();
    expect((await recordsOf('activity_waitlist', firstEntry))[1]).toEqual({
      actor: system('activity-waitlist'),
      action: 'waitlist.lapsed',
      at: now,
      before: { status: 'offered' },
      after: { status: 'lapsed', customer: first.id },
      ip: null,
    });
    expect(await recordsOf('activity_waitlist', secondEntry)).toMatchObject([
      { actor: system('activity-waitlist'), action: 'waitlist.offer', at: now, after: { status: 'offered', customer: second.id } },
    ]);
  });
});
