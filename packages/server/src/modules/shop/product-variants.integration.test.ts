import type { Product } from '@clubportal/contract/shop';
import type { StaffProductBody, StaffProductDetail, StaffVariantBody } from '@clubportal/contract/staff-shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { ManualClock } from '../../test/manual-clock.js';
import { signedInStaff } from '../../test/staff-fixtures.js';
import { SANDBOX_METHOD_TYPE } from '../payments/index.js';
import { setCustomerPrice } from './product-writes.service.js';

// A product's photos and variants in the staff console (issue 32 §4), over HTTP on the demo club, both dialects.
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
const product = (over: Partial<StaffProductBody> = {}): StaffProductBody => ({
  name: `Polo ${(seq += 1)}`,
  description: 'Club polo',
  productTypeId: null,
  price: 20,
  basis: 'gross',
  taxPercent: 21,
  published: true,
  trackStock: false,
  lowStockThreshold: 2,
  ...over,
});
const variant = (over: Partial<StaffVariantBody> = {}): StaffVariantBody => ({
  name: 'Talla M',
  translations: {},
  ownPrice: false,
  price: 0,
  trackStock: true,
  published: true,
  ...over,
});
const create = async (over: Partial<StaffProductBody> = {}) =>
  detail(await call('POST', '/api/staff/products', owner.headers, product(over))).product;
const addVariant = (id: number, over: Partial<StaffVariantBody> = {}, headers = owner.headers) =>
  call('POST', `/api/staff/products/${id}/variants`, headers, variant(over));
const audits = (action: string, id: number) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', String(id)).execute();
const shopPage = async (id: number, language = 'en-US') =>
  (await app.inject({ url: `/api/shop/get/${id}`, headers: { 'accept-language': language } })).json().data as Product;

