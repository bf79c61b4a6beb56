import type { CheckoutInfo, CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import type { Order } from '@clubportal/contract/sales';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { checkoutOwedCourt } from '../../test/factories.js';
import { providerSuite } from '../../test/provider-suite.js';
import { RedsysFakeGateway } from '../../test/redsys-fake.js';
import { cardRefundsSettled, sendPendingCardRefunds } from './refunds.service.js';

// The merchant key of Redsys's published test vectors.
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const gateway = new RedsysFakeGateway(KEY);
// The form goes to the gateway's page; refunds to its REST entry on the same host.
const suite = providerSuite({
  fake: gateway,
  env: (base) => ({
    REDSYS_MERCHANT_KEY: KEY,
    REDSYS_MERCHANT_CODE: '999008881',
    REDSYS_TERMINAL: '1',
    REDSYS_URL: `${base}/sis/realizarPago`,
  }),
});
const { clock, saleOf, paymentOf } = suite;
let app: typeof suite.app;
let buyer: (typeof suite.buyers)[number];
let seq = 0;
beforeAll(() => {
  app = suite.app;
  buyer = suite.buyers[0]!;
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const notify = (body: string, target = app) =>
  target.inject({ method: 'POST', url: '/api/redsys/notification', payload: body, headers: form });
const receipts = async () =>
  Number(
    (
      await app.db
        .selectFrom('mail_outbox')
        .select(app.db.fn.countAll<number>().as('n'))
        .where('to_address', 'like', 'customer%')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A court the buyer owes (24 €), paid with Redsys: the form Redsys would receive, checked as Redsys checks it. */
async function checkoutCourt(guid = `redsys-${(seq += 1)}-${Date.now()}`) {
  const { saleId, body, model } = await checkoutOwedCourt(app, buyer, {
    method: PaymentMethodType.Redsys,
    guid,
    number: `R-${guid}`,
    court: 'Pista 3',
    currency: 'EUR',
    unitPrice: 2400,
    minutes: 90,
  });
  expect(model.redsysData?.url).toBe(suite.env.REDSYS_URL);
  const request = gateway.receiveForm(model.redsysData?.data as NonNullable<CheckoutModel['redsysData']>['data']);
  return { saleId, guid, body, request };
}

describe('Redsys (payment method 1)', () => {
  it('is the only method offered when it alone is configured, also for shared bookings', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-info-by-customer',
      payload: { customerId: buyer.id },
      headers: buyer.headers,
    });
    expect((res.json().data as CheckoutInfo).paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.Redsys]);
  });

  it('signs a form for our own amount, currency and return addresses', async () => {
    const { request } = await checkoutCourt();
    expect(request).toMatchObject({
      DS_MERCHANT_AMOUNT: '2400',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: 'http://portal.test/api/redsys/notification',
      DS_MERCHANT_URLOK: 'http://portal.test/cz/ok',
      DS_MERCHANT_URLKO: 'http://portal.test/cz/ko',
    });
    expect(request.DS_MERCHANT_ORDER).toMatch(/^\d{12}$/);
  });

  it('pays on the signed notification exactly once, whatever is replayed or arrives late', async () => {
    const { saleId, guid, request } = await checkoutCourt();
    expect((await app.inject(`/api/payments/status/${guid}`)).json()).toEqual({ ok: false, retry: true });
    const mails = await receipts();
    const ok = gateway.notification(request);
    expect((await notify(ok)).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2400, payment_method: 'Tarjeta (Redsys)' });
    expect(await receipts()).toBe(mails + 1);
    // Replayed, then a refusal arriving after the success: nothing changes, no second receipt.
    expect((await notify(ok)).statusCode).toBe(200);
    expect((await notify(gateway.notification(request, { response: '0190' }))).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2400 });
    expect(await receipts()).toBe(mails + 1);
    expect((await app.inject(`/api/payments/status/${guid}`)).json()).toMatchObject({
      ok: true,
      retry: false,
      paidWith: [{ kind: 'card' }],
    });
    const orders = (await app.inject({ url: `/api/shop/customer-orders/${buyer.id}`, headers: buyer.headers })).json().model as Order[];
    expect(orders.filter((o) => o.id === saleId)).toHaveLength(1);
  });

  it('refuses forged and tampered notifications with 400, changing nothing', async () => {
    const { saleId, request } = await checkoutCourt();
    const before = await paymentOf(saleId);
    const wrongKey = gateway.notification(request, { key: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev' });
    const lowAmount = gateway.notification(request, { amount: '1' });
    const swapped = new URLSearchParams(gateway.notification(request));
    swapped.set(
      'Ds_MerchantParameters',
      Buffer.from(
        Buffer.from(swapped.get('Ds_MerchantParameters') ?? '', 'base64')
          .toString()
          .replace('"2400"', '"1"'),
      ).toString('base64'),
    );
    for (const body of [
      wrongKey,
      lowAmount,
      swapped.toString(),
      'Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=e30%3D&Ds_Signature=x',
    ]) {
      const res = await notify(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().ok).toBe(false);
    }
    expect((await notify('Ds_Signature=only')).statusCode).toBe(400);
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
    expect(await paymentOf(saleId)).toEqual(before);
    expect(await app.db.selectFrom('payment_notifications').select('id').where('payment_id', '=', before.id).execute()).toEqual([]);
  });

  it('a refusal then a success (another attempt) pays; both attempts charging flags the second for a refund', async () => {
    const { saleId, body, request: first } = await checkoutCourt();
    expect((await notify(gateway.notification(first, { response: '0190' }))).statusCode).toBe(200);
    // The refusal keeps Redsys's reason for /cz/ko (issue 20, section 3).
    expect(await paymentOf(saleId)).toMatchObject({ status: 'failed', decline_reason: 'Denegación del emisor sin especificar motivo' });
    // The customer tries again with the same cart: a new Redsys order.
    const retry = (await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers })).json()
      .model as CheckoutModel;
    const second = gateway.receiveForm(retry.redsysData?.data as NonNullable<CheckoutModel['redsysData']>['data']);
    expect(second.DS_MERCHANT_ORDER).not.toBe(first.DS_MERCHANT_ORDER);
    expect((await notify(gateway.notification(second))).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2400 });
    // A late success for the first order too: the sale stays paid once; the extra charge is owed back.
    expect((await notify(gateway.notification(first, { authorisation: '777777' }))).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2400 });
    expect(await paymentOf(saleId)).toMatchObject({ status: 'paid', refund_amount: 2400 });
    // ...and goes back at once: a signed REST refund (transaction type 3) of the first order, not of the one that paid.
    await cardRefundsSettled(app.db);
    expect(gateway.refunds).toContainEqual({ order: first.DS_MERCHANT_ORDER, amount: 2400 });
    expect(gateway.refunds.filter((r) => r.order === second.DS_MERCHANT_ORDER)).toEqual([]);
    expect(gateway.restCalls.filter((c) => c.DS_MERCHANT_ORDER === first.DS_MERCHANT_ORDER)).toEqual([
      expect.objectContaining({
        DS_MERCHANT_TRANSACTIONTYPE: '3',
        DS_MERCHANT_AMOUNT: '2400',
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_MERCHANTCODE: '999008881',
        DS_MERCHANT_TERMINAL: '1',
      }),
    ]);
    const refund = await app.db
      .selectFrom('card_refunds')
      .selectAll()
      .where('payment_id', '=', (await paymentOf(saleId)).id)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({
      status: 'done',
      reason: 'refund_due',
      sale_id: null,
      amount: 2400,
      provider_refund_id: expect.stringMatching(new RegExp(`^${first.DS_MERCHANT_ORDER}:`)),
    });
  });

  it('a refund Redsys refuses (SIS0057: more than is left of the order) is failed with its code, not asked again', async () => {
    const { saleId, request } = await checkoutCourt();
    await app.db.updateTable('sales').set({ status: 'cancelled' }).where('id', '=', saleId).execute();
    // Refunded already at the bank's back office: nothing is left of the order.
    gateway.refunds.push({ order: request.DS_MERCHANT_ORDER ?? '', amount: 2400 });
    expect((await notify(gateway.notification(request))).statusCode).toBe(200);
    await cardRefundsSettled(app.db);
    await sendPendingCardRefunds({
      db: app.db,
      clock,
      config: app.config,
      log: app.log,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      caches: app.caches,
    });
    expect(await app.db.selectFrom('card_refunds').selectAll().where('sale_id', '=', saleId).executeTakeFirstOrThrow()).toMatchObject({
      status: 'failed',
      message: 'Redsys SIS0057',
    });
    expect(gateway.restCalls.filter((c) => c.DS_MERCHANT_ORDER === request.DS_MERCHANT_ORDER)).toHaveLength(1);
  });

  it('a notification after a restart (another instance on the same database) still pays once', async () => {
    const { saleId, request } = await checkoutCourt();
    const restarted = await buildTestApp({ clock, env: suite.env, shareDatabaseOf: app.config });
    try {
      expect((await notify(gateway.notification(request), restarted)).statusCode).toBe(200);
      expect((await notify(gateway.notification(request))).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2400 });
  });

  it('a signed notification of an order we never issued is 404 and records nothing', async () => {
    const { request } = await checkoutCourt();
    const res = await notify(gateway.notification({ ...request, DS_MERCHANT_ORDER: '999999999001' }));
    expect(res.statusCode).toBe(404);
  });
});
