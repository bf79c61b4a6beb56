import type { CheckoutInfo } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutOwedCourt } from '../../test/factories.js';
import { providerSuite } from '../../test/provider-suite.js';
import { PayPalFake } from '../../test/paypal-fake.js';
import { reconcilePendingPayments } from './payment-reconcile.service.js';
import { cardRefundsSettled, sendPendingCardRefunds } from './refunds.service.js';

const CLIENT_ID = 'AZpaypal-test-client-id';
const SECRET = 'EJpaypal-test-client-secret';
const fake = new PayPalFake(CLIENT_ID, SECRET);
const suite = providerSuite({
  fake,
  env: (base) => ({ PAYPAL_CLIENT_ID: CLIENT_ID, PAYPAL_CLIENT_SECRET: SECRET, PAYPAL_API_BASE: base }),
});
const { clock, saleOf } = suite;
let app: typeof suite.app;
let buyer: (typeof suite.buyers)[number];
let seq = 0;
beforeAll(() => {
  app = suite.app;
  buyer = suite.buyers[0]!;
});

const callback = (orderId: string, authorizationId: string) =>
  app.inject({ method: 'POST', url: '/api/paypal/callback', payload: { orderId, authorizationId } });
const notificationsOf = async (saleId: number) =>
  app.db
    .selectFrom('payment_notifications as n')
    .innerJoin('payment_sales as ps', 'ps.payment_id', 'n.payment_id')
    .select('n.id')
    .where('ps.sale_id', '=', saleId)
    .execute();

async function checkoutCourt() {
  const guid = `paypal-${(seq += 1)}-${Date.now()}`;
  const c = await checkoutOwedCourt(app, buyer, {
    method: PaymentMethodType.PayPal,
    guid,
    number: `PP-${guid}`,
    court: 'Pista 5',
    currency: 'EUR',
    unitPrice: 2250,
    minutes: 60,
  });
  return { ...c, guid, orderId: c.model.paypal?.orderId as string };
}

