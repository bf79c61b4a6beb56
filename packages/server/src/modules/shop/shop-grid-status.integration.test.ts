import { ShopSort, type Product } from '@clubportal/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createCustomer, loginAs } from '../../test/factories.js';

/**
 * The shop's list calls take the grid status the spec's clients send, AG-Grid's filter and sort models, and
 * answer as they do to today's form (issue 29 section 6; the parser: contract grid-status.ts).
 */
let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const q = (grid: unknown) => `startRow=0&endRow=30&gridStatus=${encodeURIComponent(JSON.stringify(grid))}`;
type ListAnswer = { data: Product[]; totalCount: number; productTypes: Array<{ id: number; name: string }> };

async function answer(url: string, headers?: Record<string, string>): Promise<ListAnswer> {
  const res = await app.inject({ url, ...(headers ? { headers } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListAnswer;
}

describe('an AG-Grid grid status', () => {
  it('filters, searches and sorts GET /api/shop/list as today’s form does', async () => {
    const all = await answer(`/api/shop/list?${q({})}`);
    const type = all.data[0]?.ProductTypeId as number;
    expect(type).toEqual(expect.any(Number));
    const today = await answer(`/api/shop/list?${q({ sort: ShopSort.PriceDesc, filters: { ProductTypeId: type } })}`);
    const ag = await answer(
      `/api/shop/list?${q({
        filterModel: { ProductTypeId: { filterType: 'number', type: 'equals', filter: type } },
        sortModel: [{ colId: 'Price', sort: 'desc' }],
        rowGroupCols: [],
        pivotMode: false,
      })}`,
    );
    expect(ag.data.map((p) => p.id)).toEqual(today.data.map((p) => p.id));
    expect(ag.totalCount).toBe(today.totalCount);
    expect(ag.totalCount).toBeLessThan(all.totalCount);
    expect(ag.data.every((p) => p.ProductTypeId === type)).toBe(true);
    const prices = ag.data.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const name = (all.data[0]?.name ?? '').split(' ')[0] as string;
    const search = await answer(`/api/shop/list?${q({ filterModel: { Name: { filterType: 'text', type: 'contains', filter: name } } })}`);
    expect(search.data.map((p) => p.id)).toEqual((await answer(`/api/shop/list?${q({ search: name })}`)).data.map((p) => p.id));
  });

  it('does the same on GET /api/shop/list-by-customer', async () => {
    const c = await createCustomer(app);
    const s = await loginAs(app, c.email, c.password);
    const url = (grid: unknown) => `/api/shop/list-by-customer?customerId=${c.id}&${q(grid)}`;
    const all = await answer(url({}), s.headers);
    const type = all.data.at(-1)?.ProductTypeId as number;
    const today = await answer(url({ sort: ShopSort.PriceAsc, filters: { ProductTypeId: type } }), s.headers);
    const ag = await answer(
      url({ filterModel: { productTypeId: { filterType: 'set', values: [String(type)] } }, sortModel: [{ colId: 'price', sort: 'asc' }] }),
      s.headers,
    );
    expect(ag.data.map((p) => p.id)).toEqual(today.data.map((p) => p.id));
    expect(ag.data.every((p) => p.ProductTypeId === type)).toBe(true);
  });

  it('refuses, with a sentence, a filter or sort the list does not have', async () => {
    const res = await app.inject(`/api/shop/list?${q({ filterModel: { Colour: { type: 'equals', filter: 'red' } } })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, errorMsg: 'The field “grid status” must filter only on ProductTypeId, Name, not on Colour' });
    const sort = await app.inject(`/api/shop/list?${q({ sortModel: [{ colId: 'Stock', sort: 'asc' }] })}`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errorMsg).toMatch(/must sort only by .* not by Stock asc$/);
  });
});
