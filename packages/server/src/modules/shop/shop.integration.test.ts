import {
  normalizeSearchText,
  PRODUCT_SEARCH_MAX_ROWS,
  productResponseSchema,
  SHOP_PAGE_SIZE,
  shopListResponseSchema,
  type Product,
} from '@clubportal/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomers } from '../../db/seed/demo-club.js';
import { demoProducts } from '../../db/seed/demo-shop-products.js';
import { nowInstant } from '../../lib/clock.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';
import { getMainSettings, saveMainSettings, storedMainSettingsSchema } from '../settings/index.js';
import { createProduct } from './product-writes.service.js';

let app: Awaited<ReturnType<typeof buildTestApp>>;
let member: Awaited<ReturnType<typeof loginAs>>;
let other: Awaited<ReturnType<typeof loginAs>>;
const total = demoProducts.length;

const list = (grid?: unknown, rows = '') =>
  app.inject({
    url: `/api/shop/list?${rows}${grid === undefined ? '' : `&gridStatus=${encodeURIComponent(typeof grid === 'string' ? grid : JSON.stringify(grid))}`}`,
  });
const listData = async (grid?: unknown, rows = 'startRow=0&endRow=30') => {
  const res = await list(grid, rows);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Product[];
    popular: Product[];
    productTypes: Array<{ id: number; name: string }>;
    totalCount: number;
    startRow: number;
    endRow: number;
  };
};
const all = async (grid: Record<string, unknown> = {}) => {
  const first = await listData(grid, 'startRow=0&endRow=30');
  const second = await listData(grid, 'startRow=30&endRow=60');
  return [...first.data, ...second.data];
};

beforeAll(async () => {
  app = await buildTestApp();
  member = await loginAs(app, demoCustomers.member.email, DEMO_PASSWORD);
  const o = await createCustomer(app);
  other = await loginAs(app, o.email, o.password);
});
afterAll(() => app.close());

