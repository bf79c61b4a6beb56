import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { StripeFake } from '../../test/stripe-fake.js';
import { CARD_REFUND_RETRY, cardRefundsSettled, sendPendingCardRefunds } from './refunds.service.js';

/**
 * Card refunds through HTTP: bookings paid with Stripe (a local Stripe API), cancelled by their owner;
 * the refund reaches Stripe right after the cancel commits, once, for that booking's share.
 */
const SECRET = 'sk_test_refunds';
const WHSEC = 'whsec_test_refunds';
const START = '2026-06-15T08:00:00.000Z';
const fake = new StripeFake(SECRET);
const clock = new ManualClock(START);
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let seq = 0;

beforeAll(async () => {
  const base = await fake.start();
  app = await buildTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: base,
      SANDBOX_ENABLED: 'false',
      PENDING_ENABLED: 'false',
    },
  });
  club = await createTestClub(app, { courts: 4 });
});
afterAll(async () => {
  await app.close();
  await fake.stop();
});
beforeEach(() => clock.set(START));

const deps = () => ({
  db: app.db,
  clock,
  config: app.config,
  log: app.log,
  outbox: app.outbox,
  staffAlerts: app.staffAlerts,
  caches: app.caches,
});
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const cardRefundsOf = (paymentIntent: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntent);
const requestsFor = (paymentIntent: string) => fake.refundRequests.filter((r) => r.paymentIntent === paymentIntent);
const bookingRefund = (bookingId: number) =>
  app.db.selectFrom('booking_refunds').selectAll().where('booking_id', '=', bookingId).executeTakeFirstOrThrow();
const cardRefund = (saleId: number) =>
  app.db.selectFrom('card_refunds').selectAll().where('sale_id', '=', saleId).executeTakeFirstOrThrow();
/** The mails that told the club (the demo club's address) a refund of this sale was left for it. */
const clubAlerts = async (saleId: number) => {
  const { id } = await cardRefund(saleId);
  const mails = await app.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('subject', 'like', `Card refund #${id} %`)
    .execute();
  return mails.map((m) => ({ to: m.to_address, subject: m.subject, text: m.text_body }));
};

/** Prebooks `count` one-hour courts (20.00 EUR each) two days ahead and pays them with one Stripe payment. */
async function paidBookings(count = 1) {
  const c = await quickCustomer(app);
  seq += 1;
  const entries: Array<{ bookingId: number; saleId: number }> = [];
  for (let i = 0; i < count; i += 1) {
    const body = prebookBody({
      customerId: c.id,
      typeId: club.typeId,
      courtId: club.courts[i]!,
      start: `2026-06-17T${String(8 + seq).padStart(2, '0')}:00:00.000Z`,
      duration: 60,
    });
    entries.push((await post('/api/publicbookings/prebook', body, c.headers)).json().model[0]);
  }
  const checkout = {
    saleIds: entries.map((e) => e.saleId),
    paymentMethodId: PaymentMethodType.Stripe,
    guid: `refunds-${seq}`,
    customer: { id: c.id, acceptConditions: true },
  };
  const res = await post('/api/shop/checkout-customer', checkout, c.headers);
  const pi = (res.json().model as CheckoutModel).stripe?.paymentIntentId as string;
  const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(pi), WHSEC, clock.now());
  await app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: delivery.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
  });
  return { c, entries, pi };
}

/** Resolves once `count` of the promises have settled. */
function settledCount(promises: Array<Promise<unknown>>, count: number): Promise<void> {
  let settled = 0;
  return new Promise((resolve) => {
    for (const p of promises) {
      void p.finally(() => {
        settled += 1;
        if (settled === count) resolve();
      });
    }
  });
}

async function cancel(c: { id: number; headers: Record<string, string> }, bookingId: number) {
  const res = await post(`/api/publicbookings/cancel/${bookingId}/${c.id}`, {}, c.headers);
  expect(res.statusCode).toBe(200);
  await cardRefundsSettled(app.db);
  return res.json();
}

