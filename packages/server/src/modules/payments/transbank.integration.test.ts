import type { CheckoutInfo, CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { paidThenCancelledCourt } from '../../test/booking-fixtures.js';
import { checkoutOwedCourt } from '../../test/factories.js';
import { providerSuite } from '../../test/provider-suite.js';
import { TransbankFake } from '../../test/transbank-fake.js';
import { createSale } from '../sales/index.js';
import { cardRefundsSettled, sendPendingCardRefunds } from './refunds.service.js';

// Transbank's published integration commerce code and key for Webpay Plus.
const CODE = '597055555532';
const KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
// Oneclick Mall's published integration codes (mall and store) and its key.
const ONECLICK = { commerceCode: '597055555541', childCommerceCode: '597055555542', apiKey: KEY };
const fake = new TransbankFake(CODE, KEY, ONECLICK);
const suite = providerSuite({
  fake,
  env: (base) => ({
    TRANSBANK_COMMERCE_CODE: CODE,
    TRANSBANK_API_KEY: KEY,
    TRANSBANK_API_BASE: base,
    TRANSBANK_ONECLICK_COMMERCE_CODE: ONECLICK.commerceCode,
    TRANSBANK_ONECLICK_CHILD_COMMERCE_CODE: ONECLICK.childCommerceCode,
    TRANSBANK_ONECLICK_API_KEY: ONECLICK.apiKey,
  }),
  // A Chilean club: Webpay takes pesos only.
  currency: { code: 'CLP', symbol: '$' },
});
const { clock, saleOf } = suite;
let app: typeof suite.app;
let buyer: (typeof suite.buyers)[number];
let seq = 0;
beforeAll(() => {
  app = suite.app;
  buyer = suite.buyers[0]!;
});

const processPayment = (id: number, query: string) => app.inject({ method: 'POST', url: `/api/transbank/process-payment/${id}?${query}` });

async function checkoutCourt() {
  const guid = `tbk-${(seq += 1)}-${Date.now()}`;
  const c = await checkoutOwedCourt(app, buyer, {
    method: PaymentMethodType.Transbank,
    guid,
    number: `T-${guid}`,
    court: 'Cancha 2',
    currency: 'CLP',
    unitPrice: 18000,
    minutes: 60,
  });
  const payment = await app.db.selectFrom('payment_sales').select('payment_id').where('sale_id', '=', c.saleId).executeTakeFirstOrThrow();
  return { ...c, token: c.model.transbank?.token as string, paymentId: payment.payment_id };
}

describe('Transbank Webpay Plus (payment method 18) against a local Webpay API', () => {
  it('offers Webpay for pesos and creates a transaction for our amount with the return page of the payment', async () => {
    const info = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-info-by-customer',
      payload: { customerId: buyer.id },
      headers: buyer.headers,
    });
    expect((info.json().data as CheckoutInfo).paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.Transbank]);
    const { model, token, paymentId, body } = await checkoutCourt();
    expect(model.transbank?.url).toBe(`${fake.base}/webpayserver/initTransaction`);
    expect(fake.transactions.get(token)).toMatchObject({
      amount: 18000,
      return_url: `http://portal.test/transbank/process-payment/${paymentId}`,
      buy_order: `CP${paymentId}A1`,
    });
    const again = (await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers })).json()
      .model as CheckoutModel;
    expect(again.transbank?.token).toBe(token);
  });

  it('the return commits once: paid; a reload (a second commit Webpay refuses) asks the status and stays paid once', async () => {
    const { saleId, token, paymentId } = await checkoutCourt();
    fake.approve(token);
    expect((await processPayment(paymentId, `token_ws=${token}`)).json()).toEqual({ ok: true });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 18000, payment_method: 'Webpay' });
    expect((await processPayment(paymentId, `token_ws=${token}`)).json()).toEqual({ ok: true });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 18000 });
    expect(await app.db.selectFrom('payment_notifications').select('id').where('payment_id', '=', paymentId).execute()).toHaveLength(1);
  });

  it('a rejected card, an aborted return and someone else’s token pay nothing', async () => {
    const { saleId, token, paymentId } = await checkoutCourt();
    expect((await processPayment(paymentId, 'TBK_TOKEN=abc&TBK_ORDEN_COMPRA=x&TBK_ID_SESION=y')).json()).toEqual({ ok: false });
    const other = await checkoutCourt();
    expect((await processPayment(paymentId, `token_ws=${other.token}`)).statusCode).toBe(404);
    fake.reject(token);
    expect((await processPayment(paymentId, `token_ws=${token}`)).json()).toEqual({ ok: false });
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
  });

  it('a return Transbank posts as a form lands on the same page with its fields in the address, and nothing else', async () => {
    const post = (url: string, payload: string) =>
      app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const paid = await post('/transbank/process-payment/12', 'token_ws=01ab6c0f2e&extra=1');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/transbank/process-payment/12?token_ws=01ab6c0f2e');
    const aborted = await post(
      '/transbank/process-payment/12',
      'TBK_TOKEN=abc&TBK_ORDEN_COMPRA=CP12A1&TBK_ID_SESION=12&token_ws=%3Cscript%3E',
    );
    expect(aborted.headers.location).toBe('/transbank/process-payment/12?TBK_TOKEN=abc&TBK_ORDEN_COMPRA=CP12A1&TBK_ID_SESION=12');
    const inscription = await post('/transbank/process-tokenization/77', 'TBK_TOKEN=01ab6c0f2e99');
    expect(inscription.headers.location).toBe('/transbank/process-tokenization/77?TBK_TOKEN=01ab6c0f2e99');
    expect((await post('/transbank/process-payment/12', `token_ws=${'a'.repeat(300)}`)).statusCode).toBe(400);
  });

  it('money for a sale cancelled meanwhile is refunded on the Webpay token (POST .../transactions/{token}/refunds), once', async () => {
    const { saleId, token, paymentId } = await checkoutCourt();
    await app.db.updateTable('sales').set({ status: 'cancelled' }).where('id', '=', saleId).execute();
    fake.approve(token);
    await processPayment(paymentId, `token_ws=${token}`);
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
    expect(fake.refunds.filter((r) => r.ref === token)).toEqual([{ ref: token, amount: 18000, type: 'REVERSED' }]);
    expect(await app.db.selectFrom('card_refunds').selectAll().where('sale_id', '=', saleId).executeTakeFirstOrThrow()).toMatchObject({
      status: 'done',
      reason: 'refund_due',
      amount: 18000,
      provider_refund_id: `${token.slice(0, 80)}:reversed`,
    });
  });
});

