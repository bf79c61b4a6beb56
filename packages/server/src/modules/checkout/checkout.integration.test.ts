import { CHECKOUT_MESSAGES, type CheckoutInfo, type CheckoutModel } from '@clubportal/contract/checkout';
import { PaymentMethodType } from '@clubportal/contract/enums';
import type { Order } from '@clubportal/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { DEMO_PROMO } from '../../db/seed/demo-checkout.js';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs, refusalOf } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { createSale } from '../sales/index.js';
import { createPromo, createProduct } from '../shop/index.js';
import { createVoucher, recordVoucherMovement } from '../vouchers/index.js';

const clock = new ManualClock('2026-03-20T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
let racket: number; // counted stock, transport required, 189.95
let balls: number; // not counted, 6.50
let scarce: number; // 1 unit left, 20.00
const transports: Record<string, number> = {};
let guidSeq = 0;
const guid = () => `test-guid-${Date.now()}-${(guidSeq += 1)}`;

const member$ = demoCustomers.member;
const delivery = {
  name: member$.name,
  surname: member$.surname,
  addressLine1: member$.addressLine1,
  city: member$.city,
  town: member$.town,
  country: member$.country,
  postalCode: member$.postalCode,
  email: member$.email,
  phone: member$.phone,
};

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true', PENDING_ENABLED: 'true' } });
  member = await loginAs(app, member$.email, DEMO_PASSWORD);
  const o = await createCustomer(app);
  other = await loginAs(app, o.email, o.password);
  const id = (name: string) =>
    app.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  racket = await id('Pala Sierra Pro Carbon 2026');
  balls = await id('Bote de pelotas de pádel (3)');
  scarce = await createProduct(
    app.db,
    {
      name: 'Edición única',
      price: 2000,
      basis: 'gross',
      currency: 'EUR',
      stock: 1,
      createdAt: nowInstant(clock),
    },
    app.caches,
  );
  for (const t of await app.db.selectFrom('transports').select(['id', 'name']).execute()) transports[t.name] = t.id;
});
afterAll(() => app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });
const info = async (body: object, s?: typeof member) =>
  post(s ? '/api/shop/checkout-info-by-customer' : '/api/shop/checkout-info', body, s?.headers);
