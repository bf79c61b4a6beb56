import type { CheckoutModel } from '@clubportal/contract/checkout';
import type { StaffProduct, StaffProductBody, StaffProductDetail } from '@clubportal/contract/staff-shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { checkoutHoldReleaser, SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { CHECKOUT_HOLD_MINUTES, releaseRanOutHolds } from '../sales/index.js';

// The staff's products and the stock ledger (issue 32 §4), over HTTP on the demo club, both dialects.
const clock = new ManualClock('2026-06-15T08:00:00.000Z');
let app: Awaited<ReturnType<typeof buildTestApp>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let seq = 0;

beforeAll(async () => {
  app = await buildTestApp({ clock, env: { SANDBOX_ENABLED: 'true' } });
  owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
  const c = await createCustomer(app);
  buyer = await loginAs(app, c.email, c.password);
});
afterAll(() => app.close());

type Res = Awaited<ReturnType<typeof app.inject>>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const detail = (res: Res) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffProductDetail;
};
const body = (over: Partial<StaffProductBody> = {}): StaffProductBody => ({
  name: `Grip ${(seq += 1)}`,
  description: 'Overgrip',
  productTypeId: null,
  price: 10,
  basis: 'net',
  taxPercent: 21,
  published: true,
  trackStock: true,
  lowStockThreshold: 2,
  ...over,
});
const create = async (over: Partial<StaffProductBody> = {}) =>
  detail(await call('POST', '/api/staff/products', owner.headers, body(over))).product;
const receive = (id: number, quantity: number, headers = owner.headers) =>
  call('POST', `/api/staff/products/${id}/stock/receive`, headers, { quantity, reason: '' });
const adjust = (id: number, payload: object, headers = owner.headers) =>
  call('POST', `/api/staff/products/${id}/stock/adjust`, headers, payload);
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();

/** Every product's stock equals the sum of its movements. */
async function ledgerHolds() {
  const rows = await app.db
    .selectFrom('products as p')
    .leftJoin('stock_movements as m', 'm.product_id', 'p.id')
    .select((eb) => ['p.id', 'p.stock', eb.fn.coalesce(eb.fn.sum<number>('m.quantity'), eb.val(0)).as('total')])
    .groupBy(['p.id', 'p.stock'])
    .execute();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.stock !== Number(r.total))).toEqual([]);
}