describe('card refunds of cancelled bookings', () => {
  it('the cancel sends one refund of the booking to the card that paid it, right after commit', async () => {
    const { c, entries, pi } = await paidBookings();
    const entry = entries[0]!;
    expect(await cancel(c, entry.bookingId)).toMatchObject({
      infoReturns: { amounts: [{ paymentMethod: 'Tarjeta (Stripe)', amount: 20 }] },
    });
    expect(cardRefundsOf(pi)).toEqual([expect.objectContaining({ amount: 2000, currency: 'eur', payment_intent: pi })]);
    const refund = await cardRefund(entry.saleId);
    expect(refund).toMatchObject({
      status: 'done',
      reason: 'booking',
      amount: 2000,
      attempts: 1,
      provider_refund_id: cardRefundsOf(pi)[0]!.id,
      done_at: expect.any(String),
    });
    expect(await bookingRefund(entry.bookingId)).toMatchObject({ method: 'card', status: 'done', amount: 2000 });
    expect(requestsFor(pi)[0]?.idempotencyKey).toBe(`clubportal-refund-${refund.id}`);
    expect(await clubAlerts(entry.saleId)).toEqual([]);
  });

  it('a payment of several bookings gives back only the cancelled booking’s share', async () => {
    const { c, entries, pi } = await paidBookings(2);
    await cancel(c, entries[1]!.bookingId);
    expect(cardRefundsOf(pi).map((r) => r.amount)).toEqual([2000]);
    expect(fake.intents.get(pi)?.amount_received).toBe(4000);
  });

  it('the job run again, and on two instances at once, never asks twice', async () => {
    const { c, entries, pi } = await paidBookings();
    fake.refundErrors.push({ status: 503, type: 'api_error', message: 'Stripe is busy' });
    await cancel(c, entries[0]!.bookingId);
    expect(await cardRefund(entries[0]!.saleId)).toMatchObject({ status: 'pending', attempts: 1 });
    const other = await buildTestApp({
      clock,
      shareDatabaseOf: app.config,
      env: {
        STRIPE_SECRET_KEY: SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_refunds',
        STRIPE_WEBHOOK_SECRET: WHSEC,
        STRIPE_API_BASE: app.config.payments.stripe?.apiBase ?? '',
        SANDBOX_ENABLED: 'false',
      },
    });
    try {
      clock.advance({ minutes: CARD_REFUND_RETRY.firstDelayMinutes });
      // Three runs find the refund due at once; Stripe answers the one that claimed it once the other two are done.
      const hold = fake.holdNextRefund();
      const runs = [
        sendPendingCardRefunds(deps()),
        sendPendingCardRefunds({
          db: other.db,
          clock,
          config: other.config,
          log: other.log,
          outbox: other.outbox,
          staffAlerts: other.staffAlerts,
          caches: other.caches,
        }),
        sendPendingCardRefunds(deps()),
      ];
      await hold.received;
      await settledCount(runs, 2);
      hold.release();
      expect((await Promise.all(runs)).reduce((a, n) => a + n, 0)).toBe(1);
      expect(
        await sendPendingCardRefunds({
          db: other.db,
          clock,
          config: other.config,
          log: other.log,
          outbox: other.outbox,
          staffAlerts: other.staffAlerts,
          caches: other.caches,
        }),
      ).toBe(0);
    } finally {
      await other.close();
    }
    await sendPendingCardRefunds(deps());
    expect(requestsFor(pi)).toHaveLength(2);
    expect(cardRefundsOf(pi)).toHaveLength(1);
    expect(await bookingRefund(entries[0]!.bookingId)).toMatchObject({ status: 'done' });
  });

  it('a refusal marks the refund failed with Stripe’s message, and it is not asked again', async () => {
    const { c, entries, pi } = await paidBookings();
    fake.refundErrors.push({ status: 400, type: 'invalid_request_error', message: 'This charge is disputed.' });
    await cancel(c, entries[0]!.bookingId);
    expect(await cardRefund(entries[0]!.saleId)).toMatchObject({
      status: 'failed',
      message: 'This charge is disputed.',
      provider_refund_id: null,
    });
    expect(await bookingRefund(entries[0]!.bookingId)).toMatchObject({ status: 'failed' });
    clock.advance({ hours: 2 });
    await sendPendingCardRefunds(deps());
    expect(requestsFor(pi)).toHaveLength(1);
    expect(cardRefundsOf(pi)).toEqual([]);
    // The club hears of it once, with the amount and Stripe's reason.
    const { id, payment_id } = await cardRefund(entries[0]!.saleId);
    expect(await clubAlerts(entries[0]!.saleId)).toEqual([
      {
        to: 'hola@sierraverde.club',
        subject: `Card refund #${id} of 20.00 EUR was not done`,
        text: `The card refund #${id} of 20.00 EUR (payment #${payment_id}) was not done: This charge is disputed.\n\nRefund it at the payment provider, or check there whether it was done.`,
      },
    ]);
  });

  it('a transient failure is tried again later, on the clock, and given up after the last attempt', async () => {
    const { c, entries, pi } = await paidBookings();
    for (let i = 0; i < CARD_REFUND_RETRY.maxAttempts; i += 1)
      fake.refundErrors.push({ status: 503, type: 'api_error', message: 'Stripe is busy' });
    await cancel(c, entries[0]!.bookingId);
    await sendPendingCardRefunds(deps());
    expect(requestsFor(pi)).toHaveLength(1);
    for (let attempt = 1; attempt < CARD_REFUND_RETRY.maxAttempts; attempt += 1) {
      expect(await cardRefund(entries[0]!.saleId)).toMatchObject({ status: 'pending', attempts: attempt });
      expect(await clubAlerts(entries[0]!.saleId)).toEqual([]);
      clock.advance({ minutes: CARD_REFUND_RETRY.firstDelayMinutes * 2 ** (attempt - 1) });
      await sendPendingCardRefunds(deps());
    }
    expect(requestsFor(pi)).toHaveLength(CARD_REFUND_RETRY.maxAttempts);
    expect(await cardRefund(entries[0]!.saleId)).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^Gave up after 5 attempts/),
    });
    expect(await bookingRefund(entries[0]!.bookingId)).toMatchObject({ status: 'failed' });
    expect(await clubAlerts(entries[0]!.saleId)).toEqual([
      expect.objectContaining({ text: expect.stringContaining('was not done: Gave up after 5 attempts') }),
    ]);
  });

  it('a claim its instance never answered is left failed for the club to check, not asked again', async () => {
    const { c, entries, pi } = await paidBookings();
    fake.refundErrors.push({ status: 503, type: 'api_error', message: 'Stripe is busy' });
    await cancel(c, entries[0]!.bookingId);
    // An instance claims it, then stops before Stripe's answer is recorded.
    await app.db
      .updateTable('card_refunds')
      .set({ status: 'sending', updated_at: nowInstant(clock) })
      .where('sale_id', '=', entries[0]!.saleId)
      .execute();
    clock.advance({ minutes: CARD_REFUND_RETRY.claimMinutes - 1 });
    await sendPendingCardRefunds(deps());
    expect(await cardRefund(entries[0]!.saleId)).toMatchObject({ status: 'sending' });
    clock.advance({ minutes: 2 });
    await sendPendingCardRefunds(deps());
    expect(await cardRefund(entries[0]!.saleId)).toMatchObject({ status: 'failed', message: expect.stringContaining('check the refund') });
    expect(await bookingRefund(entries[0]!.bookingId)).toMatchObject({ status: 'failed' });
    expect(requestsFor(pi)).toHaveLength(1);
    await sendPendingCardRefunds(deps());
    expect(await clubAlerts(entries[0]!.saleId)).toEqual([
      expect.objectContaining({ text: expect.stringContaining('No answer recorded from the provider: check the refund there') }),
    ]);
  });
});