describe('PayPal (payment method 9) against a local PayPal REST API', () => {
  it('offers PayPal with its client id and creates one AUTHORIZE order per attempt for our amount', async () => {
    const info = (
      await app.inject({
        method: 'POST',
        url: '/api/shop/checkout-info-by-customer',
        payload: { customerId: buyer.id },
        headers: buyer.headers,
      })
    ).json().data as CheckoutInfo;
    expect(info.paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.PayPal]);
    expect(info.payPalId).toBe(CLIENT_ID);
    const before = fake.orders.size;
    const { model, orderId, body } = await checkoutCourt();
    expect(model).toMatchObject({ paid: false, paypal: { orderId, clientId: CLIENT_ID } });
    expect(fake.orders.get(orderId)).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '22.50' } }],
    });
    const again = (await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers })).json()
      .model;
    expect(again.paypal.orderId).toBe(orderId);
    expect(fake.orders.size).toBe(before + 1);
    // The OAuth token is reused, not asked for on every call.
    expect(fake.tokensIssued).toBe(1);
  });

  it('the callback is checked with PayPal, captured once and pays once; replayed, nothing more', async () => {
    const { saleId, orderId, guid } = await checkoutCourt();
    const authorizationId = fake.authorize(orderId);
    expect((await callback(orderId, authorizationId)).json()).toEqual({ ok: true, errorMsg: null });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2250, payment_method: 'PayPal' });
    const captures = fake.captures.length;
    expect((await callback(orderId, authorizationId)).json()).toEqual({ ok: true, errorMsg: null });
    expect(fake.captures.length).toBe(captures);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2250 });
    expect(await notificationsOf(saleId)).toHaveLength(1);
    expect((await app.inject(`/api/payments/status/${guid}`)).json()).toMatchObject({
      ok: true,
      retry: false,
      paidWith: [{ kind: 'card' }],
    });
  });

  it('refuses an order we never created (404), an authorisation of another order and malformed ids (400), changing nothing', async () => {
    const { saleId, orderId } = await checkoutCourt();
    const other = await checkoutCourt();
    const othersAuthorization = fake.authorize(other.orderId);
    expect((await callback('7XK12345AB6789012', othersAuthorization)).statusCode).toBe(404);
    const forged = await callback(orderId, othersAuthorization);
    expect(forged.statusCode).toBe(400);
    expect((await callback(orderId, 'not-an-id')).statusCode).toBe(400);
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
    expect(fake.captures.some((c) => c.id === othersAuthorization)).toBe(false);
  });

  it('an order whose amount is not the payment’s is refused and never captured', async () => {
    const { saleId, orderId } = await checkoutCourt();
    const authorizationId = fake.authorize(orderId);
    const unit = fake.orders.get(orderId)?.purchase_units[0];
    const authorization = unit?.payments?.authorizations?.[0];
    if (authorization) authorization.amount = { currency_code: 'EUR', value: '0.01' };
    const captures = fake.captures.length;
    expect((await callback(orderId, authorizationId)).statusCode).toBe(400);
    expect(fake.captures.length).toBe(captures);
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
  });

  it('a denied authorisation or a declined capture is not paid, and says so', async () => {
    const denied = await checkoutCourt();
    const deniedAuth = fake.authorize(denied.orderId, { status: 'DENIED' });
    expect((await callback(denied.orderId, deniedAuth)).json()).toEqual({
      ok: false,
      errorMsg: 'Sorry! The payment has not been completed. Please try again later.',
    });
    expect(await saleOf(denied.saleId)).toMatchObject({ status: 'pending', paid: 0 });
    const declined = await checkoutCourt();
    fake.declineCaptures = true;
    try {
      expect((await callback(declined.orderId, fake.authorize(declined.orderId))).json().ok).toBe(false);
    } finally {
      fake.declineCaptures = false;
    }
    expect(await saleOf(declined.saleId)).toMatchObject({ status: 'pending', paid: 0 });
  });

  it('a callback lost after the capture: the scheduled reconciliation asks PayPal and pays once', async () => {
    const { saleId, orderId } = await checkoutCourt();
    const authorizationId = fake.authorize(orderId);
    // Captured at PayPal (say the portal crashed before recording it).
    const order = fake.orders.get(orderId);
    const unit = order?.purchase_units[0];
    if (unit?.payments?.authorizations?.[0]) {
      unit.payments.authorizations[0].status = 'CAPTURED';
      unit.payments.captures = [
        { id: `CAP${authorizationId}`.slice(0, 17), status: 'COMPLETED', amount: unit.amount, final_capture: true },
      ];
    }
    clock.advance({ minutes: 11 });
    expect(
      await reconcilePendingPayments({
        db: app.db,
        clock,
        outbox: app.outbox,
        staffAlerts: app.staffAlerts,
        config: app.config,
        log: app.log,
        caches: app.caches,
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2250 });
    expect((await callback(orderId, authorizationId)).json()).toEqual({ ok: true, errorMsg: null });
    expect(await notificationsOf(saleId)).toHaveLength(1);
  });

  it('money for a sale cancelled meanwhile goes back from its capture, once (Payments v2 refund, PayPal-Request-Id)', async () => {
    const { saleId, orderId } = await checkoutCourt();
    await app.db.updateTable('sales').set({ status: 'cancelled' }).where('id', '=', saleId).execute();
    fake.refundErrors.push({ status: 503, name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.', issue: 'SERVICE_UNAVAILABLE' });
    await callback(orderId, fake.authorize(orderId));
    await cardRefundsSettled(app.db);
    const capture = fake.captures.at(-1)?.id as string;
    const refund = () => app.db.selectFrom('card_refunds').selectAll().where('sale_id', '=', saleId).executeTakeFirstOrThrow();
    expect(await refund()).toMatchObject({ status: 'pending', attempts: 1, reason: 'refund_due' });
    clock.advance({ minutes: 5 });
    await sendPendingCardRefunds({
      db: app.db,
      clock,
      config: app.config,
      log: app.log,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      caches: app.caches,
    });
    const row = await refund();
    expect(fake.refunds.filter((r) => r.captureId === capture)).toEqual([
      expect.objectContaining({ id: row.provider_refund_id, amount: { currency_code: 'EUR', value: '22.50' }, invoice_id: `CPR${row.id}` }),
    ]);
    expect(row).toMatchObject({ status: 'done', amount: 2250 });
    expect(fake.refundCalls.filter((c) => c === capture)).toHaveLength(2);
  });
});