describe('staff edit products', () => {
  it('creates a product priced net, derives the gross by the tax rule, and audits it', async () => {
    const p = await create({ price: 10, basis: 'net', taxPercent: 21 });
    expect(p).toMatchObject({ price: 10, netPrice: 10, grossPrice: 12.1, trackStock: true, stock: 0, published: true, archived: false });
    const [record] = await audits('product.create', p.id);
    expect(record).toMatchObject({ actor_kind: 'staff', actor_label: 'Olga Owner', entity: 'product' });
  });

  it('changes the price entered gross, audits the changed fields, and the shop sells at the new price', async () => {
    const p = await create();
    const edited = detail(
      await call('PUT', `/api/staff/products/${p.id}`, owner.headers, body({ name: p.name, price: 12.1, basis: 'gross' })),
    ).product;
    expect(edited).toMatchObject({ price: 12.1, basis: 'gross', netPrice: 10, grossPrice: 12.1 });
    const [record] = await audits('product.edit', p.id);
    expect(JSON.parse(record!.after_json ?? '{}')).toEqual({ price: 12.1, basis: 'gross' });
    const shop = await app.inject({ url: `/api/shop/get/${p.id}` });
    expect(shop.json().data).toMatchObject({ id: p.id, grossPrice: 12.1 });
  });

  it('refuses a body it cannot take with a sentence, in the staff member’s language', async () => {
    const spanish = await signedInStaff(app, { role: 'manager', language: 'es-ES' });
    const p = await create();
    const noReason = await adjust(p.id, { quantity: -1, reason: '  ' }, spanish.headers);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorMsg).toMatch(/obligatorio/i);
    const below = await adjust(p.id, { quantity: -1, reason: 'Rota' }, spanish.headers);
    expect(below.statusCode).toBe(409);
    expect(below.json().errorMsg).toBe(`El stock de ${p.name} no puede quedar por debajo de cero: quedan 0 unidades`);
    const missing = await call('GET', '/api/staff/products/999999', owner.headers);
    expect([missing.statusCode, missing.json().errorMsg]).toEqual([404, 'This product does not exist']);
  });

  it('lets roles with shop.read look and only shop.write change; nothing is written or audited on a refusal', async () => {
    const p = await create();
    for (const role of ['read-only', 'accountant', 'desk'] as const) {
      const s = await signedInStaff(app, { role });
      expect((await call('GET', `/api/staff/products/${p.id}`, s.headers)).statusCode).toBe(200);
      const refused = await receive(p.id, 5, s.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorMsg).toBe('Your role does not allow this: it needs the permission "shop.write"');
    }
    const coach = await signedInStaff(app, { role: 'coach' });
    expect((await call('GET', '/api/staff/products', coach.headers)).statusCode).toBe(403);
    expect(detail(await call('GET', `/api/staff/products/${p.id}`, owner.headers)).product.stock).toBe(0);
    expect(await audits('stock.receive', p.id)).toEqual([]);
  });

  it('archives instead of deleting: unpublished, kept, listed only on request, no longer changed', async () => {
    const p = await create();
    const archived = detail(await call('POST', `/api/staff/products/${p.id}/archive`, owner.headers)).product;
    expect(archived).toMatchObject({ published: false, archived: true });
    expect(await audits('product.archive', p.id)).toHaveLength(1);
    const list = async (q: string) =>
      ((await call('GET', `/api/staff/products?${q}`, owner.headers)).json().products as StaffProduct[]).map((x) => x.id);
    expect(await list(`search=${encodeURIComponent(p.name)}`)).not.toContain(p.id);
    expect(await list(`search=${encodeURIComponent(p.name)}&archived=1`)).toContain(p.id);
    const edit = await call('PUT', `/api/staff/products/${p.id}`, owner.headers, body());
    expect([edit.statusCode, edit.json().errorMsg]).toEqual([
      409,
      'This product is archived: its history stays, but it can no longer be changed',
    ]);
    expect((await app.inject({ url: `/api/shop/get/${p.id}` })).statusCode).toBe(404);
  });
});

