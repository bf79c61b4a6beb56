import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { FeesPage } from './fees-page';
import { PendingSalesPage } from './pending-sales-page';

const fees = [
  {
    description: 'Membership',
    nextDueDate: '2026-12-01',
    fees: [
      {
        id: 11,
        saleNumber: 'C-11',
        created: '2026-10-01T08:00:00.000Z',
        saleItem: { id: 1, parentIdentifier: 'October 2026' },
        total: 45,
        pending: 45,
      },
      {
        id: 12,
        saleNumber: 'C-12',
        created: '2026-11-01T08:00:00.000Z',
        saleItem: { id: 2, parentIdentifier: 'November 2026' },
        total: 45,
        pending: 20.5,
      },
    ],
  },
  {
    description: 'Padel school',
    nextDueDate: null,
    fees: [
      {
        id: 13,
        saleNumber: 'C-13',
        created: '2026-10-01T08:00:00.000Z',
        saleItem: { id: 3, parentIdentifier: 'October 2026' },
        total: 120,
        pending: 120,
      },
    ],
  },
];

const sales = [
  {
    id: 21,
    saleNumber: 'T-21',
    title: 'Private lesson',
    created: '2026-11-18T17:00:00.000Z',
    saleItems: [{ id: 5, parentIdentifier: '', name: 'Private lesson', units: 1, total: 35 }],
    total: 35,
    paid: 0,
    pending: 35,
  },
  {
    id: 22,
    saleNumber: 'T-22',
    title: 'Court 4',
    created: '2026-11-20T18:00:00.000Z',
    saleItems: [{ id: 6, parentIdentifier: 'Saturday 19:00', name: 'Court 4 (90 min)', units: 1, total: 24 }],
    total: 24,
    paid: 12,
    pending: 12,
  },
];

describe('fees page', () => {
  it('groups fees by description with the next due date, and adds the ticked ones to the cart', async () => {
    storeSession();
    stubFetch({ 'GET /api/publiccustomerperiodicsales/customer-fees/7': () => json({ ok: true, model: fees }) });
    const addToCart = vi.fn(async () => {});
    renderWithSettings(<FeesPage addToCart={addToCart} />);
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(membership.textContent).toContain('Next due date: 01/12/2026');
    expect(screen.getByRole('region', { name: 'Padel school' }).textContent).toContain('No further charges');
    const add = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);

    await userEvent.click(within(membership).getByRole('checkbox', { name: 'Select all of Membership' }));
    expect(screen.getByText(/2 selected/).textContent).toBe('2 selected · 65,50\u00a0€');
    await userEvent.click(within(membership).getByRole('checkbox', { name: 'Select Membership October 2026' }));
    expect(screen.getByText(/1 selected/).textContent).toBe('1 selected · 20,50\u00a0€');
    await userEvent.click(add);
    expect(addToCart).toHaveBeenCalledWith([
      expect.objectContaining({ id: 12, saleNumber: 'C-12', pending: 20.5, description: 'Membership' }),
    ]);
    expect((await screen.findByText(/Added to your cart/)).textContent).toContain('Go to checkout');
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('has no Add to cart button without a cart, and says when there is nothing to pay', async () => {
    storeSession();
    stubFetch({ 'GET /api/publiccustomerperiodicsales/customer-fees/7': () => json({ ok: true, model: [] }) });
    renderWithSettings(<FeesPage />);
    await waitFor(() => expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['You have no fees to pay']));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('shows the crash text when the fees cannot be loaded', async () => {
    storeSession();
    stubFetch({ 'GET /api/publiccustomerperiodicsales/customer-fees/7': () => new Response('', { status: 502 }) });
    renderWithSettings(<FeesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
  });
});

describe('pending sales page', () => {
  it('lists the unpaid sales with total, paid and pending, and adds the ticked ones to the cart', async () => {
    storeSession();
    const api = stubFetch({ 'POST /api/shop/pending-sales/7': () => json({ ok: true, data: sales }) });
    const addToCart = vi.fn(async () => {});
    renderWithSettings(<PendingSalesPage addToCart={addToCart} />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /T-22/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(3)
        .map((c) => c.textContent),
    ).toEqual(['24\u00a0€', '12\u00a0€', '12\u00a0€']);
    // A click on the row ticks it, like its checkbox.
    await userEvent.click(within(row).getByText('Court 4'));
    expect((within(row).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith([expect.objectContaining({ id: 22, pending: 12 })]);
    expect(api.requests[0]?.method).toBe('POST');
  });

  it('shows what the cart refused where the member sees it, keeping the selection', async () => {
    storeSession();
    stubFetch({ 'POST /api/shop/pending-sales/7': () => json({ ok: true, data: sales }) });
    const addToCart = vi.fn(async () => {
      throw new Error('You have a shared payment in your cart');
    });
    renderWithSettings(<PendingSalesPage addToCart={addToCart} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have a shared payment in your cart');
    expect(document.querySelector('.cart-bar__summary')?.textContent).toBe('2 selected · 47\u00a0€');
  });

  it('shows the Crash text when the list fails, whatever the server said', async () => {
    storeSession();
    stubFetch({ 'POST /api/shop/pending-sales/7': () => json({ ok: false, errorMsg: 'Database down' }, { status: 500 }) });
    renderWithSettings(<PendingSalesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
  });

  it('says when nothing is pending', async () => {
    storeSession();
    stubFetch({ 'POST /api/shop/pending-sales/7': () => json({ ok: true, data: [] }) });
    renderWithSettings(<PendingSalesPage />);
    await waitFor(() => expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual(['You have no pending payments']));
  });
});
