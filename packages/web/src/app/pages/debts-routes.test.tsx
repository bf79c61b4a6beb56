import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaymentType } from '@clubportal/contract/enums';
import { addSalesToCart } from '../../features/cart/cart-actions';
import { getCart } from '../../features/cart/cart-store';
import { storeSession } from '../../test/customer-fixtures';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithSettings } from '../../test/render';
import { FeesRoute, PendingSalesRoute } from './debts-routes';

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
        pending: 45,
      },
    ],
  },
];
const sales = [
  { id: 22, saleNumber: 'T-22', title: 'Court 4', created: '2026-11-20T18:00:00.000Z', saleItems: [], total: 24, paid: 12, pending: 12 },
];

function freshCart() {
  // storeSession leaves a placeholder under crt; the cart starts empty.
  localStorage.removeItem('crt');
}

describe('fees and pending sales into the cart', () => {
  it('adds the chosen fees as sales of the cart, once each', async () => {
    storeSession();
    freshCart();
    stubFetch({ 'GET /api/publiccustomerperiodicsales/customer-fees/7': () => json({ ok: true, model: fees }) });
    renderWithSettings(<FeesRoute />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all of Membership' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/Added to your cart/);
    expect(getCart().sales.map((s) => ({ id: s.id, title: s.title, pending: s.pending, saleNumber: s.saleNumber }))).toEqual([
      { id: 11, title: 'Membership · October 2026', pending: 45, saleNumber: 'C-11' },
      { id: 12, title: 'Membership · November 2026', pending: 45, saleNumber: 'C-12' },
    ]);
    expect(getCart().total).toBe(90);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Membership October 2026' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(getCart().sales).toHaveLength(2);
  });

  it("shows the cart's refusal when a shared payment is waiting in it", async () => {
    storeSession();
    freshCart();
    addSalesToCart([{ id: 90, title: 'Pista 3', pending: 6.25, total: 25, paymentType: PaymentType.Shared, groupId: 'b12' }]);
    stubFetch({ 'POST /api/shop/pending-sales/7': () => json({ ok: true, data: sales }) });
    renderWithSettings(<PendingSalesRoute />);
    const row = await screen.findByRole('row', { name: /T-22/ });
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You have a shared payment in your cart, which can't be mixed with other sales Please, finalize the current cart and try again",
    );
    expect(getCart().sales.map((s) => s.id)).toEqual([90]);
  });
});
