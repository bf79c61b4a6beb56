import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@clubportal/contract/shop';
import { saveSession } from '../../../api/session';
import { json, stubFetch, type SeenRequest } from '../../../test/fetch-stub';
import { describedText } from '../../../test/queries';
import { renderRoutes } from '../../../test/render';
import { ShopPage } from './shop-page';

const product = (id: number, name: string, price: number): Product => ({
  id,
  name,
  logo: '',
  images: [],
  grossPrice: price,
  price,
  netPrice: price,
  isSpecialPrice: false,
  created: '2026-01-01T00:00:00.000Z',
  detail: '',
  description: '',
  ProductTypeId: 2,
  hasStock: true,
  transportRequired: false,
  taxPercent: 21,
});

const answer = (data: Product[], totalCount = data.length) =>
  json({ ok: true, data, popular: [], productTypes: [{ id: 2, name: 'Pelotas' }], totalCount, startRow: 0, endRow: data.length });
const gridStatus = (r: SeenRequest) => JSON.parse(r.url.searchParams.get('gridStatus') ?? '{}') as unknown;

function renderShop(path = '/shop') {
  const { router } = renderRoutes([{ path: '/shop', element: <ShopPage onAdd={vi.fn(async () => ({ ok: true as const }))} /> }], path);
  return router;
}

describe('shop page', () => {
  it('lists a page with the counter, reading ?search= and the type from the address', async () => {
    const api = stubFetch({ 'GET /api/shop/list': () => answer([product(1, 'Bote de pelotas', 6.5)], 31) });
    renderShop('/shop?search=pelotas&type=2&page=2');
    await waitFor(() => expect(document.getElementById('shop-results')?.textContent).toBe('Showing 31-31 of 31 results'));
    const seen = api.to('/api/shop/list')[0] as SeenRequest;
    expect(seen.url.searchParams.get('startRow')).toBe('30');
    expect(seen.url.searchParams.get('endRow')).toBe('60');
    expect(gridStatus(seen)).toEqual({ sort: 1, search: 'pelotas', filters: { ProductTypeId: 2 } });
    expect(screen.getByRole('link', { name: 'Pelotas' }).getAttribute('aria-current')).toBe('true');
  });

  it("uses the customer's list (their own prices) when logged in", async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const api = stubFetch({ 'GET /api/shop/list-by-customer': () => answer([product(1, 'Bote de pelotas', 5.9)]) });
    renderShop();
    await waitFor(() =>
      expect([...document.querySelectorAll('.product-card__price')].map((price) => price.textContent)).toEqual(['5,90\u00a0€']),
    );
    expect(api.to('/api/shop/list-by-customer')[0]?.url.searchParams.get('customerId')).toBe('4');
    expect(api.to('/api/shop/list')).toHaveLength(0);
  });

  it('searches only with an empty text or one longer than 3 characters', async () => {
    const api = stubFetch({ 'GET /api/shop/list': () => answer([product(1, 'Bote de pelotas', 6.5)]) });
    const router = renderShop();
    await screen.findByText('Showing 1-1 of 1 results');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, 'bot{Enter}');
    expect(describedText(box)).toBe('Type at least 4 characters to search.');
    expect(router.state.location.search).toBe('');
    await userEvent.type(box, 'e{Enter}');
    expect(router.state.location.search).toBe('?search=bote');
    await screen.findByText('Showing 1-1 of 1 results');
    expect(api.requests.map((r) => (gridStatus(r) as { search: string }).search)).toEqual(['', 'bote']);
  });
});
