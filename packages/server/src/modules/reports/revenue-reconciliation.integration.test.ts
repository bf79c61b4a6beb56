import type { CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import type { RevenueDimension, RevenueReport } from '@clubportal/contract/staff-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInstant } from '../../lib/clock.js';
import { createTestClub, markSalePaid, prebookBody, quickCustomer } from '../../test/booking-fixtures.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createPaidSale } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { cardRefundsSettled, checkoutHoldReleaser, METHOD_NAMES, SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { CHECKOUT_HOLD_MINUTES, releaseRanOutHolds } from '../sales/index.js';
import { createProduct } from '../shop/index.js';
import { createVoucher, recordVoucherMovement } from '../vouchers/index.js';

/**
 * The revenue report reconciles (issue 33 §7): a month of a club's activity made through the services (courts
 * paid online through the sandbox provider, some cancelled whole or in part, shop orders, sales at the desk, courts
 * paid with a money voucher and one of them cancelled, a court paid at the club then cancelled, a declined payment,
 * an abandoned checkout), while the test keeps its own ledger of the money that came in and went back. The report
 * per day and per method must be that ledger, to the cent, and every dimension must add up to the same total.
 * The demo club's own sales are in the month too: the report is read before and after, and the difference compared.
 */
const MONTH = { from: '2026-11-01', to: '2026-11-30' };
const clock = new ManualClock('2026-11-01T09:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let club: Awaited<ReturnType<typeof createTestClub>>;
let accountant: Awaited<ReturnType<typeof signedInStaff>>;
let productId: number;
let seq = 0;

/** The test's own books: per club day and per method, minor units received and given back. */
const ledger = {
  day: new Map<string, { received: number; refunded: number }>(),
  method: new Map<string, { received: number; refunded: number }>(),
};
function book(day: string, method: string, received: number, refunded: number) {
  for (const [map, key] of [
    [ledger.day, day],
    [ledger.method, method],
  ] as const) {
    const line = map.get(key) ?? map.set(key, { received: 0, refunded: 0 }).get(key)!;
    line.received += received;
    line.refunded += refunded;
  }
}
const CARD = METHOD_NAMES[SANDBOX_METHOD_TYPE] as string;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true' } });
  club = await createTestClub(app, { courts: 2 });
  accountant = await signedInStaff(app, { role: 'accountant', name: 'Ada Accountant' });
  productId = await createProduct(
    app.db,
    { name: 'Overgrip pack', price: 2000, basis: 'gross', currency: 'EUR', stock: 100, createdAt: nowInstant(clock) },
    app.caches,
  );
});
afterAll(() => app.close());

type Member = Awaited<ReturnType<typeof quickCustomer>>;
const post = (url: string, payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url, payload, headers });
const delivery = {
  name: 'Rita',
  surname: 'Ruiz',
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  town: 'Madrid',
  country: 'ES',
  postalCode: '28001',
  email: 'rita@example.com',
  phone: '600000000',
};

