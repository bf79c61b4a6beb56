import type { CheckoutInfo } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { paidThenCancelledCourt } from '../../test/booking-fixtures.js';
import { refusalOf } from '../../test/factories.js';
import { providerSuite } from '../../test/provider-suite.js';
import { NetPayFake } from '../../test/netpay-fake.js';
import { createSale } from '../sales/index.js';
import { reconcilePendingPayments } from './payment-reconcile.service.js';
import { cardRefundsSettled } from './refunds.service.js';

const SECRET = 'sk_netpay_test_clubportal';
const PUBLIC = 'pk_netpay_test_clubportal';
const fake = new NetPayFake(SECRET);
const suite = providerSuite({
  fake,
  env: (base) => ({ NETPAY_SECRET_KEY: SECRET, NETPAY_PUBLIC_KEY: PUBLIC, NETPAY_API_BASE: base }),
  currency: { code: 'MXN', symbol: '$' },
}); // A Mexican club: NetPay charges pesos.
const { clock, saleOf, paymentOf } = suite;
let app: typeof suite.app;
let buyer: (typeof suite.buyers)[number];
let seq = 0;
beforeAll(() => {
  app = suite.app;
  buyer = suite.buyers[0]!;
});

const callback = (id: number, token: string) => app.inject({ method: 'POST', url: `/api/netpay/callback/${id}/${token}` });
/** The reconciliation job, once a payment has waited long enough to be asked about. */
const reconcile = async () => {
  clock.advance({ minutes: 11 });
  await reconcilePendingPayments({
    db: app.db,
    clock,
    outbox: app.outbox,
    staffAlerts: app.staffAlerts,
    config: app.config,
    log: app.log,
    caches: app.caches,
  });
};

/** A class the buyer owes (350 MXN) and the checkout body paying it with NetPay and a card token. */
async function owedClass() {
  const number = `NP-${(seq += 1)}-${Date.now()}`;
  const saleId = await createSale(app.db, {
    number,
    customerId: buyer.id,
    online: true,
    currency: 'MXN',
    paid: 0,
    title: 'Clase de pádel',
    items: [{ category: 'activity', name: 'Clase de pádel', unitPrice: 35000, units: 1, taxPercent: 0 }],
    createdAt: nowInstant(clock),
  });
  const body = (token?: unknown) => ({
    saleIds: [saleId],
    paymentMethodId: PaymentMethodType.NetPay,
    guid: `netpay-${number}`,
    ...(token === undefined ? {} : { tpvOnlineInfoTemp: token }),
    customer: { id: buyer.id, acceptConditions: true },
  });
  const pay = (token?: unknown) =>
    app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body(token), headers: buyer.headers });
  return { saleId, pay };
}