describe('the stock ledger', () => {
  it('receives and adjusts with a reason, each a movement (latest first) and an audit record; the low-stock list follows', async () => {
    const p = await create({ lowStockThreshold: 2 });
    const lowIds = async () =>
      ((await call('GET', '/api/staff/products?lowStock=1', owner.headers)).json().products as StaffProduct[]).map((x) => x.id);
    expect(await lowIds()).toContain(p.id);
    expect(detail(await receive(p.id, 5)).product.stock).toBe(5);
    expect(await lowIds()).not.toContain(p.id);
    const after = detail(await adjust(p.id, { quantity: -3, reason: 'Broken in the store room' }));
    expect(after.product).toMatchObject({ stock: 2, lowStock: true });
    expect(after.movements.map((m) => [m.kind, m.quantity, m.stockAfter, m.reason, m.actor])).toEqual([
      ['adjusted', -3, 2, 'Broken in the store room', 'Olga Owner'],
      ['received', 5, 5, '', 'Olga Owner'],
    ]);
    expect(await lowIds()).toContain(p.id);
    const [record] = await audits('stock.adjust', p.id);
    expect(JSON.parse(record!.after_json ?? '{}')).toEqual({ stock: 2, quantity: -3, reason: 'Broken in the store room' });
    expect(await audits('stock.receive', p.id)).toHaveLength(1);
    const untracked = await create({ trackStock: false });
    expect((await receive(untracked.id, 1)).json().errorMsg).toBe('This product does not count its stock: turn stock counting on first');
  });

  it('concurrent sales never take a counted stock below 0; sales, give-backs and adjustments keep stock = sum of movements', async () => {
    const p = await create();
    await receive(p.id, 3);
    let n = 0;
    const checkout = () =>
      app.inject({
        method: 'POST',
        url: '/api/shop/checkout-customer',
        headers: buyer.headers,
        payload: {
          saleItems: [{ productId: p.id, units: 1 }],
          saleIds: [],
          paymentMethodId: SANDBOX_METHOD_TYPE,
          guid: `ledger-${Date.now()}-${(n += 1)}`,
          customer: {
            id: buyer.id,
            name: 'Ana',
            surname: 'Ruiz',
            addressLine1: 'Calle Mayor 1',
            city: 'Madrid',
            town: 'Madrid',
            country: 'ES',
            postalCode: '28001',
            email: 'ana@example.com',
            phone: '600000000',
            acceptConditions: true,
          },
        },
      });
    const results = await Promise.all(Array.from({ length: 6 }, checkout));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([200, 200, 200, 409, 409, 409]);
    let d = detail(await call('GET', `/api/staff/products/${p.id}`, owner.headers));
    expect(d.product.stock).toBe(0);
    expect(d.movements.filter((m) => m.kind === 'sold').map((m) => [m.quantity, m.saleId !== null])).toEqual([
      [-1, true],
      [-1, true],
      [-1, true],
    ]);
    // Nobody pays: the hold engine gives the units back, once, as `returned` movements naming the sales.
    clock.advance({ minutes: CHECKOUT_HOLD_MINUTES + 1 });
    const release = () => releaseRanOutHolds({ db: app.db, clock, log: app.log }, [checkoutHoldReleaser({ caches: app.caches })]);
    expect(await release()).toBe(3);
    expect(await release()).toBe(0);
    owner = await signedInStaff(app, { role: 'owner', name: 'Olga Owner' });
    d = detail(await call('GET', `/api/staff/products/${p.id}`, owner.headers));
    expect(d.product.stock).toBe(3);
    expect(d.movements.filter((m) => m.kind === 'returned')).toHaveLength(3);
    await adjust(p.id, { quantity: -1, reason: 'Inventory count' });
    const paid = (await checkout()).json().model as CheckoutModel;
    expect(paid.saleNumber).toMatch(/^W/);
    expect(detail(await call('GET', `/api/staff/products/${p.id}`, owner.headers)).product.stock).toBe(1);
    await ledgerHolds();
  });
});

describe('member prices', () => {
  it('sets a price per customer group in the product’s basis, keeps it through edits that leave it out, refuses a group not the club’s', async () => {
    const groups = (await call('GET', '/api/staff/products', owner.headers)).json().customerGroups as Array<{ id: number; name: string }>;
    const socios = groups.find((g) => g.name === 'Socios')!;
    const p = await create({ price: 20, basis: 'gross', groupPrices: [{ customerGroupId: socios.id, price: 18 }] });
    expect(p.groupPrices).toEqual([{ customerGroupId: socios.id, price: 18 }]);
    // The tax changes: the member price stays 18 in the gross basis, its net re-derived.
    const edited = detail(
      await call('PUT', `/api/staff/products/${p.id}`, owner.headers, body({ name: p.name, price: 20, basis: 'gross', taxPercent: 10 })),
    );
    expect(edited.product.groupPrices).toEqual([{ customerGroupId: socios.id, price: 18 }]);
    const stored = await app.db.selectFrom('customer_prices').selectAll().where('product_id', '=', p.id).execute();
    expect(stored.map((s) => [s.price, s.net_price, s.gross_price])).toEqual([[1800, 1636, 1800]]);
    const [record] = (await audits('product.edit', p.id)).slice(-1);
    expect(JSON.parse(record!.after_json ?? '{}')).toEqual({ taxPercent: 10 });
    const refused = await call(
      'PUT',
      `/api/staff/products/${p.id}`,
      owner.headers,
      body({ groupPrices: [{ customerGroupId: 999999, price: 1 }] }),
    );
    expect([refused.statusCode, refused.json().errorMsg]).toEqual([
      400,
      "Give each member price to one of the club's customer groups, once",
    ]);
    const cleared = detail(await call('PUT', `/api/staff/products/${p.id}`, owner.headers, body({ name: p.name, groupPrices: [] })));
    expect(cleared.product.groupPrices).toEqual([]);
  });
});