async function revenue(by: RevenueDimension): Promise<RevenueReport> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/staff/reports/revenue?from=${MONTH.from}&to=${MONTH.to}&by=${by}`,
    headers: accountant.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RevenueReport;
}

/** A 60-minute court (20.00 EUR) two days after `day` at `hourUtc`, prebooked by the member. */
async function prebook(m: Member, day: string, hourUtc: number, court = 0) {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const start = `${date}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`;
  const res = await post(
    '/api/publicbookings/prebook',
    prebookBody({ customerId: m.id, typeId: club.typeId, courtId: club.courts[court]!, start, duration: 60 }),
    m.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model[0] as { bookingId: number; saleId: number };
}
async function checkout(m: Member, body: object) {
  const res = await post(
    '/api/shop/checkout-customer',
    { saleItems: [], saleIds: [], guid: `reconcile-${(seq += 1)}`, ...body, customer: { id: m.id, ...delivery, acceptConditions: true } },
    m.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as CheckoutModel;
}
async function sandbox(model: CheckoutModel, action: 'pay' | 'decline') {
  const res = await app.inject({
    method: 'POST',
    url: new URL(model.sandbox?.url ?? '').pathname,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
}
async function cancel(m: Member, bookingId: number) {
  const res = await post(`/api/publicbookings/cancel/${bookingId}/${m.id}`, {}, m.headers);
  expect(res.statusCode, res.body).toBe(200);
  await cardRefundsSettled(app.db);
}

/** One club day of activity at 10:00 in Madrid (09:00 UTC in November), written in the ledger as it happens. */
async function dayOfActivity(n: number) {
  const day = `2026-11-${String(n).padStart(2, '0')}`;
  clock.set(`${day}T09:00:00.000Z`);
  const m = await quickCustomer(app, `Player ${n}`);

  // A court paid online.
  const court = await prebook(m, day, 8);
  await sandbox(await checkout(m, { saleIds: [court.saleId], paymentMethodId: SANDBOX_METHOD_TYPE }), 'pay');
  book(day, CARD, 2000, 0);
  // Staff give part of it back to the card (7.50 EUR, issue 33 §5), and on another day 5 EUR as club credit: a money
  // voucher, which gives no money back.
  if (n === 20 || n === 21) {
    const { payment_id: paymentId } = await app.db
      .selectFrom('payment_sales')
      .select('payment_id')
      .where('sale_id', '=', court.saleId)
      .executeTakeFirstOrThrow();
    const refund = await post(
      `/api/staff/payments/${paymentId}/refunds`,
      {
        amount: n === 20 ? 7.5 : 5,
        destination: n === 20 ? 'original' : 'credit',
        reason: 'Luces averiadas',
        idempotencyKey: `reconcile-refund-${n}`,
      },
      (await signedInStaff(app, { role: 'manager', name: `Mara ${n}` })).headers,
    );
    expect(refund.statusCode, refund.body).toBe(200);
    await cardRefundsSettled(app.db);
    if (n === 20) book(day, CARD, 0, 750);
  }

  // Two courts in one payment, one of them cancelled: a partial refund of the payment.
  if (n % 3 === 0) {
    const a = await prebook(m, day, 10, 0);
    const b = await prebook(m, day, 10, 1);
    await sandbox(await checkout(m, { saleIds: [a.saleId, b.saleId], paymentMethodId: SANDBOX_METHOD_TYPE }), 'pay');
    await cancel(m, b.bookingId);
    book(day, CARD, 4000, 2000);
  }
  // A court paid and cancelled: a full refund.
  if (n % 5 === 0) {
    const c = await prebook(m, day, 12);
    await sandbox(await checkout(m, { saleIds: [c.saleId], paymentMethodId: SANDBOX_METHOD_TYPE }), 'pay');
    await cancel(m, c.bookingId);
    book(day, CARD, 2000, 2000);
  }
  // A shop order paid online.
  await sandbox(await checkout(m, { saleItems: [{ productId, units: 1 }], paymentMethodId: SANDBOX_METHOD_TYPE }), 'pay');
  book(day, CARD, 2000, 0);

  // A sale at the desk, in cash.
  await createPaidSale(app, m.id, { unitPrice: 1500 });
  book(day, 'Efectivo', 1500, 0);

  // A court paid with a money voucher: the money came when the voucher was given; spending it receives nothing,
  // and a cancel credits the voucher, giving nothing back in money.
  if (n % 4 === 0) {
    const wallet = await createVoucher(app.db, {
      customerId: m.id,
      description: 'Monedero',
      kind: 'money',
      currency: 'EUR',
      createdAt: nowInstant(clock),
    });
    await recordVoucherMovement(app.db, wallet, 2000, nowInstant(clock));
    const v = await prebook(m, day, 14);
    const paid = await checkout(m, { saleIds: [v.saleId], paymentMethodId: PaymentMethodType.MoneyVoucher, voucherId: wallet });
    expect(paid.paid).toBe(true);
    if (n === 8) await cancel(m, v.bookingId);
  }
  // A court paid at the club, then cancelled: the club gives the money back at its desk.
  if (n === 15) {
    const k = await prebook(m, day, 16);
    await markSalePaid(app, k.saleId, 'Pago en el club');
    await cancel(m, k.bookingId);
    book(day, 'Pago en el club', 2000, 2000);
  }
  // A declined card: nothing received.
  if (n === 10) {
    const d = await prebook(m, day, 18);
    await sandbox(await checkout(m, { saleIds: [d.saleId], paymentMethodId: SANDBOX_METHOD_TYPE }), 'decline');
  }
  // A checkout never paid: released after its hold; nothing received.
  if (n === 11) {
    await checkout(m, { saleItems: [{ productId, units: 2 }], paymentMethodId: SANDBOX_METHOD_TYPE });
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 1 });
    expect(await releaseRanOutHolds({ db: app.db, clock, log: app.log }, [checkoutHoldReleaser({ caches: app.caches })])).toBe(1);
  }
}

const minor = (decimal: number) => Math.round(decimal * 100);
const byKey = (r: RevenueReport) => new Map(r.lines.map((l) => [l.key, { received: minor(l.received), refunded: minor(l.refunded) }]));
/** The report's lines less the lines read before the month's activity, the lines that did not move left out. */
function delta(before: RevenueReport, after: RevenueReport) {
  const was = byKey(before);
  const moved = new Map<string, { received: number; refunded: number }>();
  for (const [key, now] of byKey(after)) {
    const old = was.get(key) ?? { received: 0, refunded: 0 };
    const d = { received: now.received - old.received, refunded: now.refunded - old.refunded };
    if (d.received !== 0 || d.refunded !== 0) moved.set(key, d);
  }
  return moved;
}
const nonZero = (map: Map<string, { received: number; refunded: number }>) =>
  new Map([...map].filter(([, v]) => v.received !== 0 || v.refunded !== 0));

describe('revenue reconciles with a month of activity', () => {
  it('per day and per method equals the money received minus the money given back; every dimension adds up to it', async () => {
    const dimensions: RevenueDimension[] = ['day', 'method', 'provider', 'product', 'booking-type'];
    const before = Object.fromEntries(await Promise.all(dimensions.map(async (by) => [by, await revenue(by)] as const)));
    for (let n = 1; n <= 30; n += 1) await dayOfActivity(n);
    // A month later the first staff session has ended: the accountant signs in again.
    accountant = await signedInStaff(app, { role: 'accountant', name: 'Ada Accountant' });
    const after = Object.fromEntries(await Promise.all(dimensions.map(async (by) => [by, await revenue(by)] as const)));

    expect(delta(before.day!, after.day!)).toEqual(nonZero(ledger.day));
    expect(delta(before.method!, after.method!)).toEqual(nonZero(ledger.method));
    // The day report lists every day of the month, in order.
    expect(after.day!.lines.map((l) => l.key)).toEqual(Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`));

    const received = [...ledger.day.values()].reduce((a, l) => a + l.received, 0);
    const refunded = [...ledger.day.values()].reduce((a, l) => a + l.refunded, 0);
    for (const by of dimensions) {
      const r = after[by]!;
      const b = before[by]!;
      expect(minor(r.total.received) - minor(b.total.received), by).toBe(received);
      expect(minor(r.total.refunded) - minor(b.total.refunded), by).toBe(refunded);
      // The lines add up to the total, to the cent.
      expect(
        r.lines.reduce((a, l) => a + minor(l.net), 0),
        by,
      ).toBe(minor(r.total.net));
    }
    // Settled payments minus refunds, read from the payments' own rows: the sandbox's share of the report.
    const sandboxPaid = await app.db
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number | string>('amount').as('sum'))
      .where('provider', '=', 'sandbox')
      .where('status', 'in', ['paid', 'refund_due'])
      .executeTakeFirstOrThrow();
    const sandboxRefunded = await app.db
      .selectFrom('card_refunds')
      .select((eb) => eb.fn.sum<number | string>('amount').as('sum'))
      .executeTakeFirstOrThrow();
    const sandboxLine = after.provider!.lines.find((l) => l.key === 'sandbox')!;
    expect(minor(sandboxLine.received)).toBe(Number(sandboxPaid.sum));
    expect(minor(sandboxLine.refunded)).toBe(Number(sandboxRefunded.sum));
    // Courts of the test club: 30 paid, ten pairs with one cancelled, six cancelled whole, the club's one given back.
    const courts = delta(before['booking-type']!, after['booking-type']!).get(`type:${club.typeId}`)!;
    expect(courts).toEqual({ received: 30 * 2000 + 10 * 4000 + 6 * 2000 + 2000, refunded: 10 * 2000 + 6 * 2000 + 2000 + 750 });
    expect(delta(before.product!, after.product!).get(`product:${productId}`)).toEqual({ received: 30 * 2000, refunded: 0 });
    // A month of requests on a shared machine: a budget of its own, not a measure of anything.
  }, 180_000);

  it('as CSV: the same lines and total, amounts as numbers', async () => {
    const json = await revenue('method');
    const res = await app.inject({
      method: 'GET',
      url: `/api/staff/reports/revenue.csv?from=${MONTH.from}&to=${MONTH.to}&by=method`,
      headers: accountant.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('method,label,received,refunded,net,currency');
    const card = json.lines.find((l) => l.key === CARD)!;
    expect(lines).toContain(`${CARD},${CARD},${card.received.toFixed(2)},${card.refunded.toFixed(2)},${card.net.toFixed(2)},EUR`);
    expect(lines).toContain(`total,,${json.total.received.toFixed(2)},${json.total.refunded.toFixed(2)},${json.total.net.toFixed(2)},EUR`);
  });
});