describe('shop list', () => {
  it('pages the demo catalogue 30 at a time, with popular products and product types', async () => {
    expect(total).toBeGreaterThanOrEqual(40);
    const page1 = await listData();
    expect(page1.data).toHaveLength(SHOP_PAGE_SIZE);
    expect(page1.totalCount).toBe(total);
    expect([page1.startRow, page1.endRow]).toEqual([0, 30]);
    expect(page1.productTypes.map((t) => t.name)).toEqual(['Palas', 'Pelotas', 'Textil', 'Calzado', 'Accesorios', 'Nutrición']);
    expect(page1.popular.length).toBeGreaterThan(0);
    const page2 = await listData(undefined, 'startRow=30&endRow=60');
    expect(page2.data).toHaveLength(total - 30);
    expect([page2.startRow, page2.endRow]).toEqual([30, total]);
    expect(new Set([...page1.data, ...page2.data].map((p) => p.id)).size).toBe(total);
    const beyond = await listData(undefined, `startRow=${total}&endRow=${total + 30}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.totalCount).toBe(total);
    // Without startRow/endRow, gridStatus.page picks the page; default is page 1.
    expect((await listData({ page: 2 }, '')).data.map((p) => p.id)).toEqual(page2.data.map((p) => p.id));
    expect((await listData(undefined, '')).data.map((p) => p.id)).toEqual(page1.data.map((p) => p.id));
    // A narrower window is fine.
    expect((await listData(undefined, 'startRow=5&endRow=7')).data.map((p) => p.id)).toEqual(page1.data.slice(5, 7).map((p) => p.id));
  });

  it('sorts newest first (1), by price ascending (2) and descending (3)', async () => {
    const newest = await all({ sort: 1 });
    expect(newest.map((p) => p.created)).toEqual([...newest.map((p) => p.created)].sort().reverse());
    const asc = await all({ sort: 2 });
    const prices = asc.map((p) => p.grossPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc).toHaveLength(total);
    const desc = await all({ sort: 3 });
    expect(desc.map((p) => p.grossPrice)).toEqual([...prices].sort((a, b) => b - a));
  });

  it('filters by product type', async () => {
    const { productTypes } = await listData();
    const palas = productTypes.find((t) => t.name === 'Palas');
    const res = await listData({ filters: { ProductTypeId: palas?.id } });
    expect(res.totalCount).toBe(demoProducts.filter((p) => p[1] === 'Palas').length);
    expect(res.data.every((p) => p.ProductTypeId === palas?.id)).toBe(true);
    expect((await listData({ filters: { ProductTypeId: null } })).totalCount).toBe(total);
  });

  it('searches name and description only when the text is longer than 3 characters, ignoring case and accents', async () => {
    const expected = demoProducts.filter(([name, , , , description]) =>
      normalizeSearchText(`${name} ${description}`).includes('camiseta'),
    ).length;
    expect(expected).toBeGreaterThan(1);
    expect((await listData({ search: 'CAMISETA' })).totalCount).toBe(expected);
    expect((await listData({ search: 'pádel' })).totalCount).toBe((await listData({ search: 'padel' })).totalCount);
    expect((await listData({ search: 'pal' })).totalCount).toBe(total);
    expect((await listData({ search: '   ' })).totalCount).toBe(total);
    expect((await listData({ search: 'zzzz-nothing' })).totalCount).toBe(0);
    // LIKE wildcards and quotes are plain characters.
    expect((await listData({ search: '%%%%' })).totalCount).toBe(0);
    expect((await listData({ search: "'; drop table products; --" })).totalCount).toBe(0);
    expect((await listData()).totalCount).toBe(total);
  });

  it.each([
    ['not JSON', 'sort=1'],
    ['an unknown sort', { sort: 4 }],
    ['a string sort', { sort: '1' }],
    ['an unknown field', { sortBy: 1 }],
    ['an unknown filter', { filters: { Category: 1 } }],
    ['a bad product type', { filters: { ProductTypeId: 'x' } }],
    ['an array', [1, 2]],
    ['a search too long', { search: 'x'.repeat(101) }],
    ['page 0', { page: 0 }],
  ])('refuses gridStatus with %s: 400 with errorMsg', async (_name, grid) => {
    const res = await list(grid, 'startRow=0&endRow=30');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, errorMsg: expect.any(String) });
  });

  it.each([
    ['a window wider than a page', 'startRow=0&endRow=31', 'At most 30 rows per call (endRow - startRow)'],
    ['an end before the start', 'startRow=30&endRow=0', 'endRow must be greater than startRow'],
    ['a negative start', 'startRow=-1&endRow=29', undefined],
    ['a non-numeric start', 'startRow=abc&endRow=30', undefined],
  ])('refuses %s', async (_name, rows, message) => {
    const res = await list(undefined, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
    if (message) expect(res.json().errorMsg).toBe(message);
  });

  it('shows gross or net prices by the club setting priceWithTaxes', async () => {
    const net = demoProducts.find((p) => p[5]?.net);
    const { data } = await listData({ search: net?.[0] });
    const product = data[0] as Product;
    expect(product.grossPrice).toBe((net?.[2] ?? 0) / 100);
    expect(product.price).toBe(product.grossPrice);
    expect(product.netPrice).toBeLessThan(product.grossPrice);
    const current = storedMainSettingsSchema.parse(await getMainSettings(app.db));
    await saveMainSettings(app, { ...current, priceWithTaxes: false }, nowInstant(app.clock));
    try {
      const after = (await listData({ search: net?.[0] })).data[0] as Product;
      expect(after.price).toBe(after.netPrice);
      expect(after.grossPrice).toBe(product.grossPrice);
    } finally {
      await saveMainSettings(app, current, nowInstant(app.clock));
    }
  });
});

describe('customer prices', () => {
  const byCustomer = (s: { id: number; headers: Record<string, string> }, grid: unknown = {}, customerId = s.id) =>
    app.inject({
      url: `/api/shop/list-by-customer?customerId=${customerId}&startRow=0&endRow=30&gridStatus=${encodeURIComponent(JSON.stringify(grid))}`,
      headers: s.headers,
    });

  it("gives a member their group's and their own prices, and sorts by them", async () => {
    const res = await byCustomer(member, { search: 'Pala Sierra Pro' });
    expect(res.statusCode).toBe(200);
    const pala = res.json().data[0] as Product;
    expect(pala).toMatchObject({ grossPrice: 170.96, price: 170.96, isSpecialPrice: true });
    const shirt = (await byCustomer(member, { search: 'Camiseta técnica Sierra' })).json().data[0] as Product;
    expect(shirt).toMatchObject({ grossPrice: 24.9, isSpecialPrice: true });
    const publicShirt = (await listData({ search: 'Camiseta técnica Sierra' })).data[0] as Product;
    expect(publicShirt).toMatchObject({ grossPrice: 29.9, isSpecialPrice: false });

    const sorted = (await byCustomer(member, { sort: 3, filters: { ProductTypeId: pala.ProductTypeId } })).json().data as Product[];
    expect(sorted.map((p) => p.grossPrice)).toEqual([...sorted.map((p) => p.grossPrice)].sort((a, b) => b - a));
  });

  it('gives another customer the list prices', async () => {
    const pala = (await byCustomer(other, { search: 'Pala Sierra Pro' })).json().data[0] as Product;
    expect(pala).toMatchObject({ grossPrice: 189.95, isSpecialPrice: false });
  });

  it("refuses another customer's prices (403) and asks a visitor to log in (401)", async () => {
    expect((await byCustomer(other, {}, member.id)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/shop/list-by-customer?customerId=${member.id}` })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/shop/list-by-customer?customerId=abc', headers: member.headers })).statusCode).toBe(400);
  });

  it("serves a member's list from the answer of their price group, their own prices apart, each still checked", async () => {
    // A new member of the demo member's group (10 % off rackets), without prices of their own; the shirt's is hers alone.
    const groups = await app.db
      .selectFrom('customer_group_members')
      .select('customer_group_id')
      .where('customer_id', '=', member.id)
      .execute();
    const c = await createCustomer(app);
    const peer = await loginAs(app, c.email, c.password);
    await app.db
      .insertInto('customer_group_members')
      .values(groups.map((g) => ({ customer_group_id: g.customer_group_id, customer_id: peer.id })))
      .execute();
    const res = await byCustomer(peer, { search: 'Camiseta técnica Sierra' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().data[0]).toMatchObject({ grossPrice: 29.9, isSpecialPrice: false });
    expect((await byCustomer(member, { search: 'Camiseta técnica Sierra' })).json().data[0]).toMatchObject({
      grossPrice: 24.9,
      isSpecialPrice: true,
    });
    expect((await byCustomer(peer, { search: 'Pala Sierra Pro' })).json().data[0]).toMatchObject({
      grossPrice: 170.96,
      isSpecialPrice: true,
    });
    // The answer is checked against the contract's schema, as the route's own serialiser would.
    expect(shopListResponseSchema.parse(res.json())).toEqual(res.json());
    expect((await byCustomer(other, { search: 'Camiseta técnica Sierra' }, peer.id)).statusCode).toBe(403);
  });

  it('shows the product page with the customer price', async () => {
    const id = ((await listData({ search: 'Pala Sierra Pro' })).data[0] as Product).id;
    const mine = await app.inject({ url: `/api/shop/get/${id}/${member.id}`, headers: member.headers });
    expect(mine.json().data).toMatchObject({ id, grossPrice: 170.96, isSpecialPrice: true });
    expect((await app.inject({ url: `/api/shop/get/${id}/${member.id}`, headers: other.headers })).statusCode).toBe(403);
  });
});

