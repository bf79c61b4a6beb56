import type { CheckoutInfo } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutOwedCourt } from '../../test/factories.js';
import { providerSuite } from '../../test/provider-suite.js';
import { MercadoPagoFake } from '../../test/mercadopago-fake.js';
import { cardRefundsSettled, sendPendingCardRefunds } from './refunds.service.js';

const TOKEN = 'TEST-access-token-clubportal';
const SECRET = 'mp-webhook-secret';
const fake = new MercadoPagoFake(TOKEN, 'EUR');
const suite = providerSuite({
  fake,
  env: (base) => ({
    MERCADOPAGO_ACCESS_TOKEN: TOKEN,
    MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key-clubportal',
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_BASE: base,
  }),
  buyers: 2,
});
const { clock, saleOf } = suite;
let app: typeof suite.app;
let buyer: (typeof suite.buyers)[number];
let other: (typeof suite.buyers)[number];
let seq = 0;
beforeAll(() => {
  app = suite.app;
  buyer = suite.buyers[0]!;
  other = suite.buyers[1]!;
});

const card = (holder: string) => ({
  token: `${holder}-card-token`,
  payment_method_id: 'visa',
  issuer_id: '310',
  installments: 1,
  transaction_amount: 0.01,
  payer: { email: 'payer@example.com' },
});
const process = (body: object, headers: Record<string, string> = buyer.headers) =>
  app.inject({ method: 'POST', url: '/api/publicmercadopago/process_payment', payload: body, headers });
const deliver = (w: ReturnType<MercadoPagoFake['webhook']>) =>
  app.inject({ method: 'POST', url: w.url, payload: w.body, headers: w.headers });

async function checkoutCourt() {
  const guid = `mp-${(seq += 1)}-${Date.now()}`;
  const { saleId, model } = await checkoutOwedCourt(app, buyer, {
    method: PaymentMethodType.MercadoPago,
    guid,
    number: `M-${guid}`,
    court: 'Pista 5',
    currency: 'EUR',
    unitPrice: 2150,
    minutes: 90,
  });
  return { saleId, guid, model, rqId: model.mercadoPago?.id as number };
}

describe('Mercado Pago (payment method 17) against a local Mercado Pago API', () => {
  it('offers the brick with our amount; the card is charged our amount in one installment, once', async () => {
    const info = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-info-by-customer',
      payload: { customerId: buyer.id },
      headers: buyer.headers,
    });
    expect((info.json().data as CheckoutInfo).paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.MercadoPago]);
    const { saleId, model, rqId } = await checkoutCourt();
    expect(model.mercadoPago).toMatchObject({
      pk: 'TEST-public-key-clubportal',
      amount: 21.5,
      currency: 'EUR',
      email: expect.stringContaining('@'),
    });
    const before = fake.payments.size;
    const [a, b] = await Promise.all([process({ rqId, ...card('APRO') }), process({ rqId, ...card('APRO') })]);
    expect(a.json()).toEqual({ ok: true, errorMsg: null, status: 'paid' });
    expect(b.json()).toEqual({ ok: true, errorMsg: null, status: 'paid' });
    expect(fake.payments.size).toBe(before + 1);
    const charged = [...fake.payments.values()].at(-1);
    expect(charged).toMatchObject({
      transaction_amount: 21.5,
      installments: 1,
      notification_url: 'http://portal.test/api/mercadopago/webhook',
    });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2150, payment_method: 'Mercado Pago' });
    // The webhook about the same payment afterwards changes nothing.
    expect((await deliver(fake.webhook(charged?.id ?? 0, SECRET, clock.now()))).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2150 });
  });

  it('a refused card answers ok false with the message; a pending one is paid by the signed webhook later', async () => {
    const refused = await checkoutCourt();
    const res = await process({ rqId: refused.rqId, ...card('OTHE') });
    expect(res.json()).toEqual({
      ok: false,
      errorMsg: 'Sorry! The payment has not been completed. Please try again later.',
      status: 'failed',
    });
    expect(await saleOf(refused.saleId)).toMatchObject({ status: 'pending', paid: 0 });

    const later = await checkoutCourt();
    expect((await process({ rqId: later.rqId, ...card('CONT') })).json()).toMatchObject({ ok: true, status: 'pending' });
    const mpId = [...fake.payments.values()].at(-1)?.id ?? 0;
    fake.approve(mpId);
    expect((await deliver(fake.webhook(mpId, SECRET, clock.now()))).statusCode).toBe(200);
    expect(await saleOf(later.saleId)).toMatchObject({ status: 'paid', paid: 2150 });
  });

  it('refuses forged and stale webhooks, and someone else paying with the payment id', async () => {
    const { saleId, rqId, guid } = await checkoutCourt();
    expect((await process({ rqId, ...card('CONT') })).json()).toMatchObject({ status: 'pending' });
    const mpId = [...fake.payments.values()].at(-1)?.id ?? 0;
    fake.approve(mpId);
    expect((await deliver(fake.webhook(mpId, 'someone-else', clock.now()))).statusCode).toBe(400);
    expect((await deliver(fake.webhook(mpId, SECRET, new Date(clock.now().getTime() - 301_000)))).statusCode).toBe(400);
    const signedForAnother = fake.webhook(mpId + 1, SECRET, clock.now());
    expect((await deliver({ ...signedForAnother, url: `/api/mercadopago/webhook?data.id=${mpId}&type=payment` })).statusCode).toBe(400);
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
    expect((await process({ rqId, ...card('APRO') }, other.headers)).statusCode).toBe(403);
    expect((await process({ rqId, ...card('APRO') }, {})).statusCode).toBe(401);
    expect((await process({ rqId, guid: 'someone-elses-cart-guid', ...card('APRO') }, {})).statusCode).toBe(403);
    // The browser holding the cart's guid may pay it (a guest has no session).
    expect((await process({ rqId, guid, ...card('APRO') }, {})).statusCode).toBe(200);
  });

  it('money for a sale cancelled meanwhile goes back to the card: one refund of the Mercado Pago payment, idempotency key per refund', async () => {
    const { saleId, rqId } = await checkoutCourt();
    await app.db.updateTable('sales').set({ status: 'cancelled' }).where('id', '=', saleId).execute();
    expect((await process({ rqId, ...card('APRO') })).statusCode).toBe(200);
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
    const charged = [...fake.payments.values()].at(-1) as { id: number };
    const row = await app.db.selectFrom('card_refunds').selectAll().where('sale_id', '=', saleId).executeTakeFirstOrThrow();
    expect(fake.refunds.filter((r) => r.payment_id === charged.id)).toEqual([
      {
        id: Number(row.provider_refund_id),
        payment_id: charged.id,
        amount: 21.5,
        status: 'approved',
        idempotencyKey: `clubportal-refund-${row.id}`,
      },
    ]);
    expect(row).toMatchObject({ status: 'done', reason: 'refund_due', amount: 2150 });
  });
});
