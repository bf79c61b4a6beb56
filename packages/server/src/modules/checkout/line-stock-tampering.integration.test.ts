import { PaymentMethodType } from '@clubportal/contract/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { loginAs, refusalOf } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';

// Issue 19, section 1: the stock a line draws on is the server's. These replay the probe's attacks, which
// sold a product with no stock by naming an uncounted product as its stock parent, and moved a sale's
// decrement onto another product's stock.
const clock = new ManualClock('2026-03-20T10:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Awaited<ReturnType<typeof loginAs>>;
let soldOut: number; // counted, 0 left
let uncounted: number; // never runs out
let bars: number; // counted, 20 left
let sweatshirt: number; // counted, 12 left
let guidSeq = 0;

const m = demoCustomers.member;
const delivery = {
  name: m.name,
  surname: m.surname,
  addressLine1: m.addressLine1,
  city: m.city,
  town: m.town,
  country: m.country,
  postalCode: m.postalCode,
  email: m.email,
  phone: m.phone,
};

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { PENDING_ENABLED: 'true' } });
  member = await loginAs(app, m.email, DEMO_PASSWORD);
  const id = (name: string) =>
    app.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  soldOut = await id('Pelotas sin presión (12)');
  uncounted = await id('Bote de pelotas de pádel (3)');
  bars = await id('Barrita energética (caja 12)');
  sweatshirt = await id('Sudadera Sierra Verde');
});
afterAll(() => app.close());

const stockOf = async (id: number) =>
  (await app.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const saleCount = async () =>
  Number((await app.db.selectFrom('sales').select(app.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...member.headers, ...headers } });
const checkoutCustomer = (saleItems: object[], headers: Record<string, string> = {}) =>
  post(
    '/api/shop/checkout-customer',
    {
      saleItems,
      saleIds: [],
      guid: `line-stock-${(guidSeq += 1)}`,
      paymentMethodId: PaymentMethodType.Pending,
      customer: { id: member.id, ...delivery, acceptConditions: true },
    },
    headers,
  );
const refusal = 'A line of your basket draws on the stock of another product. Please remove it and add the product again.';

describe('the stock of a sale line is the server’s', () => {
  it('refuses a sold-out product sold on the stock of a product that never runs out, and sells nothing', async () => {
    const before = await saleCount();
    const res = await checkoutCustomer([{ productId: soldOut, units: 5, stockParentId: uncounted }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(refusalOf(res)).toEqual({ ok: false, errorMsg: refusal });
    expect(await stockOf(soldOut)).toBe(0);
    expect(await saleCount()).toBe(before);
    // Without the stock parent it is what it always was: sold out.
    expect((await checkoutCustomer([{ productId: soldOut, units: 5 }])).statusCode).toBe(409);
  });

  it("refuses a line naming another product's stock, and neither stock moves", async () => {
    const res = await checkoutCustomer([{ productId: bars, units: 3, stockParentId: sweatshirt }], { 'accept-language': 'es-ES' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorMsg).toBe('Una línea de tu cesta usa el stock de otro producto. Quítala y vuelve a añadir el producto.');
    expect([await stockOf(bars), await stockOf(sweatshirt)]).toEqual([20, 12]);
  });

  it('refuses the same lines in check-stock, checkout-info and promo validation', async () => {
    const lines = [{ productId: soldOut, units: 5, stockParentId: uncounted }];
    const stock = await app.inject({ method: 'POST', url: '/api/publicpayments/check-stock', payload: { saleItemsDto: lines } });
    expect(stock.statusCode, stock.body).toBe(400);
    expect(stock.json()).toEqual({ ok: false, errorMsg: refusal });
    const barsOnSweatshirt = await app.inject({
      method: 'POST',
      url: '/api/publicpayments/check-stock',
      payload: { saleItemsDto: [{ productId: bars, units: 3, stockParentId: sweatshirt }] },
    });
    expect(barsOnSweatshirt.statusCode).toBe(400);
    const info = await post('/api/shop/checkout-info-by-customer', { customerId: member.id, saleItems: lines, saleIds: [] });
    expect(info.statusCode, info.body).toBe(400);
    const promo = await post('/api/promos/validate', { code: 'ANY', customerId: member.id, saleItems: lines, saleIds: [] });
    expect(promo.statusCode, promo.body).toBe(400);
  });

  it("sells a line on its own product's stock, ignoring the stock name and detail the client sent", async () => {
    const res = await checkoutCustomer([
      {
        productId: bars,
        units: 2,
        stockParentId: bars,
        stockParentName: 'Sudadera Sierra Verde',
        stockDetail: 'sabor chocolate',
        temp: true,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect([await stockOf(bars), await stockOf(sweatshirt)]).toEqual([18, 12]);
    const item = await app.db
      .selectFrom('sale_items')
      .innerJoin('sales', 'sales.id', 'sale_items.sale_id')
      .select(['sale_items.stock_parent_id', 'sale_items.stock_parent_name', 'sale_items.stock_detail', 'sale_items.units'])
      .where('sales.number', '=', res.json().model.saleNumber as string)
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ stock_parent_id: null, stock_parent_name: '', stock_detail: '', units: 2 });
    const stock = await app.inject({
      method: 'POST',
      url: '/api/publicpayments/check-stock',
      payload: { saleItemsDto: [{ productId: bars, units: 18, stockParentId: bars }] },
    });
    expect(stock.json()).toEqual({ ok: true });
  });
});
