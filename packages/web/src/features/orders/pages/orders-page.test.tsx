import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@clubportal/contract/sales';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes, renderWithSettings } from '../../../test/render';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

const racket: Order['items'][number] = {
  productId: 12,
  category: 'article',
  name: 'Pala Vertex',
  logo: 'pala.png',
  price: 120.5,
  units: 1,
  total: 120.5,
};
const court: Order['items'][number] = { productId: 3, category: 'booking', name: 'Pista 4', logo: '', price: 8, units: 2, total: 16 };

function order(over: Partial<Order> = {}): Order {
  return {
    id: 41,
    number: 'W2026-000041',
    date: '2026-03-02T17:05:00.000Z',
    online: true,
    items: [racket, court],
    paymentMethod: 'Tarjeta',
    subTotal: 136.5,
    shipping: 0,
    discount: 0,
    total: 136.5,
    hasInvoice: false,
    state: null,
    ...over,
  };
}

function renderOrder(path = '/customer-orders/41') {
  const { router } = renderRoutes(
    [
      { path: '/customer-orders/:id', element: <OrderPage /> },
      { path: '/publicinvoices/:token', element: <p>invoice page</p> },
      { path: '/publictickets/:token', element: <p>ticket page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
  return router;
}

describe('orders page', () => {
  it('shows a table per order (Date, Total, Online, Order number) with its items, linking the order', async () => {
    storeSession();
    stubFetch({
      'GET /api/shop/customer-orders/7': () =>
        json({ ok: true, model: [order(), order({ id: 40, number: 'T2026-000040', online: false, items: [court] })] }),
    });
    renderWithSettings(<OrdersPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Orders');
    const tables = await screen.findAllByRole('table');
    expect(tables).toHaveLength(2);
    const first = tables[0] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Total', 'Online', 'Order number']);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/03/2026', '136,50\u00a0€', 'Yes', 'W2026-000041']);
    expect(
      within(tables[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/03/2026', '136,50\u00a0€', 'No', 'T2026-000040']);
    expect(screen.getByRole('link', { name: 'W2026-000041' }).getAttribute('href')).toBe('/customer-orders/41');
    const items = screen.getAllByRole('list', { name: 'Items' })[0] as HTMLElement;
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pala Vertex', 'Pista 4×2']);
    expect(items.querySelector('img')?.getAttribute('src')).toBe('/uploads/pala.png');
  });

  it('says No orders yet when there are none', async () => {
    storeSession();
    stubFetch({ 'GET /api/shop/customer-orders/7': () => json({ ok: true, model: [] }) });
    renderWithSettings(<OrdersPage />);
    await waitFor(() => expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['No orders yet']));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the server message when the list fails', async () => {
    storeSession();
    stubFetch({
      'GET /api/shop/customer-orders/7': () => json({ ok: false, errorMsg: 'You can only access your own data' }, { status: 403 }),
    });
    renderWithSettings(<OrdersPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('You can only access your own data');
  });

  it('says a failed load in the crash words when the server gave none, and Try again loads the list again', async () => {
    storeSession();
    let fail = true;
    stubFetch({
      'GET /api/shop/customer-orders/7': () =>
        fail ? json({ ok: false, errorMsg: '' }, { status: 500 }) : json({ ok: true, model: [order()] }),
    });
    renderWithSettings(<OrdersPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('link', { name: 'W2026-000041' })).getAttribute('href')).toBe('/customer-orders/41');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('order page', () => {
  it('links only shop articles, says Free for no shipping and hides a zero discount', async () => {
    storeSession();
    stubFetch({ 'GET /api/shop/customer-orders/7/41': () => json({ ok: true, model: order() }) });
    renderOrder();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order W2026-000041'));
    expect(screen.getByRole('link', { name: 'Pala Vertex' }).getAttribute('href')).toBe('/shop/12');
    expect(screen.queryByRole('link', { name: 'Pista 4' })).toBeNull();
    expect(screen.getAllByRole('rowheader').map((name) => name.textContent)).toEqual(['Pala Vertex', 'Pista 4']);
    const totals = screen.getByRole('region', { name: 'Summary' });
    expect(within(totals).getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
    expect(within(totals).queryByText('Discount')).toBeNull();
    expect(within(totals).getByText('Total').nextElementSibling?.textContent).toBe('136,50\u00a0€');
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Payment method').nextElementSibling?.textContent).toBe(
      'Tarjeta',
    );
  });

  it('shows shipping and a discount when the order has them', async () => {
    storeSession();
    stubFetch({
      'GET /api/shop/customer-orders/7/41': () => json({ ok: true, model: order({ shipping: 4.95, discount: 12, total: 129.45 }) }),
    });
    renderOrder();
    const totals = await screen.findByRole('region', { name: 'Summary' });
    expect(within(totals).getByText('Shipping').nextElementSibling?.textContent).toBe('4,95\u00a0€');
    expect(within(totals).getByText('Discount').nextElementSibling?.textContent).toBe('-12\u00a0€');
  });

  it('shows where a shop order stands (the state staff moved it to), and nothing for a sale without articles', async () => {
    storeSession();
    stubFetch({ 'GET /api/shop/customer-orders/7/41': () => json({ ok: true, model: order({ state: 'shipped' }) }) });
    renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Status').nextElementSibling?.textContent).toBe('Shipped');
  });

  it('opens the ticket download page with a fresh link; the invoice button only once an invoice exists', async () => {
    storeSession();
    const api = stubFetch({
      'GET /api/shop/customer-orders/7/41': () => json({ ok: true, model: order() }),
      'POST /api/shop/customer-orders/7/41/document-link': () =>
        json({ ok: true, model: { token: 'tok_abcdefghijklmnopqrstuvwxyz', url: 'x', expires: '2026-03-05T00:00:00.000Z' } }),
    });
    const router = renderOrder();
    await screen.findByRole('button', { name: 'Download ticket' });
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/publictickets/tok_abcdefghijklmnopqrstuvwxyz'));
    expect(api.to('/api/shop/customer-orders/7/41/document-link')[0]?.body).toEqual({ kind: 'ticket' });
  });

  it('offers the invoice of an invoiced order and shows a refused link where the member sees it', async () => {
    storeSession();
    stubFetch({
      'GET /api/shop/customer-orders/7/41': () => json({ ok: true, model: order({ hasInvoice: true }) }),
      'POST /api/shop/customer-orders/7/41/document-link': () =>
        json({ ok: false, errorMsg: 'This order has no invoice' }, { status: 404 }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order has no invoice');
  });
});