const stockOf = async (id: number) =>
  (await app.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const count = async (table: 'sales' | 'payments' | 'customers' | 'mail_outbox') =>
  Number((await app.db.selectFrom(table).select(app.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const memberCheckout = (body: object, s = member) =>
  post(
    '/api/shop/checkout-customer',
    {
      saleIds: [],
      guid: guid(),
      ...body,
      customer: { id: s.id, ...delivery, acceptConditions: true, ...((body as { customer?: object }).customer ?? {}) },
    },
    s.headers,
  );
const guestBody = (email: string, extra: object = {}) => ({
  saleItems: [{ productId: balls, units: 2 }],
  saleIds: [],
  paymentMethodId: SANDBOX_METHOD_TYPE,
  guid: guid(),
  customer: { ...delivery, email, password: 'guest-pass-1', repeatPassword: 'guest-pass-1', acceptConditions: true, okRss: true },
  ...extra,
});
async function payInSandbox(model: CheckoutModel, action: 'pay' | 'decline' | 'abandon' = 'pay') {
  const path = new URL(model.sandbox?.url ?? '').pathname;
  const page = await app.inject({ url: path });
  expect(page.statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location;
}
const saleByNumber = (number: string | null) =>
  app.db
    .selectFrom('sales')
    .selectAll()
    .where('number', '=', number ?? '')
    .executeTakeFirstOrThrow();

describe('checkout info', () => {
  it('prices the cart on the server and offers only configured methods, transports and the customer', async () => {
    const res = await info(
      {
        customerId: member.id,
        saleItems: [
          { productId: racket, units: 1 },
          { productId: balls, units: 3 },
        ],
        saleIds: [],
      },
      member,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as CheckoutInfo;
    expect(data.paymentMethods.map((m) => m.type)).toEqual([PaymentMethodType.Pending, SANDBOX_METHOD_TYPE]);
    // The member has her own price on the racket (a customer price of the demo).
    expect(data.saleItems.map((l) => [l.units, l.unitPrice, l.subTotal])).toEqual([
      [1, 170.96, 170.96],
      [3, 6.5, 19.5],
    ]);
    expect(data).toMatchObject({
      cartTotal: 190.46,
      transportRequired: true,
      currency: 'EUR',
      isSharedPayment: false,
      customer: { id: member.id, email: member$.email, postalCode: member$.postalCode },
    });
    expect(data.transports.map((t) => [t.name, t.product.grossPrice])).toEqual([
      ['Recogida en el club', 0],
      ['Envío estándar', 4.95],
      ['Envío urgente', 8.95],
    ]);
  });

  it("lists the member's vouchers that can pay each pending sale, and refuses someone else's customer or sale", async () => {
    const pending = await app.db
      .selectFrom('sales')
      .select(['id', 'number'])
      .where('number', 'in', ['T2026-000112', 'T2026-000115'])
      .orderBy('number')
      .execute();
    const res = await info({ customerId: member.id, saleIds: pending.map((p) => p.id) }, member);
    const data = res.json().data as CheckoutInfo;
    expect(data.sales.map((s) => [s.saleNumber, s.pending])).toEqual([
      ['T2026-000112', 35],
      ['T2026-000115', 12],
    ]);
    expect(data.cartTotal).toBe(47);
    expect(data.vouchers.map((v) => v.vouchers.map((x) => x.voucher.description).sort())).toEqual([
      ['Bono 10 clases de pádel', 'Monedero Sierra Verde'],
      ['Bono 10 clases de pádel', 'Monedero Sierra Verde'],
    ]);
    expect((await info({ customerId: member.id, saleItems: [] }, other)).statusCode).toBe(403);
    const foreign = await info({ customerId: other.id, saleIds: [pending[0]?.id] }, other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ ok: false, errorMsg: 'You can only access your own data' });
    expect((await info({ saleIds: [pending[0]?.id] })).statusCode).toBe(403);
  });
});

describe('checkout rules (spec section 5)', () => {
  const refused = async (body: object, message: string, guest = false) => {
    const before = await count('sales');
    const res = guest ? await post('/api/shop/checkout', body) : await memberCheckout(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(refusalOf(res)).toEqual({ ok: false, errorMsg: message });
    expect(await count('sales')).toBe(before);
  };

  it('answers each rule with its message and sells nothing', async () => {
    await refused({ saleItems: [], paymentMethodId: SANDBOX_METHOD_TYPE }, CHECKOUT_MESSAGES.emptyBasket);
    await refused(
      {
        saleItems: [{ productId: racket, units: 1 }],
        paymentMethodId: SANDBOX_METHOD_TYPE,
        shopTransportId: transports['Envío estándar'],
        customer: { postalCode: '' },
      },
      CHECKOUT_MESSAGES.checkRequired,
    );
    await refused(
      guestBody('rules@example.com', { customer: { ...delivery, email: 'rules@example.com', acceptConditions: true } }),
      CHECKOUT_MESSAGES.checkRequired,
      true,
    );
    await refused(
      guestBody('rules@example.com', {
        customer: { ...delivery, email: 'rules@example.com', password: 'a-pass', repeatPassword: 'b-pass', acceptConditions: true },
      }),
      CHECKOUT_MESSAGES.passwordMismatch,
      true,
    );
    await refused(
      { saleItems: [{ productId: racket, units: 1 }], paymentMethodId: SANDBOX_METHOD_TYPE },
      CHECKOUT_MESSAGES.selectTransport,
    );
    await refused({ saleItems: [{ productId: balls, units: 1 }] }, CHECKOUT_MESSAGES.selectPaymentMethod);
    await refused(
      { saleItems: [{ productId: balls, units: 1 }], paymentMethodId: SANDBOX_METHOD_TYPE, customer: { acceptConditions: false } },
      CHECKOUT_MESSAGES.acceptLegal,
    );
    await refused(
      { saleItems: [{ productId: balls, units: 1 }], paymentMethodId: SANDBOX_METHOD_TYPE, promoCode: 'NOPE' },
      CHECKOUT_MESSAGES.invalidCode,
    );
    await refused(
      { saleItems: [{ productId: balls, units: 1 }], paymentMethodId: PaymentMethodType.Stripe },
      'This payment method is not available. Please contact the club.',
    );
  });

  it('refuses a cart whose lines no longer cost what the customer saw (amount tampering), changing nothing', async () => {
    const stock = await stockOf(racket);
    const res = await memberCheckout({
      saleItems: [{ productId: racket, units: 1, subTotal: 1 }],
      paymentMethodId: SANDBOX_METHOD_TYPE,
      shopTransportId: transports['Envío estándar'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('The prices of your basket have changed. Please review it before paying.');
    expect(await stockOf(racket)).toBe(stock);
  });

  it("refuses to pay someone else's sale, or a sale that can no longer be paid, changing nothing", async () => {
    const [foreign] = await app.db.selectFrom('sales').select(['id', 'paid']).where('number', '=', 'T2026-000112').execute();
    const before = await count('payments');
    const theft = await memberCheckout({ saleIds: [foreign?.id], paymentMethodId: SANDBOX_METHOD_TYPE }, other);
    expect(theft.statusCode).toBe(403);
    expect(refusalOf(theft)).toEqual({ ok: false, errorMsg: 'You can only access your own data' });
    expect(
      (await post('/api/promos/validate', { code: DEMO_PROMO.code, customerId: other.id, saleIds: [foreign?.id] }, other.headers))
        .statusCode,
    ).toBe(403);
    const paidOrder = await app.db.selectFrom('sales').select('id').where('number', '=', 'T2026-000087').executeTakeFirstOrThrow();
    const paid = await memberCheckout({ saleIds: [paidOrder.id], paymentMethodId: SANDBOX_METHOD_TYPE });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errorMsg).toBe('The sale T2026-000087 cannot be paid any more. Please remove it from your basket.');
    expect(await count('payments')).toBe(before);
    expect(
      (
        await app.db
          .selectFrom('sales')
          .select('paid')
          .where('id', '=', foreign?.id ?? 0)
          .executeTakeFirstOrThrow()
      ).paid,
    ).toBe(foreign?.paid);
  });

  it('never sells stock it does not have', async () => {
    const res = await memberCheckout({ saleItems: [{ productId: scarce, units: 2 }], paymentMethodId: SANDBOX_METHOD_TYPE });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe('Sorry, only 1 units of Edición única are left');
    expect(await stockOf(scarce)).toBe(1);
  });
});

describe('promo codes', () => {
  it("answers the spec's messages and gives its discount on product lines only", async () => {
    const ok = await post('/api/promos/validate', { code: DEMO_PROMO.code.toLowerCase(), saleItems: [{ productId: balls, units: 3 }] });
    expect(ok.json()).toEqual({ ok: true, errorMsg: null, data: { discount: 1.95, message: 'Disccount Applied' } });
    const bad = await post('/api/promos/validate', { code: 'NOPE', saleItems: [{ productId: balls, units: 3 }] });
    expect(bad.json()).toEqual({ ok: false, errorMsg: 'Sorry, the code is not valid' });
    await createPromo(app.db, {
      code: 'OLD5',
      kind: 'amount',
      value: 500,
      currency: 'EUR',
      validUntil: nowInstant(clock),
      createdAt: nowInstant(clock),
    });
    expect((await post('/api/promos/validate', { code: 'OLD5', saleItems: [{ productId: balls, units: 3 }] })).json().ok).toBe(false);
    expect((await post('/api/promos/validate', { code: 'X', customerId: member.id, saleItems: [] }, other.headers)).statusCode).toBe(403);
  });

  it('charges the discounted total and records the discount on the sale', async () => {
    const res = await memberCheckout({
      saleItems: [{ productId: balls, units: 3 }],
      paymentMethodId: PaymentMethodType.Pending,
      promoCode: DEMO_PROMO.code,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sale = await saleByNumber(res.json().model.saleNumber);
    expect(sale).toMatchObject({ subtotal: 1950, discount: 195, total: 1755, status: 'pending', payment_method_type: 5 });
  });
});

describe("a logged-in member's newsletter tick at the checkout", () => {
  it('is kept on their account and followed: ticked, subscribed at once (their address is proven); unticked, unsubscribed', async () => {
    const { email } = await app.db.selectFrom('customers').select('email').where('id', '=', other.id).executeTakeFirstOrThrow();
    const subscriber = () =>
      app.db
        .selectFrom('newsletter_subscribers')
        .select('status')
        .where('email', '=', (email ?? '').toLowerCase())
        .executeTakeFirst();
    const okRss = async () =>
      (await app.inject({ url: `/api/publiccustomers/${other.id}`, headers: other.headers })).json().model.okRss as boolean;
    const buy = (tick: boolean) =>
      memberCheckout(
        { saleItems: [{ productId: balls, units: 1 }], paymentMethodId: PaymentMethodType.Pending, customer: { okRss: tick } },
        other,
      );
    expect(await okRss()).toBe(false);
    const mails = await count('mail_outbox');
    expect((await buy(true)).statusCode).toBe(200);
    expect(await okRss()).toBe(true);
    expect(await subscriber()).toEqual({ status: 'confirmed' });
    // Proven by the account: no newsletter confirmation mail (the order's own mails aside, none is queued at a pending sale).
    expect(await count('mail_outbox')).toBe(mails);
    expect((await buy(false)).statusCode).toBe(200);
    expect(await okRss()).toBe(false);
    expect(await subscriber()).toEqual({ status: 'unsubscribed' });
  });
});

describe('guest checkout through the sandbox gateway', () => {
  it('creates the customer, the sale with transport and its stock, then the notification pays it once', async () => {
    const email = 'guest-buyer@example.com';
    const stock = await stockOf(racket);
    const body = guestBody(email, {
      saleItems: [
        { productId: racket, units: 1, subTotal: 189.95 },
        { productId: balls, units: 2 },
      ],
      shopTransportId: transports['Envío estándar'],
    });
    const res = await post('/api/shop/checkout', body);
    expect(res.statusCode, res.body).toBe(200);
    const model = res.json().model as CheckoutModel;
    expect(model.paid).toBe(false);
    expect(model.sandbox?.url).toMatch(/^http:\/\/portal\.test\/api\/sandbox\/pay\/sbx/);
    const customer = await app.db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ status: 1, postal_code: member$.postalCode, ok_rss: 1 });
    // The guest's newsletter tick: the address is not proven yet (a guest may never activate the account), so
    // the newsletter's own confirmation mail asks for it; the consent is dated.
    expect(
      await app.db.selectFrom('newsletter_subscribers').select(['status', 'consent_at']).where('email', '=', email).executeTakeFirst(),
    ).toEqual({ status: 'pending', consent_at: clock.now().toISOString() });
    const queued = await app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute();
    expect(queued.map((r) => r.subject)).toContain('Confirma tu suscripción al boletín de Club Pádel Sierra Verde');
    const sale = await saleByNumber(model.saleNumber);
    expect(sale).toMatchObject({
      customer_id: customer.id,
      subtotal: 20295,
      shipping: 495,
      total: 20790,
      status: 'pending',
      transport_name: 'Envío estándar',
      online: 1,
    });
    expect(await stockOf(racket)).toBe(stock - 1);
    const mails = await count('mail_outbox');

    expect(await payInSandbox(model)).toBe('/cz/ok');
    expect(await saleByNumber(model.saleNumber)).toMatchObject({ status: 'paid', paid: 20790, payment_method: 'Tarjeta (sandbox)' });
    const receipts = await app.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('id', '>', 0)
      .where('to_address', '=', email)
      .execute();
    expect(receipts.map((r) => r.subject)).toContain(`Tu pago en Club Pádel Sierra Verde: pedido ${model.saleNumber}`);
    expect(await count('mail_outbox')).toBe(mails + 1);
    // The page again, and the status the return page polls: paid, nothing more happens.
    expect((await app.inject({ url: `/api/payments/status/${body.guid}` })).json()).toMatchObject({
      ok: true,
      retry: false,
      paidWith: [{ kind: 'card', name: 'Tarjeta (sandbox)', amount: 207.9 }],
      orderNumber: model.saleNumber,
    });
    expect((await app.inject({ url: new URL(model.sandbox?.url ?? '').pathname })).body).toContain('no longer waiting');
    // The same email again: with another password it is someone else's account (taken); with the guest's own
    // (a retry with another cart or method) the checkout goes on under the account the first one created.
    const stranger = await post(
      '/api/shop/checkout',
      guestBody(email, {
        customer: { ...delivery, email, password: 'other-pass-1', repeatPassword: 'other-pass-1', acceptConditions: true },
      }),
    );
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().errorMsg).toBe('This email is already registered. Log in or reset your password.');
    const again = await post('/api/shop/checkout', guestBody(email));
    expect(again.statusCode, again.body).toBe(200);
    expect(await saleByNumber((again.json().model as CheckoutModel).saleNumber)).toMatchObject({ customer_id: customer.id });
    expect(await app.db.selectFrom('customers').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('a decline leaves the sale unpaid and the retry of the same cart is a new attempt that can pay', async () => {
    const body = guestBody('decliner@example.com');
    const model = (await post('/api/shop/checkout', body)).json().model as CheckoutModel;
    expect(await payInSandbox(model, 'decline')).toBe('/cz/ko');
    expect(await saleByNumber(model.saleNumber)).toMatchObject({ status: 'pending', paid: 0 });
    expect((await app.inject({ url: `/api/payments/status/${body.guid}` })).json()).toEqual({
      ok: false,
      retry: false,
      declineReason: 'Fondos insuficientes',
    });
    const retry = (await post('/api/shop/checkout', body)).json().model as CheckoutModel;
    expect(retry.saleNumber).toBe(model.saleNumber);
    expect(retry.sandbox?.url).not.toBe(model.sandbox?.url);
    expect(await payInSandbox(retry)).toBe('/cz/ok');
    expect(await saleByNumber(model.saleNumber)).toMatchObject({ status: 'paid', paid: 1300 });
  });

  it('an abandoned payment stays pending: the status says retry, the same checkout resumes it', async () => {
    const body = guestBody('abandoner@example.com');
    const model = (await post('/api/shop/checkout', body)).json().model as CheckoutModel;
    expect(await payInSandbox(model, 'abandon')).toBe('/cz/ko');
    expect((await app.inject({ url: `/api/payments/status/${body.guid}` })).json()).toEqual({ ok: false, retry: true });
    const again = (await post('/api/shop/checkout', body)).json().model as CheckoutModel;
    expect(again.sandbox?.url).toBe(model.sandbox?.url);
  });

  // On PostgreSQL both pass the email check and the unique index decides; SQLite's one connection serialises them.
  it('two people checking out as guests with one new email at once: one account, the other is told the email is taken', async () => {
    const other = {
      customer: {
        ...delivery,
        email: 'racer@example.com',
        password: 'racer-two-pass',
        repeatPassword: 'racer-two-pass',
        acceptConditions: true,
      },
    };
    const [a, b] = await Promise.all([
      post('/api/shop/checkout', guestBody('racer@example.com')),
      post('/api/shop/checkout', guestBody('racer@example.com', other)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().errorMsg).toBe(
      'This email is already registered. Log in or reset your password.',
    );
    expect(await app.db.selectFrom('customers').select('id').where('email', '=', 'racer@example.com').execute()).toHaveLength(1);
  });

  it('refuses a forged sandbox notification', async () => {
    const model = (await post('/api/shop/checkout', guestBody('forger@example.com'))).json().model as CheckoutModel;
    const ref = new URL(model.sandbox?.url ?? '').pathname.split('/').pop() as string;
    const payload = JSON.stringify({ ref, txn: `${ref}:pay`, outcome: 'paid', amount: 1300, currency: 'EUR' });
    const res = await post('/api/sandbox/notification', { payload, signature: 'forged-signature-value' });
    expect(res.statusCode).toBe(400);
    expect(await saleByNumber(model.saleNumber)).toMatchObject({ status: 'pending', paid: 0 });
  });
});

describe('the cart guid makes a checkout idempotent', () => {
  it('the same checkout twice, even at once, makes one sale, one payment and one stock movement', async () => {
    const body = {
      saleItems: [{ productId: racket, units: 1 }],
      paymentMethodId: SANDBOX_METHOD_TYPE,
      shopTransportId: transports['Recogida en el club'],
      guid: guid(),
    };
    const [sales, payments, stock] = [await count('sales'), await count('payments'), await stockOf(racket)];
    const [a, b] = await Promise.all([memberCheckout(body), memberCheckout(body)]);
    const c = await memberCheckout(body);
    for (const r of [a, b, c]) expect(r.statusCode, r.body).toBe(200);
    expect(new Set([a, b, c].map((r) => r.json().model.saleNumber)).size).toBe(1);
    expect(new Set([a, b, c].map((r) => r.json().model.sandbox.url)).size).toBe(1);
    expect([await count('sales'), await count('payments'), await stockOf(racket)]).toEqual([sales + 1, payments + 1, stock - 1]);
    const changed = await memberCheckout({ ...body, saleItems: [{ productId: racket, units: 2 }] });
    expect(changed.statusCode).toBe(409);
    const stolen = await memberCheckout(body, other);
    expect(stolen.statusCode).toBe(409);
  });

  it('a paid checkout sent again answers paid and charges nothing more', async () => {
    const body = { saleItems: [{ productId: balls, units: 1 }], paymentMethodId: SANDBOX_METHOD_TYPE, guid: guid() };
    const model = (await memberCheckout(body)).json().model as CheckoutModel;
    await payInSandbox(model);
    const again = await memberCheckout(body);
    expect(again.json().model).toEqual({
      errorMsg: null,
      saleNumber: model.saleNumber,
      paid: true,
      paidWith: [{ kind: 'card', name: 'Tarjeta (sandbox)', amount: 6.5 }],
    });
    const orders = (await app.inject({ url: `/api/shop/customer-orders/${member.id}`, headers: member.headers })).json().model as Order[];
    expect(orders.filter((o) => o.number === model.saleNumber)).toHaveLength(1);
    expect(orders.find((o) => o.number === model.saleNumber)).toMatchObject({
      online: true,
      total: 6.5,
      paymentMethod: 'Tarjeta (sandbox)',
    });
  });
});

describe('pending sales, pay at the club and vouchers', () => {
  const newPendingSale = async (
    customerId: number,
    opts: { amount?: number; category?: 'booking' | 'activity' | 'fee'; paymentType?: number; holdExpiresAt?: string } = {},
  ) => {
    const number = `P-${guid()}`;
    await createSale(app.db, {
      number,
      customerId,
      online: true,
      currency: 'EUR',
      paid: 0,
      title: 'Pista 2',
      paymentType: opts.paymentType,
      holdExpiresAt: (opts.holdExpiresAt as never) ?? null,
      items: [{ category: opts.category ?? 'booking', name: 'Pista 2 (90 min)', unitPrice: opts.amount ?? 2400, units: 1, taxPercent: 0 }],
      createdAt: nowInstant(clock),
    });
    return saleByNumber(number);
  };

  it('pays a pending sale online; it leaves the debts and joins the orders', async () => {
    const sale = await newPendingSale(member.id);
    const model = (await memberCheckout({ saleIds: [sale.id], paymentMethodId: SANDBOX_METHOD_TYPE })).json().model as CheckoutModel;
    expect(model.saleNumber).toBe(sale.number);
    await payInSandbox(model);
    expect(await saleByNumber(sale.number)).toMatchObject({ status: 'paid', paid: 2400 });
    const debts = (await post(`/api/shop/pending-sales/${member.id}`, {}, member.headers)).json().data as Array<{ saleNumber: string }>;
    expect(debts.map((d) => d.saleNumber)).not.toContain(sale.number);
  });

  it('a money voucher pays what its balance covers; the rest comes back as a sale for the cart', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const wallet = await createVoucher(app.db, {
      customerId: c.id,
      description: 'Monedero',
      kind: 'money',
      currency: 'EUR',
      createdAt: nowInstant(clock),
    });
    await recordVoucherMovement(app.db, wallet, 1000, nowInstant(clock));
    const sale = await newPendingSale(c.id, { amount: 2400 });
    const res = await memberCheckout({ saleIds: [sale.id], paymentMethodId: PaymentMethodType.MoneyVoucher, voucherId: wallet }, s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model).toMatchObject({ paid: false, sale: { id: sale.id, pending: 14, paid: 10 } });
    expect((await app.db.selectFrom('vouchers').select('balance').where('id', '=', wallet).executeTakeFirstOrThrow()).balance).toBe(0);
    expect(
      (await memberCheckout({ saleIds: [sale.id], paymentMethodId: PaymentMethodType.MoneyVoucher, voucherId: wallet }, s)).json().errorMsg,
    ).toBe('This voucher has no balance left');
    // Someone else's voucher is not theirs to spend.
    const foreign = await memberCheckout({ saleIds: [sale.id], paymentMethodId: PaymentMethodType.MoneyVoucher, voucherId: 1 }, s);
    expect(foreign.statusCode).toBe(403);
  });

  it('a sessions voucher pays a booking with one session; shared bookings are never paid by voucher', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const pass = await createVoucher(app.db, {
      customerId: c.id,
      description: 'Bono 5',
      kind: 'sessions',
      currency: 'EUR',
      createdAt: nowInstant(clock),
    });
    await recordVoucherMovement(app.db, pass, 5, nowInstant(clock));
    const sale = await newPendingSale(c.id);
    const res = await memberCheckout({ saleIds: [sale.id], paymentMethodId: PaymentMethodType.SessionsVoucher, voucherId: pass }, s);
    expect(res.json().model).toEqual({
      errorMsg: null,
      saleNumber: sale.number,
      paid: true,
      paidWith: [{ kind: 'sessions', name: 'Bono 5', sessions: 1 }],
    });
    expect((await app.db.selectFrom('vouchers').select('balance').where('id', '=', pass).executeTakeFirstOrThrow()).balance).toBe(4);
    const shared = await newPendingSale(c.id, { paymentType: 2 });
    const refused = await memberCheckout({ saleIds: [shared.id], paymentMethodId: PaymentMethodType.SessionsVoucher, voucherId: pass }, s);
    expect(refusalOf(refused)).toEqual({ ok: false, errorMsg: 'Shared bookings cannot be paid by voucher' });
    const infoShared = (await info({ customerId: c.id, saleIds: [shared.id] }, s)).json().data as CheckoutInfo;
    expect(infoShared).toMatchObject({ isSharedPayment: true, vouchers: [] });
    expect(infoShared.paymentMethods.map((m) => m.type)).toEqual([SANDBOX_METHOD_TYPE]);
    const mixed = await info({ customerId: c.id, saleIds: [shared.id], saleItems: [{ productId: balls, units: 1 }] }, s);
    expect(mixed.json().errorMsg).toBe(CHECKOUT_MESSAGES.sharedMixed);
  });

  it('a sale holding a court until paid is not offered pay at the club: the hold would run out before the desk', async () => {
    const holdExpiresAt = new Date(Date.parse(nowInstant(clock)) + 15 * 60_000).toISOString();
    const held = await newPendingSale(member.id, { holdExpiresAt });
    const methods = ((await info({ customerId: member.id, saleIds: [held.id] }, member)).json().data as CheckoutInfo).paymentMethods.map(
      (m) => m.type,
    );
    expect(methods).toContain(SANDBOX_METHOD_TYPE);
    expect(methods).not.toContain(PaymentMethodType.Pending);
    const refused = await memberCheckout({ saleIds: [held.id], paymentMethodId: PaymentMethodType.Pending });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused)).toEqual({ ok: false, errorMsg: 'This payment method is not available. Please contact the club.' });
    expect(await saleByNumber(held.number)).toMatchObject({ status: 'pending', paid: 0 });
    // A debt that holds nothing may still be paid at the club.
    const debt = await newPendingSale(member.id);
    expect(
      ((await info({ customerId: member.id, saleIds: [debt.id] }, member)).json().data as CheckoutInfo).paymentMethods.map((m) => m.type),
    ).toContain(PaymentMethodType.Pending);
  });

  it('money arriving for an expired hold is flagged for a refund, never applied nor lost', async () => {
    const sale = await newPendingSale(member.id, { holdExpiresAt: '2026-03-20T10:15:00.000Z' });
    const model = (await memberCheckout({ saleIds: [sale.id], paymentMethodId: SANDBOX_METHOD_TYPE })).json().model as CheckoutModel;
    clock.advance({ minutes: 20 });
    await payInSandbox(model);
    expect(await saleByNumber(sale.number)).toMatchObject({ status: 'pending', paid: 0 });
    const payment = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('provider_ref', '=', new URL(model.sandbox?.url ?? '').pathname.split('/').pop() ?? '')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'refund_due', refund_amount: 2400 });
    expect(payment.note).toContain(sale.number);
  });
});
