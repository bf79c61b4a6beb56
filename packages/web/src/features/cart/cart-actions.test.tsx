import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentType } from '@clubportal/contract/enums';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { clearSession, saveSession } from '../../api/session';
import { json, stubFetch } from '../../test/fetch-stub';
import { addProductToCart, addSalesToCart, changeCartUnits, incrementUnits, removeCartSale } from './cart-actions';
import { clearCart, getCart, useCart } from './cart-store';
import type { CartProduct, SaleInput } from './rules/cart-rules';

const racket: CartProduct = { id: 7, name: 'Pala Vertex', logo: 'vertex.png', transportRequired: true, grossPrice: 189.95 };
const shared: SaleInput = {
  id: 90,
  title: 'Pista 3',
  pending: 6.25,
  total: 25,
  paymentType: PaymentType.Shared,
  groupId: 'b12',
  cancelUrls: ['publicbookings/cancel/12/4'],
};

function Badge() {
  const cart = useCart();
  return <span data-testid="count">{cart.count}</span>;
}

describe('adding a product', () => {
  it('asks the server about stock with the would-be cart, then stores it under crt', async () => {
    const api = stubFetch({ 'POST /api/publicpayments/check-stock': () => json({ ok: true }) });
    expect(await addProductToCart(racket, 2)).toEqual({ ok: true });
    expect(await addProductToCart(racket, 3)).toEqual({ ok: true });
    expect(api.to('/api/publicpayments/check-stock').map((r) => r.body)).toEqual([
      { customerId: null, saleItemsDto: [{ productId: 7, units: 2 }] },
      { customerId: null, saleItemsDto: [{ productId: 7, units: 5 }] },
    ]);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{}') as { count: number; total: number };
    expect(stored.count).toBe(5);
    expect(stored.total).toBe(949.75);
  });

  it('sends the acting customer and adds nothing when the server says no, showing its text', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const api = stubFetch({ 'POST /api/publicpayments/check-stock': () => json({ ok: false, error: 'Only 2 units of Pala Vertex left' }) });
    expect(await addProductToCart(racket, 3)).toEqual({ ok: false, message: 'Only 2 units of Pala Vertex left' });
    expect(api.to('/api/publicpayments/check-stock')[0]?.body).toMatchObject({ customerId: 4 });
    expect(getCart().sItems).toHaveLength(0);
  });

  it("says 'Crash' when the stock check fails", async () => {
    stubFetch({ 'POST /api/publicpayments/check-stock': () => json({ ok: false, errorMsg: '' }, { status: 500 }) });
    expect(await addProductToCart(racket, 1)).toEqual({ ok: false, message: 'Oops! Tecnical problems. Please try again.' });
  });

  it('checks stock again when the units go up, not when they go down', async () => {
    const api = stubFetch({ 'POST /api/publicpayments/check-stock': () => json({ ok: true }) });
    await addProductToCart(racket, 2);
    await incrementUnits(7);
    await changeCartUnits(7, { kind: 'decrement' });
    expect(
      api.to('/api/publicpayments/check-stock').map((r) => (r.body as { saleItemsDto: Array<{ units: number }> }).saleItemsDto[0]?.units),
    ).toEqual([2, 3]);
    expect(getCart().sItems[0]?.units).toBe(2);
  });
});

describe('shared payments', () => {
  it('refuses a product while a shared payment is in the cart, with the spec text and no stock call', async () => {
    const api = stubFetch({});
    expect(addSalesToCart([shared])).toEqual({ ok: true });
    expect(await addProductToCart(racket, 1)).toEqual({
      ok: false,
      message:
        "You have a shared payment in your cart, which can't be mixed with other sales Please, finalize the current cart and try again",
    });
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a shared payment into a cart with other sales', () => {
    stubFetch({});
    addSalesToCart([{ id: 50, pending: 30, paymentType: PaymentType.NotSet }]);
    expect(addSalesToCart([shared])).toEqual({
      ok: false,
      message: "Shared payment can't be mixed with other sales Please, finalize the current cart and try again",
    });
  });
});

describe('removing a sale', () => {
  it('posts its cancel URLs first, then removes it', async () => {
    const api = stubFetch({ 'POST /api/publicbookings/cancel/12/4': () => json({ ok: true }) });
    addSalesToCart([shared]);
    expect(await removeCartSale(90)).toEqual({ ok: true });
    expect(api.to('/api/publicbookings/cancel/12/4')).toHaveLength(1);
    expect(getCart().sales).toHaveLength(0);
  });

  it('keeps the sale when a cancel URL fails, with the server message', async () => {
    stubFetch({ 'POST /api/publicbookings/cancel/12/4': () => json({ ok: false, errorMsg: 'Too late to cancel' }, { status: 400 }) });
    addSalesToCart([shared]);
    expect(await removeCartSale(90)).toEqual({ ok: false, message: 'Too late to cancel' });
    expect(getCart().sales.map((s) => s.id)).toEqual([90]);
  });
});

describe('reading the cart', () => {
  it('renders the empty cart on the server, whatever is stored', () => {
    stubFetch({});
    addSalesToCart([shared]);
    expect(renderToString(<Badge />)).toContain('>0<');
  });

  it('follows changes, payment success (clearCart) and logout', async () => {
    stubFetch({});
    render(<Badge />);
    act(() => void addSalesToCart([shared]));
    expect(screen.getByTestId('count').textContent).toBe('1');
    act(() => clearCart());
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(window.localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
    act(() => void addSalesToCart([shared]));
    // Logout and account deletion clear the session together with crt.
    act(() => clearSession());
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('forgets a cart whose 24 days are over', () => {
    stubFetch({});
    addSalesToCart([shared]);
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cart) ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ ...stored, expires: new Date(Date.now() - 1000).toISOString() }));
    expect(getCart().count).toBe(0);
  });
});