describe('refund_due payments', () => {
  it('money arriving for a hold that expired goes back to the card, once; the webhook answers as before', async () => {
    const c = await quickCustomer(app);
    const entry = (
      await post(
        '/api/publicbookings/prebook',
        prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[3]!, start: '2026-06-18T09:00:00.000Z', duration: 90 }),
        c.headers,
      )
    ).json().model[0];
    const res = await post(
      '/api/shop/checkout-customer',
      {
        saleIds: [entry.saleId],
        paymentMethodId: PaymentMethodType.Stripe,
        guid: 'refunds-late',
        customer: { id: c.id, acceptConditions: true },
      },
      c.headers,
    );
    const pi = (res.json().model as CheckoutModel).stripe?.paymentIntentId as string;
    clock.advance({ hours: 3 });
    const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(pi), WHSEC, clock.now());
    const hook = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: delivery.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    });
    expect(hook.statusCode).toBe(200);
    await cardRefundsSettled(app.db);
    const payment = await app.db.selectFrom('payments').selectAll().where('provider_ref', '=', pi).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'refund_due', refund_amount: 3000 });
    expect(cardRefundsOf(pi)).toEqual([expect.objectContaining({ amount: 3000 })]);
    expect(await cardRefund(entry.saleId)).toMatchObject({ reason: 'refund_due', status: 'done', payment_id: payment.id });
    await sendPendingCardRefunds(deps());
    expect(requestsFor(pi)).toHaveLength(1);
  });
});
