import type { CheckoutInfo } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthorizeNetFake } from '../../test/authorizenet-fake.js';
import { createTestClub, prebookBody } from '../../test/booking-fixtures.js';
import { createCustomer, loginAs, refusalOf } from '../../test/factories.js';
import { providerSuite } from '../../test/provider-suite.js';
import { nowInstant } from '../../lib/clock.js';
import { createSale } from '../sales/index.js';
import { reconcilePendingPayments } from './payment-reconcile.service.js';
import { cardRefundsSettled, sendPendingCardRefunds } from './refunds.service.js';

const LOGIN = '5KP3u95bQpv';
const KEY = '346HZ32z3fP4hTG2';
const CLIENT_KEY = '5FcB6WrfHGS76gHW3v7btBCE3HuuBuke9Pj96Ztfn5R32G5ep42vne7MCWZtAucY';
const fake = new AuthorizeNetFake(LOGIN, KEY);
const suite = providerSuite({
  fake,
  env: (base) => ({
    AUTHORIZENET_API_LOGIN_ID: LOGIN,
    AUTHORIZENET_TRANSACTION_KEY: KEY,
    AUTHORIZENET_CLIENT_KEY: CLIENT_KEY,
    AUTHORIZENET_API_BASE: base,
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

/** A court the buyer owes (26 €) and its checkout with Authorize.Net, sent with an Accept.js nonce (or none). */
async function owedCourt() {
  const number = `AN-${(seq += 1)}-${Date.now()}`;
  const saleId = await createSale(app.db, {
    number,
    customerId: buyer.id,
    online: true,
    currency: 'EUR',
    paid: 0,
    title: 'Pista 6',
    items: [{ category: 'booking', name: 'Pista 6 (90 min)', unitPrice: 2600, units: 1, taxPercent: 0 }],
    createdAt: nowInstant(clock),
  });
  const body = {
    saleIds: [saleId],
    paymentMethodId: PaymentMethodType.AuthorizeNet,
    guid: `authnet-${number}`,
    customer: { id: buyer.id, acceptConditions: true },
  };
  const pay = (token?: string, extra: object = {}, as = buyer) =>
    app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      payload: { ...body, ...(token === undefined ? {} : { tpvOnlineInfoTemp: token }), ...extra },
      headers: as.headers,
    });
  return { saleId, pay };
}

describe('Authorize.Net (payment method 15) against a local Authorize.Net API', () => {
  it("is offered when configured, with Accept.js's public credentials only", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-info-by-customer',
      payload: { customerId: buyer.id },
      headers: buyer.headers,
    });
    const info = res.json().data as CheckoutInfo;
    expect(info.paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.AuthorizeNet]);
    expect(info.authorizeNet).toEqual({ apiLoginId: LOGIN, clientKey: CLIENT_KEY, prodMode: false });
    expect(res.body).not.toContain(KEY);
  });

  it('charges the Accept.js nonce once for our amount; a declined card answers its text, another card pays', async () => {
    const { saleId, pay } = await owedCourt();
    expect((await pay()).statusCode).toBe(400);
    expect(fake.charges).toHaveLength(0);
    const declined = await pay(fake.tokenize('decline'));
    expect(declined.statusCode).toBe(400);
    expect(refusalOf(declined)).toEqual({ ok: false, errorMsg: 'This transaction has been declined.' });
    const spent = fake.tokenize('approve');
    expect((await pay(spent)).json()).toMatchObject({ ok: true, model: { paid: true } });
    const payment = await paymentOf(saleId);
    expect(fake.charges.at(-1)).toEqual({
      amount: '26.00',
      currencyCode: 'EUR',
      invoiceNumber: `CP${payment.id}A2`,
      refId: `CP${payment.id}A2`,
    });
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2600, payment_method: 'Tarjeta (Authorize.Net)' });
    // Sent again (a double click): answered from the payment, no second charge.
    const charges = fake.charges.length;
    expect((await pay(spent)).json()).toMatchObject({ ok: true, model: { paid: true } });
    expect(fake.charges.length).toBe(charges);
  });

  it('a spent nonce is refused with its text and charges nothing', async () => {
    const first = await owedCourt();
    const nonce = fake.tokenize('approve');
    expect((await first.pay(nonce)).json().model.paid).toBe(true);
    const second = await owedCourt();
    expect(refusalOf(await second.pay(nonce))).toEqual({ ok: false, errorMsg: 'Invalid OTS Token.' });
    expect(await saleOf(second.saleId)).toMatchObject({ status: 'pending', paid: 0 });
  });

  it('a charge held for review waits; the reconciliation asks Authorize.Net and pays once when it is captured', async () => {
    const { saleId, pay } = await owedCourt();
    const held = await pay(fake.tokenize('review'));
    // Neither paid nor refused: the customer is told the bank reviews it and not to pay again.
    expect(held.statusCode).toBe(409);
    expect(refusalOf(held)).toEqual({
      ok: false,
      errorMsg: 'Your bank is reviewing this payment. We will email you as soon as it is confirmed: there is no need to pay again.',
    });
    const payment = await paymentOf(saleId);
    expect(payment.status).toBe('pending');
    const deps = {
      db: app.db,
      clock,
      outbox: app.outbox,
      staffAlerts: app.staffAlerts,
      config: app.config,
      log: app.log,
      caches: app.caches,
    };
    clock.advance({ minutes: 11 });
    await reconcilePendingPayments(deps);
    expect(await saleOf(saleId)).toMatchObject({ status: 'pending', paid: 0 });
    fake.settleReview(payment.provider_ref ?? '', true);
    clock.advance({ minutes: 11 });
    await reconcilePendingPayments(deps);
    expect(await saleOf(saleId)).toMatchObject({ status: 'paid', paid: 2600 });
  });

  it('saveCreditCard keeps the paid card; the next checkout lists it and pays with it, and nobody else can', async () => {
    const info = async (who = buyer) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/shop/checkout-info-by-customer',
          payload: { customerId: who.id },
          headers: who.headers,
        })
      ).json().data as CheckoutInfo;
    expect((await info()).paymentMethods.find((m) => m.tokenId === null)).toMatchObject({
      type: PaymentMethodType.AuthorizeNet,
      allowTokenization: true,
    });
    const first = await owedCourt();
    expect((await first.pay(fake.tokenize('approve'), { saveCreditCard: true })).json().model.paid).toBe(true);
    const saved = (await info()).paymentMethods.find((m) => m.tokenId !== null);
    expect(saved).toMatchObject({
      type: PaymentMethodType.AuthorizeNet,
      description: '**** 1111',
      name: 'Tarjeta (Authorize.Net) **** 1111',
    });
    const cards = (await app.inject({ url: `/api/publicpaymentmethods/token-list/${buyer.id}`, headers: buyer.headers })).json();
    expect(JSON.stringify(cards)).toContain('**** 1111');

    const second = await owedCourt();
    const charges = fake.charges.length;
    expect((await second.pay(undefined, { tokenId: saved?.tokenId })).json()).toMatchObject({ ok: true, model: { paid: true } });
    expect(fake.charges.length).toBe(charges + 1);
    expect(await saleOf(second.saleId)).toMatchObject({ status: 'paid', paid: 2600 });

    // Someone else's saved card: refused before anything is sold or charged.
    const c = await createCustomer(app);
    const other = await loginAs(app, c.email, c.password);
    const third = await owedCourt();
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      payload: {
        saleIds: [],
        saleItems: [],
        paymentMethodId: PaymentMethodType.AuthorizeNet,
        tokenId: saved?.tokenId,
        guid: `authnet-steal-${Date.now()}`,
        customer: { id: other.id, acceptConditions: true },
      },
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
    expect((await info(other)).paymentMethods.filter((m) => m.tokenId !== null)).toEqual([]);
    expect(await saleOf(third.saleId)).toMatchObject({ status: 'pending', paid: 0 });
    expect(fake.charges.length).toBe(charges + 1);
  });

  describe('refunds of cancelled bookings', () => {
    let club: Awaited<ReturnType<typeof createTestClub>>;
    beforeAll(async () => {
      club = await createTestClub(app, { courts: 3 });
    });

    /** Bookings (20 € each, three days ahead) paid together with one Authorize.Net charge: their ids and the charge's transId. */
    async function paidBookings(courts: number[]) {
      const entries: Array<{ bookingId: number; saleId: number }> = [];
      for (const court of courts) {
        const body = prebookBody({
          customerId: buyer.id,
          typeId: club.typeId,
          courtId: club.courts[court]!,
          start: `2026-03-23T${String(12 + ((seq += 1) % 8)).padStart(2, '0')}:00:00.000Z`,
          duration: 60,
        });
        entries.push(
          (await app.inject({ method: 'POST', url: '/api/publicbookings/prebook', payload: body, headers: buyer.headers })).json().model[0],
        );
      }
      const checkout = {
        saleIds: entries.map((e) => e.saleId),
        paymentMethodId: PaymentMethodType.AuthorizeNet,
        guid: `authnet-booking-${entries[0]!.bookingId}`,
        tpvOnlineInfoTemp: fake.tokenize('approve'),
        customer: { id: buyer.id, acceptConditions: true },
      };
      expect(
        (await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: checkout, headers: buyer.headers })).json(),
      ).toMatchObject({ model: { paid: true } });
      return { entries, transId: (await paymentOf(entries[0]!.saleId)).provider_ref as string };
    }
    const cancel = async (bookingId: number) => {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/publicbookings/cancel/${bookingId}/${buyer.id}`,
            payload: {},
            headers: buyer.headers,
          })
        ).statusCode,
      ).toBe(200);
      await cardRefundsSettled(app.db);
    };
    const refundOf = (saleId: number) =>
      app.db.selectFrom('card_refunds').selectAll().where('sale_id', '=', saleId).executeTakeFirstOrThrow();

    it('not settled yet, the whole charge is voided', async () => {
      const { entries, transId } = await paidBookings([0]);
      await cancel(entries[0]!.bookingId);
      const voided = fake.refunds.filter((r) => r.refTransId === transId);
      expect(voided).toEqual([expect.objectContaining({ transactionType: 'voidTransaction', amount: '20.00' })]);
      expect(await refundOf(entries[0]!.saleId)).toMatchObject({ status: 'done', provider_refund_id: voided[0]!.transId });
    });

    it('settled, the amount is refunded to the card by its last four digits', async () => {
      const { entries, transId } = await paidBookings([1]);
      fake.settle(transId);
      await cancel(entries[0]!.bookingId);
      expect(fake.refunds.filter((r) => r.refTransId === transId)).toEqual([
        expect.objectContaining({
          transactionType: 'refundTransaction',
          amount: '20.00',
          invoiceNumber: `CPR${(await refundOf(entries[0]!.saleId)).id}`,
        }),
      ]);
      expect(await refundOf(entries[0]!.saleId)).toMatchObject({ status: 'done' });
    });

    it('a part of a charge not settled yet waits for the settlement, then is refunded', async () => {
      const { entries, transId } = await paidBookings([0, 2]);
      await cancel(entries[1]!.bookingId);
      expect(fake.refunds.filter((r) => r.refTransId === transId)).toEqual([]);
      expect(await refundOf(entries[1]!.saleId)).toMatchObject({ status: 'pending', attempts: 1, amount: 2000 });
      fake.settle(transId);
      clock.advance({ hours: 6 });
      await sendPendingCardRefunds({
        db: app.db,
        clock,
        config: app.config,
        log: app.log,
        outbox: app.outbox,
        staffAlerts: app.staffAlerts,
        caches: app.caches,
      });
      expect(fake.refunds.filter((r) => r.refTransId === transId)).toEqual([
        expect.objectContaining({ transactionType: 'refundTransaction', amount: '20.00' }),
      ]);
      expect(await refundOf(entries[1]!.saleId)).toMatchObject({ status: 'done', attempts: 2 });
    });
  });
});