describe('Transbank Oneclick: saving a card and paying with it', () => {
  const tokenize = (customerId = buyer.id, headers: Record<string, string> = buyer.headers) =>
    app.inject({ method: 'POST', url: `/api/transbank/tokenize/${customerId}?fromPublic=true`, headers });
  const processTokenization = (id: number | string, query: string) =>
    app.inject({ method: 'POST', url: `/api/transbank/process-tokenization/${id}?${query}` });
  const startInscription = async () => {
    const model = (await tokenize()).json().model as { redirectUrl: string; url: string; token: string };
    const requestId = Number(fake.inscriptions.get(model.token)?.response_url.split('/').pop());
    return { ...model, requestId };
  };

  it("starts an inscription on Transbank's page and keeps the card on the return, once", async () => {
    const { redirectUrl, url, token, requestId } = await startInscription();
    expect(redirectUrl).toBe(`${url}?TBK_TOKEN=${token}`);
    expect(fake.inscriptions.get(token)?.response_url).toBe(`http://portal.test/transbank/process-tokenization/${requestId}`);
    fake.enrol(token);
    const saved = (await processTokenization(requestId, `TBK_TOKEN=${token}`)).json();
    expect(saved).toEqual({ ok: true, model: { id: expect.any(Number) }, errorMsg: null });
    expect((await processTokenization(requestId, `TBK_TOKEN=${token}`)).json()).toEqual(saved);
    const cards = (await app.inject({ url: `/api/publicpaymentmethods/token-list/${buyer.id}`, headers: buyer.headers })).body;
    expect(cards).toContain('**** 6623');
    expect((await tokenize(buyer.id, {})).statusCode).toBe(401);
  });

  it("an aborted or refused inscription says 'Save card failed'; another token is not this inscription's", async () => {
    const aborted = await startInscription();
    expect(
      (await processTokenization(aborted.requestId, `TBK_TOKEN=${aborted.token}&TBK_ORDEN_COMPRA=x123&TBK_ID_SESION=y456`)).json(),
    ).toEqual({ ok: false, model: null, errorMsg: 'Save card failed' });
    const refused = await startInscription();
    fake.enrol(refused.token, 'reject');
    expect((await processTokenization(refused.requestId, `TBK_TOKEN=${refused.token}`)).json()).toMatchObject({
      ok: false,
      errorMsg: 'Save card failed',
    });
    expect((await processTokenization(refused.requestId, `TBK_TOKEN=${aborted.token}`)).statusCode).toBe(404);
    expect((await processTokenization(refused.requestId, 'TBK_TOKEN=x')).statusCode).toBe(400);
  });

  it('the saved card is offered at checkout and pays once with Oneclick for our amount; a refused card pays nothing', async () => {
    const { token, requestId } = await startInscription();
    fake.enrol(token);
    const tokenId = (await processTokenization(requestId, `TBK_TOKEN=${token}`)).json().model.id as number;
    const info = (
      await app.inject({
        method: 'POST',
        url: '/api/shop/checkout-info-by-customer',
        payload: { customerId: buyer.id },
        headers: buyer.headers,
      })
    ).json().data as CheckoutInfo;
    expect(info.paymentMethods.find((m) => m.tokenId === tokenId)).toMatchObject({
      type: PaymentMethodType.Transbank,
      description: '**** 6623',
    });
    expect(info.paymentMethods.find((m) => m.tokenId === null)).toMatchObject({
      type: PaymentMethodType.Transbank,
      allowTokenization: true,
    });

    const owe = async (n: string) => {
      return createSale(app.db, {
        number: n,
        customerId: buyer.id,
        online: true,
        currency: 'CLP',
        paid: 0,
        title: 'Cancha 3',
        items: [{ category: 'booking', name: 'Cancha 3 (60 min)', unitPrice: 18000, units: 1, taxPercent: 0 }],
        createdAt: nowInstant(clock),
      });
    };
    const saleId = await owe(`OC-${Date.now()}`);
    const body = {
      saleIds: [saleId],
      paymentMethodId: PaymentMethodType.Transbank,
      tokenId,
      guid: `oneclick-${Date.now()}`,
      customer: { id: buyer.id, acceptConditions: true },
    };
    const res = await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers });
    expect(res.json()).toMatchObject({ ok: true, model: { paid: true } });
    expect(fake.oneclickCharges.at(-1)).toMatchObject({ details: [{ amount: 18000, commerce_code: ONECLICK.childCommerceCode }] });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 18000, payment_method: 'Webpay' });
    const charges = fake.oneclickCharges.length;
    expect(
      (await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers })).json().model.paid,
    ).toBe(true);
    expect(fake.oneclickCharges.length).toBe(charges);

    const card = await app.db.selectFrom('payment_tokens').select('provider_ref').where('id', '=', tokenId).executeTakeFirstOrThrow();
    fake.refusing.add(card.provider_ref.split('|')[1] ?? '');
    const unpaid = await owe(`OC2-${Date.now()}`);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      payload: { ...body, saleIds: [unpaid], guid: `oneclick-r-${Date.now()}` },
      headers: buyer.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(await saleOf(unpaid)).toMatchObject({ status: 'pending', paid: 0 });
  });

  it('a cancelled booking paid with a saved card is refunded on its Oneclick buy order, for our store', async () => {
    const { token, requestId } = await startInscription();
    fake.enrol(token);
    const tokenId = (await processTokenization(requestId, `TBK_TOKEN=${token}`)).json().model.id as number;
    const entry = await paidThenCancelledCourt(app, buyer, { paymentMethodId: PaymentMethodType.Transbank, tokenId });
    const buyOrder = fake.oneclickCharges.at(-1)?.buy_order as string;
    await cardRefundsSettled(app.db);
    expect(fake.refunds.filter((r) => r.ref === buyOrder)).toEqual([{ ref: buyOrder, amount: 2000, type: 'REVERSED' }]);
    expect(
      await app.db.selectFrom('booking_refunds').select('status').where('booking_id', '=', entry.bookingId).executeTakeFirstOrThrow(),
    ).toEqual({ status: 'done' });
  });
});
