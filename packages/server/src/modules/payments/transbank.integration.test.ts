import type { CheckoutInfo, CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { checkoutOwedCourt, createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { TransbankFake } from '../../test/transbank-fake.js';
import { getMainSettings, saveMainSettings } from '../settings/settings.service.js';

// Transbank's published integration commerce code and key for Webpay Plus.
const CODE = '597055555532';
const KEY = '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
const fake = new TransbankFake(CODE, KEY);
const clock = new ManualClock('2026-03-20T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let seq = 0;

beforeAll(async () => {
  const base = await fake.start();
  app = await buildTestApp({ clock, env: { TRANSBANK_COMMERCE_CODE: CODE, TRANSBANK_API_KEY: KEY, TRANSBANK_API_BASE: base, SANDBOX_ENABLED: 'false', PENDING_ENABLED: 'false' } });
  // A Chilean club: Webpay takes pesos only.
  const { gallery: _gallery, ...settings } = await getMainSettings(app.db);
  await saveMainSettings(app.db, { ...settings, currencyCode: 'CLP', CurrencySymbol: '$' }, nowInstant(clock));
  const c = await createCustomer(app);
  buyer = await loginAs(app, c.email, c.password);
});
afterAll(async () => {
  await app.close();
  await fake.stop();
});

const saleOf = (id: number) => app.db.selectFrom('sales').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const processPayment = (id: number, query: string) => app.inject({ method: 'POST', url: `/api/transbank/process-payment/${id}?${query}` });

async function checkoutCourt() {
  const guid = `tbk-${(seq += 1)}-${Date.now()}`;
  const c = await checkoutOwedCourt(app, buyer, { method: PaymentMethodType.Transbank, guid, number: `T-${guid}`, court: 'Cancha 2', currency: 'CLP', unitPrice: 18000, minutes: 60 });
  const payment = await app.db.selectFrom('payment_sales').select('payment_id').where('sale_id', '=', c.saleId).executeTakeFirstOrThrow();
  return { ...c, token: c.model.transbank?.token as string, paymentId: payment.payment_id };
}

describe('Transbank Webpay Plus (payment method 18) against a local Webpay API', () => {
  it('offers Webpay for pesos and creates a transaction for our amount with the return page of the payment', async () => {
    const info = await app.inject({ method: 'POST', url: '/api/shop/checkout-info-by-customer', payload: { customerId: buyer.id }, headers: buyer.headers });
    expect((info.json().data as CheckoutInfo).paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.Transbank]);
    const { model, token, paymentId, body } = await checkoutCourt();
    expect(model.transbank?.url).toBe(`${fake.base}/webpayserver/initTransaction`);
    expect(fake.transactions.get(token)).toMatchObject({ amount: 18000, return_url: `http://portal.test/transbank/process-payment/${paymentId}`, buy_order: `CP${paymentId}A1` });
    const again = (await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers })).json().model as CheckoutModel;
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
});
