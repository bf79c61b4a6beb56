import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentType } from '@clubportal/contract/enums';
import { STORAGE_KEYS } from '@clubportal/contract/http';

// A cart kept from an earlier visit: 2 rackets, 22 days left.
const stored = {
  count: 2,
  total: 379.9,
  guid: 'g-1',
  paid: 0,
  sItems: [
    {
      productId: 7,
      units: 2,
      product: { id: 7, name: 'Pala Vertex', logo: 'vertex.png', transportRequired: true, grossPrice: 189.95 },
      subTotal: 379.9,
      totalWithDiscount: 379.9,
      saleId: null,
    },
  ],
  sales: [],
  expires: new Date(Date.now() + 22 * 24 * 3600 * 1000).toISOString(),
};

// Each test starts as a new page: the store has not loaded the stored cart's parser yet.
beforeEach(() => {
  vi.resetModules();
  window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(stored));
});

describe('the stored cart', () => {
  it('shows once its parser has loaded (the first page does not carry it)', async () => {
    const { useCart } = await import('./cart-store');
    function Badge() {
      return <span data-testid="count">{useCart().count}</span>;
    }
    render(<Badge />);
    expect((await screen.findByText('2')).dataset.testid).toBe('count');
  });

  it('is there on the first render of a page that acts on the cart (the payment result, the checkout)', async () => {
    // Such pages import cart-actions; the store reads the stored cart synchronously from then on.
    await import('./cart-actions');
    const { getCart } = await import('./cart-store');
    expect(getCart().count).toBe(2);
    expect(getCart().guid).toBe('g-1');
  });

  it('is what a change starts from, even one made before the header has read it', async () => {
    const { addSalesToCart } = await import('./cart-actions');
    expect(addSalesToCart([{ id: 90, title: 'Cuota mayo', pending: 30, paymentType: PaymentType.Full }])).toEqual({ ok: true });
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{}') as typeof stored;
    expect(saved.sItems.map((i) => [i.productId, i.units])).toEqual([[7, 2]]);
    expect(saved.sales.map((s: { id: number }) => s.id)).toEqual([90]);
    expect(saved.total).toBe(409.9);
  });
});
