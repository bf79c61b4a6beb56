import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import type { PendingRefund, StaffPayment, StaffRefundBody, StaffRefundResponse } from '@clubportal/contract/staff-refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { StripeFake } from '../../test/stripe-fake.js';
import { cardRefundsSettled } from './refunds.service.js';

/**
 * Refunds at the desk (issue 33 §5) over HTTP, both dialects: bookings paid with Stripe (a local Stripe API),
 * refunded in part by staff; once per key under double clicks, never more than was paid under racing desks.
 */
const SECRET = 'sk_test_staff_refunds';
const WHSEC = 'whsec_test_staff_refunds';
const fake = new StripeFake(SECRET);
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let seq = 0;

beforeAll(async () => {
  const base = await fake.start();
  app = await buildTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_staff_refunds',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      STRIPE_API_BASE: base,
      SANDBOX_ENABLED: 'false',
      PENDING_ENABLED: 'false',
    },
  });
  club = await createTestClub(app, { courts: 4 });
  manager = await signedInStaff(app, { role: 'manager', name: 'Mara Manager' });
});
afterAll(async () => {
  await app.close();
  await fake.stop();
});

const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const key = () => `key-${(seq += 1)}-${Date.now()}`;

/** A member prebooks a one-hour court (20.00 EUR) and pays it with Stripe: the payment staff refund. */
async function paidBooking() {
  const made = await quickCustomer(app);
  const row = await app.db.selectFrom('customers').select(['email', 'surname']).where('id', '=', made.id).executeTakeFirstOrThrow();
  const c = { ...made, email: row.email as string, surname: row.surname };
  seq += 1;
  const body = prebookBody({
    customerId: c.id,
    typeId: club.typeId,
    courtId: club.courts[seq % 4]!,
    start: `2026-06-${String(17 + Math.floor(seq / 10)).padStart(2, '0')}T${String(8 + (seq % 10)).padStart(2, '0')}:00:00.000Z`,
    duration: 60,
  });
  const entry = (await post('/api/publicbookings/prebook', body, c.headers)).json().model[0] as { bookingId: number; saleId: number };
  const checkout = {
    saleIds: [entry.saleId],
    paymentMethodId: PaymentMethodType.Stripe,
    guid: `staff-refunds-${seq}`,
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
  const payment = await app.db
    .selectFrom('payment_sales')
    .select('payment_id')
    .where('sale_id', '=', entry.saleId)
    .executeTakeFirstOrThrow();
  return { c, entry, pi, paymentId: payment.payment_id };
}

const findPayments = async (query: string) => {
  const res = await app.inject({ url: `/api/staff/payments?${query}`, headers: manager.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payments as StaffPayment[];
};
const refund = (paymentId: number, over: Partial<StaffRefundBody> = {}) =>
  post(
    `/api/staff/payments/${paymentId}/refunds`,
    { amount: 5, destination: 'original', reason: 'Luz del pista fundida', idempotencyKey: key(), ...over },
    manager.headers,
  );
const mailsTo = (email: string) =>
  app.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();

describe('refunds at the desk', () => {
  it('finds a payment by the customer, refunds part of it to the card once, audits it and mails the member', async () => {
    const { c, pi, paymentId } = await paidBooking();
    const [found] = await findPayments(`customerId=${c.id}`);
    expect(found).toMatchObject({
      id: paymentId,
      amount: 20,
      refunded: 0,
      refundable: 20,
      paidBy: 'card',
      originalPossible: true,
      refunds: [],
    });
    expect(found?.paidFor).toHaveLength(1);
    expect((await findPayments(`search=${encodeURIComponent(c.surname)}`)).map((p) => p.id)).toContain(paymentId);

    const res = await refund(paymentId, { amount: 7.5 });
    expect(res.statusCode, res.body).toBe(200);
    await cardRefundsSettled(app.db);
    const body = res.json() as StaffRefundResponse;
    expect(body.payment).toMatchObject({ refunded: 7.5, refundable: 12.5 });
    expect(body.refund).toMatchObject({ amount: 7.5, destination: 'original', method: 'card', actor: 'Mara Manager' });
    expect(fake.refunds.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([750]);
    const [again] = await findPayments(`customerId=${c.id}`);
    expect(again?.refunds.map((r) => [r.amount, r.status])).toEqual([[7.5, 'done']]);

    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.refund')
      .where('entity_id', '=', String(paymentId))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_label: 'Mara Manager', entity: 'payment' });
    expect(JSON.parse(audit[0]!.after_json as string)).toMatchObject({ amount: 750, method: 'card', reason: 'Luz del pista fundida' });
    const mails = await mailsTo(c.email);
    expect(mails.at(-1)?.subject).toMatch(/7,50/);
    expect(mails.at(-1)?.text_body).toMatch(/Luz del pista fundida/);
  });

  it('makes one refund of a double click (the same key), and refuses the key for another payment', async () => {
    const { pi, paymentId } = await paidBooking();
    const other = await paidBooking();
    const k = key();
    const [a, b] = await Promise.all([
      refund(paymentId, { amount: 4, idempotencyKey: k }),
      refund(paymentId, { amount: 4, idempotencyKey: k }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    await cardRefundsSettled(app.db);
    expect(fake.refunds.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([400]);
    const rows = await app.db.selectFrom('staff_refunds').select('id').where('payment_id', '=', paymentId).execute();
    expect(rows).toHaveLength(1);
    const reused = await refund(other.paymentId, { amount: 1, idempotencyKey: k });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorMsg).toBe('This refund was already made for another payment: reload and try again');
  });

  it('never gives back more than was paid, whatever several desks click at once', async () => {
    const { pi, paymentId } = await paidBooking();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(paymentId, { amount: 8 })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().errorMsg).toBe('Only 4.00 EUR is left to refund of this payment');
    await cardRefundsSettled(app.db);
    expect(fake.refunds.filter((r) => r.payment_intent === pi).reduce((s, r) => s + r.amount, 0)).toBe(1600);
    const over = await refund(paymentId, { amount: 4.01 });
    expect(over.statusCode).toBe(409);
    const rest = await refund(paymentId, { amount: 4 });
    expect(rest.json().payment).toMatchObject({ refundable: 0, refunded: 20 });
    const none = await refund(paymentId, { amount: 1 });
    expect(none.json().errorMsg).toBe('This payment has been refunded in full already');
  });

  it('gives club credit to a money voucher, and a later cancel gives back only what is left', async () => {
    const { c, entry, pi, paymentId } = await paidBooking();
    const res = await refund(paymentId, { amount: 6, destination: 'credit', reason: 'Cortesía' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toMatchObject({ method: 'voucher', status: 'done' });
    const vouchers = await app.db.selectFrom('vouchers').select('id').where('customer_id', '=', c.id).execute();
    expect(vouchers).toHaveLength(1);
    const movement = await app.db
      .selectFrom('voucher_movements')
      .selectAll()
      .where('voucher_id', '=', vouchers[0]!.id)
      .executeTakeFirstOrThrow();
    expect(movement).toMatchObject({ amount: 600 });
    const cancel = await post(`/api/publicbookings/cancel/${entry.bookingId}/${c.id}`, {}, c.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await cardRefundsSettled(app.db);
    expect(fake.refunds.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([1400]);
    const [after] = await findPayments(`customerId=${c.id}`);
    expect(after).toMatchObject({ refundable: 0 });
  });

  it('refuses bad input with a sentence, and an unknown payment with 404', async () => {
    const { paymentId } = await paidBooking();
    const decimals = await refund(paymentId, { amount: 1.005 });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errorMsg).toBe('The amount has more decimals than the currency');
    const noReason = await refund(paymentId, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorMsg).not.toMatch(/reason|\[/);
    const missing = await refund(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMsg).toBe('This payment does not exist');
  });
});

describe("the club's pending refunds", () => {
  it('lists a card refund the provider refused and settles it once, as club credit; audited', async () => {
    const { c, paymentId } = await paidBooking();
    fake.refundErrors.push({ status: 400, type: 'invalid_request_error', message: 'Card expired' });
    await refund(paymentId, { amount: 3 });
    await cardRefundsSettled(app.db);
    const list = await app.inject({ url: '/api/staff/refunds/pending', headers: manager.headers });
    expect(list.statusCode, list.body).toBe(200);
    const mine = (list.json().refunds as PendingRefund[]).find((r) => r.customerId === c.id);
    expect(mine).toMatchObject({ kind: 'card', amount: 3, status: 'failed' });
    const [a, b] = await Promise.all([
      post(`/api/staff/refunds/${mine!.id}/settle`, { how: 'credit', note: 'Tarjeta caducada' }, manager.headers),
      post(`/api/staff/refunds/${mine!.id}/settle`, { how: 'credit', note: 'Tarjeta caducada' }, manager.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().errorMsg).toBe('This refund has been settled already: reload the list');
    const credit = await app.db
      .selectFrom('voucher_movements as m')
      .innerJoin('vouchers as v', 'v.id', 'm.voucher_id')
      .select('m.amount')
      .where('v.customer_id', '=', c.id)
      .execute();
    expect(credit.map((m) => m.amount)).toEqual([300]);
    const again = await app.inject({ url: '/api/staff/refunds/pending', headers: manager.headers });
    expect((again.json().refunds as PendingRefund[]).some((r) => r.id === mine!.id)).toBe(false);
    const cardId = Number(mine!.id.split('-')[1]);
    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'refund.settle')
      .where('entity_id', '=', String(cardId))
      .execute();
    expect(audit).toHaveLength(1);
    // The member is told once, in their language (Spanish by default), that the club refunded them and how.
    const told = (await mailsTo(c.email)).filter((m) => m.subject.includes('te ha devuelto'));
    expect(told).toHaveLength(1);
    expect(told[0]?.text_body).toContain('Lo tienes como saldo en tu monedero del club');
    expect(told[0]?.text_body).toContain('Nota: Tarjeta caducada');
  });

  it('lists money paid at the club owed back and settles it in cash, once', async () => {
    const { c, entry } = await paidBooking();
    // A cancel of a booking paid at the club leaves this row (sale-refunds.service.ts); the desk's payment at the
    // club is another slice's, so the row is written as the cancel writes it.
    const { id } = await app.db
      .insertInto('booking_refunds')
      .values({
        booking_id: entry.bookingId,
        sale_id: entry.saleId,
        customer_id: c.id,
        method: 'club',
        payment_method: 'Club',
        amount: 1200,
        currency: 'EUR',
        voucher_id: null,
        status: 'pending',
        created_at: nowInstant(clock),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await app.inject({ url: '/api/staff/refunds/pending', headers: manager.headers });
    expect((list.json().refunds as PendingRefund[]).find((r) => r.id === `club-${id}`)).toMatchObject({ kind: 'club', amount: 12 });
    await app.db.updateTable('customers').set({ language: 'en-US' }).where('id', '=', c.id).execute();
    const settle = await post(`/api/staff/refunds/club-${id}/settle`, { how: 'cash' }, manager.headers);
    expect(settle.statusCode, settle.body).toBe(200);
    const told = (await mailsTo(c.email)).at(-1);
    expect(told?.subject).toBe('Club Pádel Sierra Verde has refunded you 12\u00a0€');
    expect(told?.text_body).toContain('It was given back to you in cash at the front desk.');
    const row = await app.db.selectFrom('booking_refunds').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    const twice = await post(`/api/staff/refunds/club-${id}/settle`, { how: 'cash' }, manager.headers);
    expect(twice.statusCode).toBe(409);
    const bad = await post('/api/staff/refunds/nope-1/settle', { how: 'cash' }, manager.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a role without refunds.write', async () => {
    const front = await signedInStaff(app, { role: 'desk' });
    const res = await app.inject({ url: '/api/staff/refunds/pending', headers: front.headers });
    expect(res.statusCode).toBe(403);
  });
});