describe('product page, popular, trending, live search', () => {
  it('returns the product with detail, images and stock, and the popular list', async () => {
    const listed = (await listData({ search: 'Pala Sierra Pro' })).data[0] as Product;
    const res = await app.inject({ url: `/api/shop/get/${listed.id}` });
    expect(res.statusCode).toBe(200);
    const { data, popular } = res.json() as { data: Product; popular: Product[] };
    expect(data).toMatchObject({
      id: listed.id,
      name: 'Pala Sierra Pro Carbon 2026',
      grossPrice: 189.95,
      hasStock: true,
      transportRequired: true,
      taxPercent: 21,
    });
    expect(data.detail).toContain('<p>');
    expect(data.images).toEqual(['product-racket-green.svg', 'product-racket-blue.svg']);
    expect(popular.length).toBeGreaterThan(0);
    const img = await app.inject({ url: `/uploads/${data.logo}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
  });

  it('sends the product page as the contract says, with the same popular list as popular-products', async () => {
    const listed = (await listData({ search: 'Pala Sierra Pro' })).data[0] as Product;
    const page = productResponseSchema.parse((await app.inject({ url: `/api/shop/get/${listed.id}` })).json());
    const popular = (await app.inject({ url: '/api/products/popular-products' })).json() as { data: Product[] };
    expect(page.data.id).toBe(listed.id);
    expect(page.popular).toEqual(popular.data);
  });

  it('counts a new product in the searches at once (the cached counts are dropped)', async () => {
    expect((await listData({ search: 'Zafiro' })).totalCount).toBe(0);
    await createProduct(
      app.db,
      { name: 'Overgrip Zafiro', price: 450, basis: 'gross', currency: 'EUR', createdAt: nowInstant(app.clock) },
      app.caches,
    );
    const after = await listData({ search: 'zafiro', sort: 2 });
    expect(after.totalCount).toBe(1);
    expect(after.data.map((p) => p.name)).toEqual(['Overgrip Zafiro']);
  });

  it('says 404 for a missing or unpublished product and 400 for a bad id', async () => {
    expect((await app.inject({ url: '/api/shop/get/999999' })).json()).toEqual({ ok: false, errorMsg: 'This product does not exist' });
    const hidden = await createProduct(
      app.db,
      {
        name: 'Hidden',
        price: 100,
        basis: 'gross',
        currency: 'EUR',
        published: false,
        createdAt: nowInstant(app.clock),
      },
      app.caches,
    );
    expect((await app.inject({ url: `/api/shop/get/${hidden}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/shop/get/abc' })).statusCode).toBe(400);
  });

  it('marks out-of-stock products', async () => {
    const out = demoProducts.find((p) => p[5]?.stock === 0);
    const p = (await listData({ search: out?.[0] })).data.find((x) => x.name === out?.[0]);
    expect(p?.hasStock).toBe(false);
  });

  it('lists popular and trending products', async () => {
    const popular = (await app.inject({ url: '/api/products/popular-products' })).json().data as Product[];
    const trending = (await app.inject({ url: '/api/products/trending-products' })).json().data as Product[];
    const names = (flag: 'popular' | 'trending') =>
      demoProducts
        .filter((p) => p[5]?.[flag])
        .map((p) => p[0])
        .sort();
    expect(names('popular').length).toBeLessThanOrEqual(12);
    expect(popular.map((p) => p.name).sort()).toEqual(names('popular'));
    expect(trending.map((p) => p.name).sort()).toEqual(names('trending'));
  });

  it('searches live only above 3 characters, up to 1000 rows', async () => {
    const search = (text: string) => app.inject({ url: `/api/products/search?search=${encodeURIComponent(text)}` });
    expect((await search('')).json()).toEqual({ ok: true, results: [] });
    expect((await search('pal')).json().results).toEqual([]);
    const palas = (await search('pala')).json().results as Array<{ name: string }>;
    expect(palas.length).toBeGreaterThan(3);
    expect(palas.map((p) => p.name)).toContain('Pala Sierra Pro Carbon 2026');
    const now = nowInstant(app.clock);
    await app.db
      .insertInto('products')
      .values(
        Array.from({ length: PRODUCT_SEARCH_MAX_ROWS + 5 }, (_, i) => ({
          name: `Bulkitem ${i}`,
          description: '',
          detail: '',
          logo: '',
          price_basis: 'gross' as const,
          popular: 0,
          trending: 0,
          transport_required: 0,
          track_stock: 0,
          stock: 0,
          published: 1,
          product_type_id: null,
          category: 'article' as const,
          price: 100,
          net_price: 83,
          gross_price: 100,
          tax_percent: 21,
          currency: 'EUR',
          search_text: `bulkitem ${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect((await search('bulkitem')).json().results).toHaveLength(PRODUCT_SEARCH_MAX_ROWS);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
    await app.db.deleteFrom('products').where('search_text', 'like', 'bulkitem %').execute();
  });
});

describe('check-stock', () => {
  const check = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/publicpayments/check-stock', payload: body as object, headers });
  const idOf = async (name: string) =>
    (await app.db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('accepts lines in stock or not counted, for a guest and for the customer', async () => {
    const balls = await idOf('Bote de pelotas de pádel (3)');
    const pala = await idOf('Pala Sierra Pro Carbon 2026');
    expect((await check({ saleItemsDto: [{ productId: balls, units: 1000 }] })).json()).toEqual({ ok: true });
    expect(
      (
        await check({ customerId: member.id, saleItemsDto: [{ productId: pala, units: 6, temp: true, stockDetail: null }] }, member.headers)
      ).json(),
    ).toEqual({ ok: true });
  });

  it("answers the spec's error when stock is short, adding up lines on the same stock", async () => {
    const pala = await idOf('Pala Sierra Pro Carbon 2026');
    const out = await idOf('Pala Galapagar Power');
    expect((await check({ saleItemsDto: [{ productId: out, units: 1 }] })).json()).toEqual({
      ok: false,
      error: 'Sorry, Pala Galapagar Power is out of stock',
    });
    expect((await check({ saleItemsDto: [{ productId: pala, units: 7 }] })).json()).toEqual({
      ok: false,
      error: 'Sorry, only 6 units of Pala Sierra Pro Carbon 2026 are left',
    });
    const res = await check({
      saleItemsDto: [
        { productId: pala, units: 4 },
        { productId: pala, units: 3, stockParentId: pala, stockParentName: 'Pala Sierra Pro' },
      ],
    });
    expect(res.json()).toEqual({ ok: false, error: 'Sorry, only 6 units of Pala Sierra Pro Carbon 2026 are left' });
    const es = await check({ saleItemsDto: [{ productId: out, units: 1 }] }, { 'accept-language': 'es-ES' });
    expect(es.json().error).toBe('Lo sentimos, Pala Galapagar Power está agotado');
  });

  it('refuses unknown products and products not for sale', async () => {
    expect((await check({ saleItemsDto: [{ productId: 999999, units: 1 }] })).json()).toEqual({
      ok: false,
      error: 'This product does not exist',
    });
    const hidden = await createProduct(
      app.db,
      {
        name: 'Retired racket',
        price: 100,
        basis: 'gross',
        currency: 'EUR',
        published: false,
        createdAt: nowInstant(app.clock),
      },
      app.caches,
    );
    expect((await check({ saleItemsDto: [{ productId: hidden, units: 1 }] })).json()).toEqual({
      ok: false,
      error: 'Retired racket is not for sale',
    });
  });

  it.each([
    ['no lines', { saleItemsDto: [] }],
    ['zero units', { saleItemsDto: [{ productId: 1, units: 0 }] }],
    ['more than 1000 units', { saleItemsDto: [{ productId: 1, units: 1001 }] }],
    ['fractional units', { saleItemsDto: [{ productId: 1, units: 1.5 }] }],
    ['a missing product id', { saleItemsDto: [{ units: 1 }] }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await check(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().ok).toBe(false);
  });
});