function checkout(items: Array<{ productId: number; units: number }>) {
  return app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: buyer.headers,
    payload: {
      saleItems: items,
      saleIds: [],
      paymentMethodId: SANDBOX_METHOD_TYPE,
      guid: `variants-${Date.now()}-${(seq += 1)}`,
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
}

describe('product photos', () => {
  it('stores the main photo and the gallery, shows them in the shop, keeps them through an edit that leaves them out', async () => {
    const p = await create({ logo: '/uploads/polo-front.png', images: ['/uploads/polo-back.png', 'polo-side.png'] });
    expect(p).toMatchObject({ logo: '/uploads/polo-front.png', images: ['/uploads/polo-back.png', 'polo-side.png'] });
    expect((await shopPage(p.id)).images).toEqual(['/uploads/polo-front.png', '/uploads/polo-back.png', 'polo-side.png']);
    const kept = detail(await call('PUT', `/api/staff/products/${p.id}`, owner.headers, product({ name: p.name, price: 22 }))).product;
    expect(kept.images).toEqual(['/uploads/polo-back.png', 'polo-side.png']);
    const changed = detail(
      await call('PUT', `/api/staff/products/${p.id}`, owner.headers, product({ name: p.name, price: 22, images: ['polo-side.png'] })),
    ).product;
    expect(changed.images).toEqual(['polo-side.png']);
    const [record] = (await audits('product.edit', p.id)).slice(-1);
    expect(JSON.parse(record!.after_json ?? '{}')).toEqual({ images: ['polo-side.png'] });
    const refused = await call('POST', '/api/staff/products', owner.headers, product({ logo: 'javascript:alert(1)' }));
    expect([refused.statusCode, refused.json().errorMsg]).toEqual([
      400,
      'Give the image as an address starting with https:// or /uploads/, or a file name of the club’s uploads',
    ]);
  });
});

describe('product variants', () => {
  it('adds sizes named per language, audited; the shop lists the article once and its page offers the sizes in the reader’s language', async () => {
    const p = await create();
    const added = detail(await addVariant(p.id, { name: 'Talla M', translations: { 'en-US': { name: 'Size M' } } }));
    detail(await addVariant(p.id, { name: 'Talla L', translations: { 'en-US': { name: 'Size L' } } }));
    const d = detail(await call('GET', `/api/staff/products/${p.id}`, owner.headers));
    expect(d.variants.map((v) => [v.name, v.translations['en-US']?.name, v.position, v.price, v.stock])).toEqual([
      ['Talla M', 'Size M', 1, 20, 0],
      ['Talla L', 'Size L', 2, 20, 0],
    ]);
    const m = added.variants[0]!;
    const [record] = await audits('variant.create', m.id);
    expect(record).toMatchObject({ actor_label: 'Olga Owner', entity: 'product' });
    expect(JSON.parse(record!.after_json ?? '{}')).toMatchObject({ parentId: p.id, name: 'Talla M', ownPrice: false });
    expect(await audits('club_text.save', m.id)).toHaveLength(1);
    // Stock only through the ledger, on the variant's own id.
    const lowNames = async () =>
      ((await call('GET', '/api/staff/products?lowStock=1', owner.headers)).json().products as Array<{ name: string }>).map((x) => x.name);
    expect(await lowNames()).toContain(`${p.name} · Talla M`);
    const received = await call('POST', `/api/staff/products/${m.id}/stock/receive`, owner.headers, { quantity: 4, reason: '' });
    expect(detail(received).product).toMatchObject({ stock: 4, parentId: p.id });
    expect(await lowNames()).not.toContain(`${p.name} · Talla M`);
    expect(await lowNames()).toContain(`${p.name} · Talla L`);
    const page = await shopPage(p.id);
    expect(page.variants?.map((v) => [v.name, v.price, v.hasStock])).toEqual([
      ['Size M', 20, true],
      ['Size L', 20, false],
    ]);
    expect((await shopPage(p.id, 'es-ES')).variants?.map((v) => v.name)).toEqual(['Talla M', 'Talla L']);
    const search = encodeURIComponent(JSON.stringify({ search: p.name }));
    const list = (await app.inject({ url: `/api/shop/list?startRow=0&endRow=30&gridStatus=${search}` })).json().data as Product[];
    expect(list.map((x) => [x.id, x.hasVariants])).toEqual([[p.id, true]]);
    expect((await app.inject({ url: `/api/shop/get/${m.id}` })).statusCode).toBe(404);
  });

  it('a sale line of a size draws on that size’s stock, named after the article; the article itself is not sold', async () => {
    const p = await create();
    const m = detail(await addVariant(p.id)).variants[0]!;
    await call('POST', `/api/staff/products/${m.id}/stock/receive`, owner.headers, { quantity: 2, reason: '' });
    const sold = await checkout([{ productId: m.id, units: 2 }]);
    expect(sold.statusCode, sold.body).toBe(200);
    const line = await app.db
      .selectFrom('sale_items')
      .select(['name', 'product_id'])
      .where('product_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(line.name).toBe(`${p.name} · Talla M`);
    const d = detail(await call('GET', `/api/staff/products/${m.id}`, owner.headers));
    expect([d.product.stock, d.movements[0]?.kind]).toEqual([0, 'sold']);
    expect((await checkout([{ productId: m.id, units: 1 }])).statusCode).toBe(409);
    expect((await checkout([{ productId: p.id, units: 1 }])).statusCode).not.toBe(200);
  });

  it('a size at its parent’s price follows the parent’s edits; one at its own price keeps it', async () => {
    const p = await create({ price: 20 });
    detail(await addVariant(p.id, { name: 'S' }));
    detail(await addVariant(p.id, { name: 'XL', ownPrice: true, price: 24 }));
    const d = detail(await call('PUT', `/api/staff/products/${p.id}`, owner.headers, product({ name: p.name, price: 25 })));
    expect(d.variants.map((v) => [v.name, v.ownPrice, v.price, v.grossPrice])).toEqual([
      ['S', false, 25, 25],
      ['XL', true, 24, 24],
    ]);
    const s = d.variants[0]!;
    const edited = detail(
      await call(
        'PUT',
        `/api/staff/products/${p.id}/variants/${s.id}`,
        owner.headers,
        variant({ name: 'Small', ownPrice: true, price: 19 }),
      ),
    );
    expect(edited.variants[0]).toMatchObject({ name: 'Small', ownPrice: true, price: 19 });
    const [record] = await audits('variant.edit', s.id);
    expect(JSON.parse(record!.after_json ?? '{}')).toEqual({ name: 'Small', ownPrice: true, price: 19 });
    // A variant is changed on its parent's page, never as a product of its own.
    const asProduct = await call('PUT', `/api/staff/products/${s.id}`, owner.headers, product());
    expect([asProduct.statusCode, asProduct.json().errorMsg]).toEqual([
      409,
      'This is a variant: change its name and price on its product’s page',
    ]);
  });

  it('a customer’s own price for an article is theirs for its sizes at its price, alike in the list, on the page, in the cart and at the checkout', async () => {
    const p = await create({ price: 20 });
    detail(await addVariant(p.id, { name: 'S', trackStock: false }));
    const [s, xl] = detail(await addVariant(p.id, { name: 'XL', ownPrice: true, price: 24, trackStock: false })).variants;
    // The buyer's own price for the article (customer prices have no editor of their own: the seed's and imports' write).
    await setCustomerPrice(
      app.db,
      { productId: p.id, customerId: buyer.id },
      1500,
      { basis: 'gross', currency: 'EUR', taxPercent: 21 },
      app.caches,
    );
    const other = await createCustomer(app);
    const otherSession = await loginAs(app, other.email, other.password);
    const pageFor = async (who: { id: number; headers: Record<string, string> }) =>
      (await app.inject({ url: `/api/shop/get/${p.id}/${who.id}`, headers: who.headers })).json().data as Product;

    const grid = encodeURIComponent(JSON.stringify({ search: p.name }));
    const listed = (
      await app.inject({
        url: `/api/shop/list-by-customer?customerId=${buyer.id}&startRow=0&endRow=30&gridStatus=${grid}`,
        headers: buyer.headers,
      })
    ).json().data as Product[];
    expect(listed.map((x) => [x.id, x.price, x.isSpecialPrice])).toEqual([[p.id, 15, true]]);
    const mine = await pageFor(buyer);
    expect([mine.price, mine.variants?.map((v) => [v.name, v.price])]).toEqual([
      15,
      [
        ['S', 15],
        ['XL', 24],
      ],
    ]);
    expect((await pageFor(otherSession)).variants?.map((v) => v.price)).toEqual([20, 24]);
    expect((await shopPage(p.id)).variants?.map((v) => v.price)).toEqual([20, 24]);

    const items = [
      { productId: s!.id, units: 2 },
      { productId: xl!.id, units: 1 },
    ];
    const info = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-info-by-customer',
      headers: buyer.headers,
      payload: { customerId: buyer.id, saleItems: items, saleIds: [] },
    });
    expect(info.statusCode, info.body).toBe(200);
    const cart = info.json().data as { saleItems: Array<{ productId: number; unitPrice: number }>; cartTotal: number };
    expect([cart.saleItems.map((l) => [l.productId, l.unitPrice]), cart.cartTotal]).toEqual([
      [
        [s!.id, 15],
        [xl!.id, 24],
      ],
      54,
    ]);
    const sold = await checkout(items);
    expect(sold.statusCode, sold.body).toBe(200);
    const lines = await app.db
      .selectFrom('sale_items')
      .select(['product_id', 'unit_price'])
      .where('product_id', 'in', [s!.id, xl!.id])
      .orderBy('product_id')
      .execute();
    expect(lines.map((l) => [l.product_id, l.unit_price])).toEqual([
      [s!.id, 1500],
      [xl!.id, 2400],
    ]);
  });

  it('orders and archives sizes (audited); an archived size leaves the shop and the staff list keeps it last', async () => {
    const p = await create();
    for (const name of ['A', 'B', 'C']) detail(await addVariant(p.id, { name }));
    const [a, , c] = detail(await call('GET', `/api/staff/products/${p.id}`, owner.headers)).variants;
    const moved = detail(await call('POST', `/api/staff/products/${p.id}/variants/${c!.id}/move`, owner.headers, { position: 1 }));
    expect(moved.variants.map((v) => v.name)).toEqual(['C', 'A', 'B']);
    expect(await audits('variant.move', c!.id)).toHaveLength(1);
    const archived = detail(await call('POST', `/api/staff/products/${p.id}/variants/${a!.id}/archive`, owner.headers));
    expect(archived.variants.map((v) => [v.name, v.archived])).toEqual([
      ['C', false],
      ['B', false],
      ['A', true],
    ]);
    expect(await audits('variant.archive', a!.id)).toHaveLength(1);
    expect((await shopPage(p.id)).variants?.map((v) => v.name)).toEqual(['C', 'B']);
    const other = await create();
    const wrongParent = await call('POST', `/api/staff/products/${other.id}/variants/${c!.id}/archive`, owner.headers);
    expect(wrongParent.statusCode).toBe(404);
  });

  it('only shop.write adds or changes variants; nothing is written or audited on a refusal', async () => {
    const p = await create();
    const desk = await signedInStaff(app, { role: 'desk' });
    const refused = await addVariant(p.id, {}, desk.headers);
    expect([refused.statusCode, refused.json().errorMsg]).toEqual([
      403,
      'Your role does not allow this: it needs the permission "shop.write"',
    ]);
    expect(detail(await call('GET', `/api/staff/products/${p.id}`, desk.headers)).variants).toEqual([]);
    const rows = await app.db.selectFrom('products').select('id').where('parent_product_id', '=', p.id).execute();
    expect(rows).toEqual([]);
  });
});
