import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType, PaymentType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROMO } from '../../db/seed/demo-checkout.js';
import { nowInstant } from '../../lib/clock.js';
import { createTestClub, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs, refusalOf } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { releaseBookingHolds } from '../../test/hold-release.js';
import { createSale, CHECKOUT_HOLD_MINUTES, releaseRanOutHolds } from '../sales/index.js';
import { createProduct } from '../shop/index.js';
import { checkoutHoldReleaser } from './abandoned-checkouts.service.js';
import { SANDBOX_METHOD_TYPE } from './providers/sandbox/sandbox.provider.js';

const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let seq = 0;
const guid = () => `abandon-${Date.now()}-${(seq += 1)}`;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true' } });
  const c = await createCustomer(app);
  buyer = await loginAs(app, c.email, c.password);
});
afterAll(() => app.close());

const release = () => releaseRanOutHolds({ db: app.db, clock, log: app.log }, [checkoutHoldReleaser({ caches: app.caches })]);
const stockOf = async (id: number) =>
  (await app.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const promoUses = async () =>
  (await app.db.selectFrom('promos').select('uses').where('code', '=', DEMO_PROMO.code).executeTakeFirstOrThrow()).uses;
const saleByNumber = (number: string | null) =>
  app.db
    .selectFrom('sales')
    .selectAll()
    .where('number', '=', number ?? '')
    .executeTakeFirstOrThrow();
const paymentOfSale = (saleId: number) =>
  app.db
    .selectFrom('payments as p')
    .innerJoin('payment_sales as ps', 'ps.payment_id', 'p.id')
    .selectAll('p')
    .where('ps.sale_id', '=', saleId)
    .orderBy('p.id', 'desc')
    .executeTakeFirstOrThrow();
const delivery = {
  name: 'Ana',
  surname: 'Ruiz',
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  town: 'Madrid',
  country: 'ES',
  postalCode: '28001',
  email: 'ana@example.com',
  phone: '600000000',
};

async function newProduct(stock: number) {
  return createProduct(
    app.db,
    {
      name: `Camiseta ${guid()}`,
      price: 2000,
      basis: 'gross',
      currency: 'EUR',
      stock,
      createdAt: nowInstant(clock),
    },
    app.caches,
  );
}
function checkoutBody(productId: number, method: number, extra: object = {}) {
  return {
    saleItems: [{ productId, units: 2 }],
    saleIds: [],
    paymentMethodId: method,
    guid: guid(),
    customer: { id: buyer.id, ...delivery, acceptConditions: true },
    ...extra,
  };
}
async function checkout(body: object) {
  const res = await app.inject({ method: 'POST', url: '/api/shop/checkout-customer', payload: body, headers: buyer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as CheckoutModel;
}
async function sandbox(model: CheckoutModel, action: 'pay' | 'decline') {
  const path = new URL(model.sandbox?.url ?? '').pathname;
  return (
    await app.inject({
      method: 'POST',
      url: path,
      payload: `action=${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  ).headers.location;
}

describe('abandoned checkouts give back what they took', () => {
  it(`after ${CHECKOUT_HOLD_MINUTES} minutes unpaid: stock and promo use back, sale cancelled, once; a late success is flagged for a refund`, async () => {
    const product = await newProduct(5);
    const uses = await promoUses();
    const body = checkoutBody(product, SANDBOX_METHOD_TYPE, { promoCode: DEMO_PROMO.code });
    const model = await checkout(body);
    expect(await stockOf(product)).toBe(3);
    expect(await promoUses()).toBe(uses + 1);

    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES - 1 });
    expect(await release()).toBe(0);
    expect(await stockOf(product)).toBe(3);
    clock.advance({ minutes: 2 });
    expect(await release()).toBe(1);
    expect(await release()).toBe(0);
    expect(await stockOf(product)).toBe(5);
    expect(await promoUses()).toBe(uses);
    const sale = await saleByNumber(model.saleNumber);
    expect(sale.status).toBe('cancelled');
    expect(await paymentOfSale(sale.id)).toMatchObject({ status: 'abandoned', guid: null });

    // The gateway's success arrives after all: recorded, never applied to the cancelled sale, flagged.
    expect(await sandbox(model, 'pay')).toBe('/cz/ok');
    expect(await saleByNumber(model.saleNumber)).toMatchObject({ status: 'cancelled', paid: 0 });
    expect(await paymentOfSale(sale.id)).toMatchObject({ status: 'refund_due', refund_amount: 3600 });
    expect(await stockOf(product)).toBe(5);

    // The same cart (same guid) can check out again: a new sale takes the stock again.
    const again = await checkout(body);
    expect(again.saleNumber).not.toBe(model.saleNumber);
    expect(await stockOf(product)).toBe(3);
  });

  it('never releases a checkout paid meanwhile, nor a payment at the club', async () => {
    const product = await newProduct(4);
    const paid = await checkout(checkoutBody(product, SANDBOX_METHOD_TYPE));
    expect(await sandbox(paid, 'pay')).toBe('/cz/ok');
    const atClub = await checkout(checkoutBody(product, PaymentMethodType.Pending));
    expect(await stockOf(product)).toBe(0);
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 5 });
    await release(); // (the previous test's new checkout is released here)
    expect(await stockOf(product)).toBe(0);
    expect(await saleByNumber(paid.saleNumber)).toMatchObject({ status: 'paid' });
    expect(await saleByNumber(atClub.saleNumber)).toMatchObject({ status: 'pending' });
  });

  it('a customer still paying keeps the hold: the same checkout again, or a retry after a decline, counts it again', async () => {
    const product = await newProduct(3);
    const body = checkoutBody(product, SANDBOX_METHOD_TYPE);
    const model = await checkout(body);
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES - 5 });
    await checkout(body); // back to the gateway
    clock.advance({ minutes: 10 });
    expect(await release()).toBe(0);
    expect(await sandbox(model, 'decline')).toBe('/cz/ko');
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES - 10 });
    const retry = await checkout(body); // a new attempt
    clock.advance({ minutes: 15 });
    expect(await release()).toBe(0);
    expect(await sandbox(retry, 'pay')).toBe('/cz/ok');
    expect(await saleByNumber(model.saleNumber)).toMatchObject({ status: 'paid', paid: 4000 });
    expect(await stockOf(product)).toBe(1);
  });

  it('a declined checkout left alone is released too', async () => {
    const product = await newProduct(2);
    const model = await checkout(checkoutBody(product, SANDBOX_METHOD_TYPE));
    expect(await sandbox(model, 'decline')).toBe('/cz/ko');
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 1 });
    expect(await release()).toBe(1);
    expect(await stockOf(product)).toBe(2);
  });
});

describe("a shared payment's deadline", () => {
  async function sharedSale(deadline: string) {
    const number = `SH-${guid()}`;
    await createSale(app.db, {
      number,
      customerId: buyer.id,
      online: true,
      currency: 'EUR',
      paid: 0,
      title: 'Pista 4',
      paymentType: PaymentType.Shared,
      paymentDeadline: deadline as never,
      items: [{ category: 'booking', name: 'Pista 4 (90 min)', unitPrice: 750, units: 1, taxPercent: 0 }],
      createdAt: nowInstant(clock),
    });
    return saleByNumber(number);
  }
  const payShare = (saleId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      payload: {
        saleIds: [saleId],
        paymentMethodId: SANDBOX_METHOD_TYPE,
        guid: guid(),
        customer: { id: buyer.id, acceptConditions: true },
      },
      headers: buyer.headers,
    });

  it('a checkout after the deadline is refused with its message; money arriving after it is flagged for a refund', async () => {
    const late = await sharedSale(new Date(clock.now().getTime() - 60_000).toISOString());
    const refused = await payShare(late.id);
    expect(refused.statusCode).toBe(409);
    expect(refusalOf(refused)).toEqual({
      ok: false,
      errorMsg: `The deadline to pay your share of ${late.number} has passed. Please remove it from your basket.`,
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/shop/checkout-info-by-customer',
          payload: { customerId: buyer.id, saleIds: [late.id] },
          headers: { ...buyer.headers, 'accept-language': 'es-ES' },
        })
      ).json().errorMsg,
    ).toContain('ha vencido');

    const onTime = await sharedSale(new Date(clock.now().getTime() + 10 * 60_000).toISOString());
    const model = (await payShare(onTime.id)).json().model as CheckoutModel;
    clock.advance({ minutes: 11 });
    expect(await sandbox(model, 'pay')).toBe('/cz/ok');
    expect(await saleByNumber(onTime.number)).toMatchObject({ status: 'pending', paid: 0 });
    const payment = await paymentOfSale(onTime.id);
    expect(payment).toMatchObject({ status: 'refund_due', refund_amount: 750 });
    expect(payment.note).toContain(onTime.number);
  });
});

describe('a payment for an expired booking hold', () => {
  it('released by the holds job, the court stays free and the money is flagged for the club, never lost', async () => {
    const club = await createTestClub(app);
    const c = await quickCustomer(app);
    const start = new Date(clock.now().getTime() + 2 * 24 * 3600_000).toISOString().slice(0, 13) + ':00:00.000Z';
    const entry = (
      await app.inject({
        method: 'POST',
        url: '/api/publicbookings/prebook',
        headers: c.headers,
        payload: prebookBody({ customerId: c.id, typeId: club.typeId, courtId: club.courts[0]!, start, duration: 60 }),
      })
    ).json().model[0];
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      headers: c.headers,
      payload: {
        saleIds: [entry.saleId],
        paymentMethodId: SANDBOX_METHOD_TYPE,
        guid: guid(),
        customer: { id: c.id, acceptConditions: true },
      },
    });
    const model = res.json().model as CheckoutModel;
    clock.advance({ minutes: 16 });
    expect(await releaseBookingHolds(app)).toBeGreaterThanOrEqual(1);
    expect(await sandbox(model, 'pay')).toBe('/cz/ok');
    const payment = await paymentOfSale(entry.saleId);
    expect(payment).toMatchObject({ status: 'refund_due', refund_amount: 2000 });
    expect(await app.db.selectFrom('bookings').select('status').where('id', '=', entry.bookingId).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
    });
    expect(await app.db.selectFrom('sales').select(['status', 'paid']).where('id', '=', entry.saleId).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
      paid: 0,
    });
  });
});