describe('NetPay (payment method 10) against a local NetPay API', () => {
  it('is offered when configured, with its public key and sandbox mode', async () => {
    const info = (
      await app.inject({
        method: 'POST',
        url: '/api/shop/checkout-info-by-customer',
        payload: { customerId: buyer.id },
        headers: buyer.headers,
      })
    ).json().data as CheckoutInfo;
    expect(info.paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.NetPay]);
    expect(info).toMatchObject({ netPayPublicKey: PUBLIC, netPayProdMode: false, authorizeNet: null });
  });

  it('charges the tokenised card once for our amount: paid, and the same checkout again charges nothing more', async () => {
    const { saleId, pay } = await owedClass();
    const token = fake.tokenize('approve');
    const res = await pay(token);
    expect(res.json()).toMatchObject({ ok: true, model: { paid: true } });
    expect(fake.charges.at(-1)).toEqual({ source: token, amount: 350, currency: 'MXN' });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 35000, payment_method: 'Tarjeta (NetPay)' });
    const charges = fake.charges.length;
    expect((await pay({ token })).json()).toMatchObject({ ok: true, model: { paid: true } });
    expect(fake.charges.length).toBe(charges);
  });

  it("a declined card answers NetPay's message; the same cart with another card is a new attempt that pays", async () => {
    const { saleId, pay } = await owedClass();
    const declined = await pay(fake.tokenize('decline'));
    expect(declined.statusCode).toBe(400);
    expect(refusalOf(declined)).toEqual({ ok: false, errorMsg: 'Fondos insuficientes' });
    expect(await paymentOf(saleId)).toMatchObject({ status: 'failed', attempt: 1 });
    expect((await pay(fake.tokenize('approve'))).json().model.paid).toBe(true);
    expect(await paymentOf(saleId)).toMatchObject({ status: 'paid', attempt: 2 });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 35000 });
  });

  it('without a card token the checkout is refused and nothing is charged', async () => {
    const { pay } = await owedClass();
    const charges = fake.charges.length;
    expect((await pay()).statusCode).toBe(400);
    expect((await pay(42)).statusCode).toBe(400);
    expect(fake.charges.length).toBe(charges);
  });

  it('3-D Secure: the checkout sends the customer to the bank; the return confirms the charge at NetPay and pays once', async () => {
    const { saleId, pay } = await owedClass();
    const model = (await pay(fake.tokenize('3ds'))).json().model;
    expect(model).toMatchObject({ paid: false, redirectUrl: expect.stringContaining('/three-d-secure/') });
    const payment = await paymentOf(saleId);
    const back = new URL(fake.finish3ds(payment.provider_ref ?? '', true));
    expect(back.pathname).toBe('/netpay-callback');
    expect(back.searchParams.get('id')).toBe(String(payment.id));
    const token = back.searchParams.get('transaction_token') as string;
    // Before NetPay answers, someone else's token for this payment is not accepted.
    const other = await owedClass();
    await other.pay(fake.tokenize('3ds'));
    expect((await callback(payment.id, (await paymentOf(other.saleId)).provider_ref ?? '')).statusCode).toBe(404);
    expect((await callback(payment.id, 'not a token!')).statusCode).toBe(400);

    // Not collected until confirmed: the reconciliation's reading pays nothing and confirms nothing.
    expect(fake.transactions.get(token)?.status).toBe('CHARGEABLE');
    await reconcile();
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
    expect(fake.confirmations).toEqual([]);

    expect((await callback(payment.id, token)).json()).toEqual({ ok: true });
    expect((await callback(payment.id, token)).json()).toEqual({ ok: true });
    expect(fake.confirmations).toEqual([{ transactionTokenId: token, accepted: true }]);
    expect(fake.transactions.get(token)?.status).toBe('DONE');
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 35000 });
    expect(await app.db.selectFrom('payment_notifications').select('id').where('payment_id', '=', payment.id).execute()).toHaveLength(1);
  });

  it('a failed 3-D Secure check, or an amount that is not ours, pays nothing', async () => {
    const failed = await owedClass();
    await failed.pay(fake.tokenize('3ds'));
    const p1 = await paymentOf(failed.saleId);
    fake.finish3ds(p1.provider_ref ?? '', false);
    expect((await callback(p1.id, p1.provider_ref ?? '')).json()).toEqual({ ok: false });
    expect(await saleOf(failed.saleId)).toMatchObject({ status: 'pending', paid: 0 });

    // Back without finishing 3-D Secure: NetPay refuses the confirmation and nothing is paid.
    const unfinished = await owedClass();
    await unfinished.pay(fake.tokenize('3ds'));
    const p3 = await paymentOf(unfinished.saleId);
    expect((await callback(p3.id, p3.provider_ref ?? '')).json()).toMatchObject({ ok: false });
    expect(fake.confirmations.at(-1)).toEqual({ transactionTokenId: p3.provider_ref, accepted: false });
    expect(await saleOf(unfinished.saleId)).toMatchObject({ status: 'pending', paid: 0 });

    const tampered = await owedClass();
    await tampered.pay(fake.tokenize('3ds'));
    const p2 = await paymentOf(tampered.saleId);
    fake.finish3ds(p2.provider_ref ?? '', true);
    const tx = fake.transactions.get(p2.provider_ref ?? '');
    if (tx) tx.amount = 1;
    expect((await callback(p2.id, p2.provider_ref ?? '')).statusCode).toBe(400);
    expect(await saleOf(tampered.saleId)).toMatchObject({ status: 'pending', paid: 0 });
  });

  it('a cancelled booking paid by card goes back: one refund of the collected transaction, asked once', async () => {
    const entry = await paidThenCancelledCourt(app, buyer, {
      paymentMethodId: PaymentMethodType.NetPay,
      tpvOnlineInfoTemp: fake.tokenize('approve'),
    });
    await cardRefundsSettled(app.db);
    const payment = await paymentOf(entry.saleId);
    const row = await app.db.selectFrom('card_refunds').selectAll().where('payment_id', '=', payment.id).executeTakeFirstOrThrow();
    expect(fake.refunds.filter((r) => r.transactionTokenId === payment.provider_ref)).toEqual([
      { transactionTokenId: payment.provider_ref, refundId: row.provider_refund_id, amount: 20 },
    ]);
    expect(row).toMatchObject({ status: 'done', reason: 'booking', amount: 2000, currency: 'MXN' });
  });
});
