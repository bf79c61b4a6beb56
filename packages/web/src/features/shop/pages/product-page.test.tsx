import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@clubportal/contract/shop';
import { saveSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import type { AddToCart } from '../components/add-to-cart';
import { ProductPage } from './product-page';

const product: Product = {
  id: 7,
  name: 'Pala Vertex',
  logo: 'vertex.png',
  images: ['vertex.png', 'vertex-2.png'],
  grossPrice: 189.95,
  price: 156.98,
  netPrice: 156.98,
  isSpecialPrice: false,
  created: '2026-01-01T00:00:00.000Z',
  detail: '<p>Carbono 18K</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  description: 'Para jugadores de nivel avanzado.',
  ProductTypeId: 1,
  hasStock: true,
  transportRequired: true,
  taxPercent: 21,
};

/** The text of one part of the page, as the member reads it. */
const shown = (selector: string) => document.querySelector(selector)?.textContent;

function renderProduct(onAdd: AddToCart = vi.fn<AddToCart>(async () => ({ ok: true }))) {
  renderRoutes([{ path: '/shop/:id', element: <ProductPage onAdd={onAdd} /> }], '/shop/7');
  return onAdd;
}

describe('product page', () => {
  it('sells the chosen variant: its price, its id and a name after the product; one without stock cannot be chosen', async () => {
    const variants = [
      { id: 71, name: 'Size S', price: 150, grossPrice: 181.5, hasStock: false },
      { id: 72, name: 'Size M', price: 156.98, grossPrice: 189.95, hasStock: true },
      { id: 73, name: 'Size L', price: 160, grossPrice: 193.6, hasStock: true },
    ];
    stubFetch({ 'GET /api/shop/get/7': () => json({ ok: true, data: { ...product, hasVariants: true, variants }, popular: [] }) });
    const onAdd = renderProduct();
    const choice = await screen.findByRole('group', { name: 'Choose an option' });
    const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect([radio(/Size S/).disabled, radio(/Size M/).checked]).toEqual([true, true]);
    expect(choice.textContent).toContain('Out of stock');
    await userEvent.click(screen.getByRole('radio', { name: /Size L/ }));
    expect(shown('.product__price')).toBe('160\u00a0€');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 73, name: 'Pala Vertex · Size L', price: 160 }), 1);
  });

  it('shows the product with the price the club shows and its sanitised detail', async () => {
    stubFetch({ 'GET /api/shop/get/7': () => json({ ok: true, data: product, popular: [] }) });
    renderProduct();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pala Vertex');
    expect(shown('.product__price')).toBe('156,98\u00a0€');
    expect(shown('.product__detail')).toBe('Carbono 18K');
    expect(document.querySelector('.product__detail script')).toBeNull();
    expect(document.querySelector('.product__detail [onerror]')).toBeNull();
  });

  it("asks for the customer's own price when logged in", async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const api = stubFetch({ 'GET /api/shop/get/7/4': () => json({ ok: true, data: { ...product, price: 150 }, popular: [] }) });
    renderProduct();
    await waitFor(() => expect(shown('.product__price')).toBe('150\u00a0€'));
    expect(api.to('/api/shop/get/7')).toHaveLength(0);
  });

  it('stays empty unless the answer is ok', async () => {
    const api = stubFetch({ 'GET /api/shop/get/7': () => json({ ok: false, errorMsg: 'This product does not exist' }, { status: 404 }) });
    renderProduct();
    await waitFor(() => expect(api.to('/api/shop/get/7')).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.product__body')?.getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByText('This product does not exist')).toBeNull();
  });

  it('adds the quantity in the box (1 to 1000, non-numeric ignored) and says so', async () => {
    stubFetch({ 'GET /api/shop/get/7': () => json({ ok: true, data: product, popular: [] }) });
    const onAdd = renderProduct();
    const box = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(box);
    await userEvent.type(box, 'abc{Enter}');
    expect((box as HTMLInputElement).value).toBe('1');
    await userEvent.clear(box);
    await userEvent.type(box, '5000{Enter}');
    expect((box as HTMLInputElement).value).toBe('1000');
    await userEvent.clear(box);
    await userEvent.type(box, '3{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 4);
    await waitFor(() => expect(shown('.add-outcome')).toBe('Added to your cart'));
  });

  it('shows why the cart refused', async () => {
    stubFetch({ 'GET /api/shop/get/7': () => json({ ok: true, data: product, popular: [] }) });
    renderProduct(vi.fn<AddToCart>(async () => ({ ok: false, message: 'Sorry, only 2 units of Pala Vertex are left' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, only 2 units of Pala Vertex are left');
  });
});
