import type { CheckoutInfo, CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutOwedCourt } from '../../test/factories.js';
import { providerSuite } from '../../test/provider-suite.js';
import { StripeFake } from '../../test/stripe-fake.js';
import { reconcilePendingPayments } from './payment-reconcile.service.js';

const SECRET = 'sk_test_clubportal';
const WHSEC = 'whsec_test_clubportal';
const fake = new StripeFake(SECRET);
const suite = providerSuite({
  fake,
  env: (base) => ({
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_clubportal',
    STRIPE_WEBHOOK_SECRET: WHSEC,
    STRIPE_API_BASE: base,
  }),
});
const { clock, saleOf } = suite;
let app: typeof suite.app;
let buyer: (typeof suite.buyers)[number];
let seq = 0;
beforeAll(() => {
  app = suite.app;
  buyer = suite.buyers[0]!;
});

const mailsTo = async (email: string) =>
  Number(
    (
      await app.db
        .selectFrom('mail_outbox')
        .select(app.db.fn.countAll<number>().as('n'))
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow()
    ).n,
  );
const status = async (pi: string) => (await app.inject(`/api/stripe/status/${pi}`)).json() as { ok: boolean; retry: boolean };
const webhook = (d: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: d.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': d.signature },
  });

async function checkoutCourt() {
  const guid = `stripe-${(seq += 1)}-${Date.now()}`;
  const c = await checkoutOwedCourt(app, buyer, {
    method: PaymentMethodType.Stripe,
    guid,
    number: `S-${guid}`,
    court: 'Pista 1',
    currency: 'EUR',
    unitPrice: 1800,
    minutes: 60,
  });
  return { ...c, pi: c.model.stripe?.paymentIntentId as string };
}

describe('Stripe (payment method 14) against a local Stripe API', () => {
  it('offers Stripe when configured and creates one PaymentIntent per payment attempt for our amount', async () => {
    const info = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-info-by-customer',
      payload: { customerId: buyer.id },
      headers: buyer.headers,
    });
    expect((info.json().data as CheckoutInfo).paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.Stripe]);
    const before = fake.created.length;
    const { body, model, pi } = await checkoutCourt();
    expect(model).toMatchObject({
      paid: false,
      publicKey: 'pk_test_clubportal',
      stripe: { paymentIntentId: pi, clientSecret: expect.stringMatching(/^pi_.+_secret_/) },
    });
    expect(fake.intents.get(pi)).toMatchObject({ amount: 1800, currency: 'eur', metadata: { attempt: '1' } });
    const again = (await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers })).json()
      .model as CheckoutModel;
    expect(again.stripe?.paymentIntentId).toBe(pi);
    expect(fake.created.length).toBe(before + 1);
  });

  it('the return page asks Stripe, not the query string; the webhook after it changes nothing', async () => {
    const { saleId, pi } = await checkoutCourt();
    expect(await status(pi)).toEqual({ ok: false, retry: true });
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending' });
    const mails = await mailsTo(
      (await app.db.selectFrom('customers').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()).email ?? '',
    );
    const intent = fake.succeed(pi);
    expect(await status(pi)).toMatchObject({ ok: true, retry: false, paidWith: [{ kind: 'card' }] });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 1800, payment_method: 'Tarjeta (Stripe)' });
    expect((await webhook(fake.webhook('payment_intent.succeeded', intent, WHSEC, clock.now()))).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 1800 });
    const email = (await app.db.selectFrom('customers').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()).email ?? '';
    expect(await mailsTo(email)).toBe(mails + 1);
  });

  it('the signed webhook is the source of truth: replayed, it pays once', async () => {
    const { saleId, pi } = await checkoutCourt();
    const delivery = fake.webhook('payment_intent.succeeded', fake.succeed(pi), WHSEC, clock.now());
    expect((await webhook(delivery)).statusCode).toBe(200);
    expect((await webhook(delivery)).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 1800 });
    expect(await status(pi)).toMatchObject({ ok: true, retry: false, paidWith: [{ kind: 'card' }] });
  });

  it('refuses forged, tampered, stale and mis-priced webhooks with 400, changing nothing', async () => {
    const { saleId, pi } = await checkoutCourt();
    const intent = fake.succeed(pi);
    const good = fake.webhook('payment_intent.succeeded', intent, WHSEC, clock.now());
    const forged = fake.webhook('payment_intent.succeeded', intent, 'whsec_someone_else', clock.now());
    const tampered = { payload: good.payload.replace('"amount":1800', '"amount":1'), signature: good.signature };
    const stale = fake.webhook('payment_intent.succeeded', intent, WHSEC, new Date(clock.now().getTime() - 301_000));
    // Dated beyond the tolerance in the future: as untrustworthy as a stale one (issue 19).
    const future = fake.webhook('payment_intent.succeeded', intent, WHSEC, new Date(clock.now().getTime() + 301_000));
    const misPriced = fake.webhook('payment_intent.succeeded', { ...intent, amount: 100, amount_received: 100 }, WHSEC, clock.now());
    for (const d of [forged, tampered, stale, future, misPriced, { payload: good.payload, signature: '' }]) {
      const res = await webhook(d);
      expect(res.statusCode, d.signature).toBe(400);
    }
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
    // Within the 300 s tolerance the genuine delivery still counts.
    clock.advance({ seconds: 299 });
    expect((await webhook(good)).statusCode).toBe(200);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid' });
  });

  it('a declined card ends the polling on /cz/ko; other events are acknowledged; unknown intents are not ok', async () => {
    const { saleId, pi } = await checkoutCourt();
    expect((await webhook(fake.webhook('payment_intent.payment_failed', fake.decline(pi), WHSEC, clock.now()))).statusCode).toBe(200);
    // Stripe's reason for the decline reaches /cz/ko.
    expect(await status(pi)).toEqual({ ok: false, retry: false, declineReason: 'Your card was declined.' });
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
    expect((await webhook(fake.webhook('charge.updated', { id: 'ch_1', object: 'charge' }, WHSEC, clock.now()))).statusCode).toBe(200);
    expect(await status('pi_unknown123')).toEqual({ ok: false, retry: false });
    expect((await app.inject('/api/stripe/status/not-an-intent')).statusCode).toBe(400);
  });

  it('a lost webhook: the scheduled reconciliation asks Stripe and pays once, after the customer left', async () => {
    const { saleId, pi } = await checkoutCourt();
    fake.succeed(pi);
    const deps = {
      db: app.db,
      clock,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      config: app.config,
      log: app.log,
      caches: app.caches,
    };
    expect(await reconcilePendingPayments(deps)).toBe(0); // too fresh: the webhook may still come
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending' });
    clock.advance({ minutes: 11 });
    expect(await reconcilePendingPayments(deps)).toBeGreaterThanOrEqual(1);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 1800 });
    expect(await reconcilePendingPayments(deps)).toBe(0);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 1800 });
  });
});
